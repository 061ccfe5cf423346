import type { AdminBooking } from '@quan/domain/answers'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { adminBooking, dayOfBookings, officeBasics, TODAY } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-04-07T10:00:00.000Z'))
  FakeEventSource.install()
})
afterEach(() => vi.useRealTimers())

const MINH = adminBooking()
const ANNA = adminBooking({
  _id: 'b2',
  customerName: 'Anna Horváthová',
  phone: '+421 905 222 333',
  email: 'anna@example.com',
  reservationTime: '12:00',
  numberOfPeople: 2,
  note: '',
  status: 'confirmed',
  handledBy: 'Thu Trang',
})
const SLOTS = [
  { time: '12:00', booked: 2, capacity: 40 },
  { time: '12:30', booked: 0, capacity: 40 },
  { time: '18:00', booked: 4, capacity: 40 },
]

type Routes = Parameters<typeof mockApi>[0]

function renderBookings(routes: Routes = {}, route = '/admin?tab=bookings') {
  const calls = mockApi({
    ...officeBasics,
    'GET /api/admin/reservations': () => dayOfBookings(TODAY, [ANNA, MINH], SLOTS),
    ...routes,
  })
  const user = userEvent.setup()
  const result = renderWithProviders(<BackOffice />, { route, token: 'admin-token' })
  return { calls, user, ...result }
}

const booking = (name: string) => screen.getByRole('article', { name })

describe('bookings', () => {
  it('lists today’s bookings by time with their guests and each slot’s covers', async () => {
    renderBookings()

    expect(await screen.findByRole('heading', { name: 'Minh Tran' })).toBeInTheDocument()
    expect(screen.getByText('Tuesday, 7 April 2026')).toBeInTheDocument()
    const noon = screen.getByRole('region', { name: '12:00 2/40 covers' })
    const evening = screen.getByRole('region', { name: '18:00 4/40 covers' })
    expect(within(noon).getByRole('heading', { name: 'Anna Horváthová' })).toBeInTheDocument()
    const minh = within(evening).getByRole('article')
    expect(within(minh).getByText('Pending')).toBeInTheDocument()
    expect(within(minh).getByText('4')).toBeInTheDocument()
    expect(within(minh).getByRole('link', { name: '+421 903 111 222' })).toHaveAttribute(
      'href',
      'tel:+421903111222',
    )
    expect(within(minh).getByRole('link', { name: 'minh@example.com' })).toHaveAttribute(
      'href',
      'mailto:minh@example.com',
    )
    expect(within(minh).getByText('Window table, please')).toBeInTheDocument()
    // The seats of every slot, booked or not.
    const slots = screen
      .getAllByRole('listitem')
      .filter((item) => item.className.includes('office-slot'))
    expect(slots.map((slot) => slot.textContent)).toEqual([
      '12:002/40 covers',
      '12:300/40 covers',
      '18:004/40 covers',
    ])
    // A confirmed booking can still be cancelled, not confirmed again.
    expect(
      screen.queryByRole('button', { name: 'Confirm the booking of Anna Horváthová' }),
    ).toBeNull()
    expect(
      screen.getByRole('button', { name: 'Cancel the booking of Anna Horváthová' }),
    ).toBeInTheDocument()
  })

  it('links a guest’s e-mail as one recipient whatever it holds (issue 19 §1.8)', async () => {
    const smuggled = { ...ANNA, email: 'anna@example.com?cc=spy@evil.example' }
    renderBookings({
      'GET /api/admin/reservations': () => dayOfBookings(TODAY, [smuggled], SLOTS),
    })
    await screen.findByRole('heading', { name: 'Anna Horváthová' })
    const link = within(booking('Anna Horváthová')).getByRole('link', {
      name: 'anna@example.com?cc=spy@evil.example',
    })
    expect(link).toHaveAttribute('href', 'mailto:anna@example.com%3Fcc%3Dspy@evil.example')
  })

  it('goes to the previous and next day, in the address', async () => {
    const { user, router } = renderBookings({
      'GET /api/admin/reservations?day=2026-04-08': () =>
        dayOfBookings('2026-04-08', [adminBooking({ _id: 'b3', customerName: 'Peter Novák' })]),
      'GET /api/admin/reservations?day=2026-04-06': () => dayOfBookings('2026-04-06', []),
    })
    await screen.findByRole('heading', { name: 'Minh Tran' })

    await user.click(screen.getByRole('button', { name: 'Next day' }))
    expect(await screen.findByRole('heading', { name: 'Peter Novák' })).toBeInTheDocument()
    expect(screen.getByText('Wednesday, 8 April 2026')).toBeInTheDocument()
    expect(screen.getByLabelText('Day')).toHaveValue('2026-04-08')
    expect(router.state.location.search).toBe('?tab=bookings&day=2026-04-08')

    await user.click(screen.getByRole('button', { name: 'Previous day' }))
    await user.click(screen.getByRole('button', { name: 'Previous day' }))
    expect(await screen.findByText('No bookings for this day.')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?tab=bookings&day=2026-04-06')

    await user.click(screen.getByRole('button', { name: 'Today' }))
    expect(await screen.findByRole('heading', { name: 'Minh Tran' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?tab=bookings')
  })

  it('confirms a pending booking', async () => {
    let minh: AdminBooking = MINH
    const { calls, user } = renderBookings({
      'GET /api/admin/reservations': () => dayOfBookings(TODAY, [ANNA, minh], SLOTS),
      'POST /api/admin/reservations/b1/confirm': () => {
        minh = { ...MINH, status: 'confirmed', handledBy: 'Thu Trang' }
        return { success: true, message: 'Booking confirmed', data: minh }
      },
    })
    await screen.findByRole('heading', { name: 'Minh Tran' })

    await user.click(screen.getByRole('button', { name: 'Confirm the booking of Minh Tran' }))

    expect(calls.find((call) => call.url.endsWith('/confirm'))).toMatchObject({
      method: 'POST',
      headers: { token: 'admin-token' },
    })
    await waitFor(() => expect(within(booking('Minh Tran')).getByText('Confirmed')).toBeVisible())
    expect(screen.queryByRole('button', { name: 'Confirm the booking of Minh Tran' })).toBeNull()
    // The pressed Confirm is gone: focus goes on to the card's next action, not the page body.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Cancel the booking of Minh Tran' })).toHaveFocus(),
    )
  })

  it('cancels a booking with an optional reason', async () => {
    let minh: AdminBooking = MINH
    const { calls, user } = renderBookings({
      'GET /api/admin/reservations': () => dayOfBookings(TODAY, [ANNA, minh], SLOTS),
      'POST /api/admin/reservations/b1/cancel': () => {
        minh = { ...MINH, status: 'cancelled' }
        return { success: true, message: 'Booking cancelled', data: minh }
      },
      'POST /api/admin/reservations/b2/cancel': () => ({
        success: true,
        message: 'Booking cancelled',
        data: { ...ANNA, status: 'cancelled' },
      }),
    })
    await screen.findByRole('heading', { name: 'Minh Tran' })

    await user.click(screen.getByRole('button', { name: 'Cancel the booking of Minh Tran' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel the booking of Minh Tran' })
    expect(dialog).toHaveTextContent('Table at 18:00, people: 4.')
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Called to cancel')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))

    await waitFor(() => expect(within(booking('Minh Tran')).getByText('Cancelled')).toBeVisible())
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Cancel the booking of Anna Horváthová' }))
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }))

    expect(
      calls.filter((call) => call.url.endsWith('/cancel')).map((call) => [call.url, call.body]),
    ).toEqual([
      ['/api/admin/reservations/b1/cancel', { reason: 'Called to cancel' }],
      ['/api/admin/reservations/b2/cancel', {}],
    ])
  })

  it('shows the server’s refusal on the booking', async () => {
    const { user } = renderBookings({
      'POST /api/admin/reservations/b1/confirm': () => ({
        status: 409,
        body: { success: false, message: 'This booking is already cancelled.' },
      }),
    })
    await screen.findByRole('heading', { name: 'Minh Tran' })

    await user.click(screen.getByRole('button', { name: 'Confirm the booking of Minh Tran' }))

    expect(await within(booking('Minh Tran')).findByRole('alert')).toHaveTextContent(
      'This booking is already cancelled.',
    )
  })

  it('says when the day cannot be loaded', async () => {
    renderBookings({
      'GET /api/admin/reservations': () => ({
        status: 500,
        body: { success: false, message: 'Something went wrong on our side.' },
      }),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The bookings could not be loaded: Something went wrong on our side.',
    )
  })
})
