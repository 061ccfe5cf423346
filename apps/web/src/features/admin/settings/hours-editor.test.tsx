import { DEFAULT_RESTAURANT_HOURS } from '@quan/domain/restaurant/hours-calendar'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { officeBasics } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

// Issue 21 §4: the restaurant's hours, closures and time zone in the back office's Settings.

beforeEach(() => FakeEventSource.install())

function renderSettings(routes: Parameters<typeof mockApi>[0] = {}, language?: 'vi' | 'sk') {
  const calls = mockApi({
    ...officeBasics,
    'GET /api/admin/delivery-areas': () => ({
      success: true,
      message: 'The delivery areas',
      data: {
        areas: [{ name: 'Everywhere', postalCodes: ['*'], fee: 2, minimum: 0, freeFrom: null }],
      },
    }),
    'PUT /api/admin/restaurant/hours': (body) => ({
      success: true,
      message: 'Hours saved',
      data: body,
    }),
    ...routes,
  })
  const user = userEvent.setup()
  renderWithProviders(<BackOffice />, {
    route: '/admin?tab=settings&part=hours',
    token: 'admin-token',
    ...(language ? { language } : {}),
  })
  return { calls, user }
}

/** The Hours section, opened. */
async function form() {
  const hours = await screen.findByRole('form', { name: 'Hours' })
  await userEvent.click(within(hours).getByRole('button', { name: 'Edit the hours' }))
  return hours
}
const setupReads = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'GET' && call.url === '/api/admin/setup').length
const saves = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'PUT' && call.url === '/api/admin/restaurant/hours')

describe('settings: the restaurant’s hours', () => {
  it('shows the hours as saved: each weekday’s span, delivery and pickup in the opening hours', async () => {
    renderSettings()
    const hours = await form()
    expect(within(hours).getByLabelText('Opening hours, Monday, span 1 opens')).toHaveValue('11:00')
    expect(within(hours).getByLabelText('Opening hours, Sunday, span 1 closes')).toHaveValue(
      '17:00',
    )
    const delivery = within(hours).getByRole('group', { name: 'Delivery hours' })
    expect(within(delivery).getByRole('radio', { name: 'Same as the opening hours' })).toBeChecked()
    expect(within(hours).getByLabelText('Time zone')).toHaveValue('Europe/Bratislava')
  })

  it('saves lunch and dinner copied to the weekdays, and the zone, and says so', async () => {
    const { calls, user } = renderSettings()
    const hours = await form()
    const close = within(hours).getByLabelText('Opening hours, Monday, span 1 closes')
    await user.clear(close)
    await user.type(close, '14:00')
    await user.click(
      within(hours).getByRole('button', { name: 'Add a span to Opening hours, Monday' }),
    )
    expect(within(hours).getByLabelText('Opening hours, Monday, span 2 opens')).toHaveValue('17:00')
    await user.click(
      within(hours).getByRole('button', {
        name: 'Copy Monday to Tuesday–Friday (Opening hours)',
      }),
    )
    await user.selectOptions(within(hours).getByLabelText('Time zone'), 'America/New_York')
    const setupReadsBefore = setupReads(calls)
    await user.click(within(hours).getByRole('button', { name: 'Save hours' }))
    expect(await within(hours).findByRole('status')).toHaveTextContent('Hours saved.')
    const lunchAndDinner = [
      { open: '11:00', close: '14:00' },
      { open: '17:00', close: '22:00' },
    ]
    expect(saves(calls)[0]!.body).toEqual({
      ...DEFAULT_RESTAURANT_HOURS,
      timeZone: 'America/New_York',
      opening: {
        ...DEFAULT_RESTAURANT_HOURS.opening,
        monday: lunchAndDinner,
        tuesday: lunchAndDinner,
        wednesday: lunchAndDinner,
        thursday: lunchAndDinner,
        friday: lunchAndDinner,
      },
    })
    // The setup checklist asks again, and ticks its 'Opening hours' step.
    await waitFor(() => expect(setupReads(calls)).toBe(setupReadsBefore + 1))
  })

  it('refuses overlapping spans before sending, marking the day', async () => {
    const { calls, user } = renderSettings()
    const hours = await form()
    await user.click(
      within(hours).getByRole('button', { name: 'Add a span to Opening hours, Monday' }),
    )
    await user.click(within(hours).getByRole('button', { name: 'Save hours' }))
    expect(await within(hours).findByRole('alert')).toHaveTextContent(
      'Some hours need fixing: see the marked fields.',
    )
    expect(within(hours).getByText('The spans of one day must not overlap.')).toBeInTheDocument()
    expect(within(hours).getByLabelText('Opening hours, Monday, span 2 opens')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(saves(calls)).toEqual([])
  })

  it('gives pickup its own hours, and delivery round the clock', async () => {
    const { calls, user } = renderSettings()
    const hours = await form()
    const pickup = within(hours).getByRole('group', { name: 'Pickup hours' })
    await user.click(within(pickup).getByRole('radio', { name: 'Their own hours' }))
    await user.click(
      within(pickup).getByRole('button', { name: 'Remove span 1 of Pickup hours, Sunday' }),
    )
    const delivery = within(hours).getByRole('group', { name: 'Delivery hours' })
    await user.click(within(delivery).getByRole('radio', { name: 'Round the clock' }))
    await user.click(within(hours).getByRole('button', { name: 'Save hours' }))
    await within(hours).findByText('Hours saved.')
    const body = saves(calls)[0]!.body as typeof DEFAULT_RESTAURANT_HOURS
    expect(body.delivery).toBe('always')
    expect(body.pickup).toEqual({ ...DEFAULT_RESTAURANT_HOURS.opening, sunday: [] })
  })

  it('adds a closure with its note in each language, and shows the server’s refusal at its field', async () => {
    const { calls, user } = renderSettings({
      'PUT /api/admin/restaurant/hours': () => ({
        status: 400,
        body: {
          success: false,
          message: 'A closure must not end before it starts',
          code: 'CLOSURE_DATES_ORDER',
          errors: { 'closures.0.to': 'A closure must not end before it starts' },
          fieldCodes: { 'closures.0.to': 'CLOSURE_DATES_ORDER' },
        },
      }),
    })
    const hours = await form()
    await user.click(within(hours).getByRole('button', { name: 'Add a closure or a shorter day' }))
    const closure = within(hours).getByRole('group', { name: 'Closure 1' })
    await user.type(within(closure).getByLabelText('First day'), '2027-02-17')
    await user.type(within(closure).getByLabelText('Last day'), '2027-02-19')
    await user.click(within(closure).getByRole('tab', { name: /English/ }))
    await user.type(
      within(closure).getByLabelText('Note for guests (Closure 1) (English)'),
      'Closed for Tết, 17–19 February',
    )
    await user.click(within(hours).getByRole('button', { name: 'Save hours' }))
    expect(await within(hours).findByRole('alert')).toHaveTextContent(
      'The last day must not be before the first day.',
    )
    expect(saves(calls)[0]!.body).toMatchObject({
      closures: [
        {
          from: '2027-02-17',
          to: '2027-02-19',
          spans: [],
          note: { vi: '', en: 'Closed for Tết, 17–19 February', sk: '' },
        },
      ],
    })
    expect(within(closure).getByLabelText('Last day')).toHaveAttribute('aria-invalid', 'true')
  })

  it('speaks Slovak', async () => {
    renderSettings({}, 'sk')
    const hours = await screen.findByRole('form', { name: 'Otváracie hodiny' })
    await userEvent.click(within(hours).getByRole('button', { name: 'Upraviť otváracie hodiny' }))
    expect(
      within(hours).getByRole('button', { name: 'Uložiť otváracie hodiny' }),
    ).toBeInTheDocument()
    expect(within(hours).getByLabelText('Časové pásmo')).toBeInTheDocument()
  })
})
