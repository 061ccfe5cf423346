import type { ShopConfig } from '@quan/domain/answers'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ADDRESS, fill, renderCheckout } from '../../test/checkout-harness'
import type { mockApi } from '../../test/mock-api'
import { storeGuestCart } from '../../test/ordering-fixtures'
import { Announcer } from '../../shared/ui/announcer'

// Issue 11 §2: as soon as possible or a 15-minute slot, and slots while closed.

beforeEach(() => {
  // Monday 2 March 2026, 12:00 in Bratislava; only the date is faked, timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-03-02T11:00:00.000Z'))
})
afterEach(() => vi.useRealTimers())

const ELEVEN_TO_EIGHT = { open: '11:00', close: '20:00' }
const HOURS = Object.fromEntries(
  ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => [
    day,
    ELEVEN_TO_EIGHT,
  ]),
) as ShopConfig['openingHours']

const LATER = (overrides: Partial<ShopConfig['ordering']> = {}): Partial<ShopConfig> => ({
  deliveryHours: HOURS,
  ordering: {
    pickup: false,
    laterOrders: true,
    leadMinutes: { delivery: 45, pickup: 20 },
    fullSlots: [],
    ...overrides,
  },
})

const TUESDAY_1230 = '2026-03-03T11:30:00.000Z'

function openCheckout(config: Partial<ShopConfig>, routes: Parameters<typeof mockApi>[0] = {}) {
  const user = userEvent.setup()
  const { calls } = renderCheckout(
    {
      'POST /api/order/place': (body) => ({
        status: 201,
        body: {
          success: true,
          trackingCode: 'AB123456',
          message: 'ok',
          orderId: 'o',
          amount: 8,
          dueAt: (body as { dueAt?: string }).dueAt ?? null,
        },
      }),
      ...routes,
    },
    { config },
  )
  return { calls, user }
}

const when = () => screen.findByRole('group', { name: 'When?' })
const placeButton = () => screen.getByRole('button', { name: 'Order and pay' })
const orderCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.url === '/api/order/place')

describe('checkout: now or later', () => {
  it('asks nothing of the kind in a default install: as soon as possible, as SPEC has it', async () => {
    storeGuestCart({ tea: 2 })
    openCheckout({ deliveryHours: HOURS })
    await waitFor(() => expect(placeButton()).not.toHaveAttribute('aria-disabled'))
    expect(screen.queryByRole('group', { name: 'When?' })).toBeNull()
  })

  it('orders as soon as possible until a time is chosen, with no dueAt sent', async () => {
    storeGuestCart({ tea: 2 })
    const { calls, user } = openCheckout(LATER())
    const group = await when()
    expect(within(group).getByRole('radio', { name: 'As soon as possible' })).toBeChecked()
    await fill(ADDRESS, user)
    await user.click(placeButton())
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1))
    expect(orderCalls(calls)[0]!.body).not.toHaveProperty('dueAt')
  })

  it('lists the day’s slots from the lead time, and sends the chosen one', async () => {
    storeGuestCart({ tea: 2 })
    const { calls, user } = openCheckout(LATER())
    const group = await when()
    await user.click(within(group).getByRole('radio', { name: 'Later' }))
    const day = within(group).getByLabelText('Day')
    const time = within(group).getByLabelText('Time')
    // Today from 12:45 (45 minutes' lead), 15 minutes apart, the last at 19:45.
    expect(day).toHaveDisplayValue('Today')
    const times = within(time)
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(times.slice(0, 3)).toEqual(['12:45', '13:00', '13:15'])
    expect(times.at(-1)).toBe('19:45')
    await user.selectOptions(day, 'Tomorrow')
    await user.selectOptions(time, '12:30')
    await fill(ADDRESS, user)
    await user.click(placeButton())
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1))
    expect(orderCalls(calls)[0]!.body).toMatchObject({ dueAt: TUESDAY_1230 })
    expect(await screen.findByText('Delivery: Tomorrow at 12:30')).toBeInTheDocument()
  })

  it('leaves a full slot out', async () => {
    storeGuestCart({ tea: 2 })
    const { user } = openCheckout(LATER({ fullSlots: ['2026-03-02T12:00:00.000Z'] }))
    const group = await when()
    await user.click(within(group).getByRole('radio', { name: 'Later' }))
    const times = within(within(group).getByLabelText('Time'))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(times.slice(0, 3)).toEqual(['12:45', '13:15', '13:30'])
  })

  it('offers the next slots while closed instead of only saying so', async () => {
    storeGuestCart({ tea: 2 })
    const { calls, user } = openCheckout({
      ...LATER(),
      isOpenNow: false,
      nextOpening: { date: '2026-03-03', time: '11:00' },
    })
    expect(
      await screen.findByText(
        "We're closed for delivery right now. We open again tomorrow at 11:00.",
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText('You can still order now for a later time: choose it below.'),
    ).toBeInTheDocument()
    const group = await when()
    expect(within(group).getByRole('radio', { name: 'As soon as possible' })).toBeDisabled()
    expect(within(group).getByRole('radio', { name: 'Later' })).toBeChecked()
    await waitFor(() => expect(placeButton()).not.toHaveAttribute('aria-disabled'))
    await user.selectOptions(within(group).getByLabelText('Day'), 'Tomorrow')
    await user.selectOptions(within(group).getByLabelText('Time'), '12:30')
    await fill(ADDRESS, user)
    await user.click(placeButton())
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1))
    expect(orderCalls(calls)[0]!.body).toMatchObject({ dueAt: TUESDAY_1230 })
  })

  it('stays closed while the later slots all lie in a pause until reopened', async () => {
    storeGuestCart({ tea: 2 })
    openCheckout({
      ...LATER(),
      kitchen: {
        paused: true,
        resumesAt: null,
        delayMinutes: 0,
        estimate: { fromMinutes: 30, toMinutes: 60 },
      },
    })
    const group = await when()
    expect(within(group).getByRole('radio', { name: 'Later' })).toBeDisabled()
    // Not "no time is free all week": the kitchen is not taking orders (issue 19 §2.5).
    expect(
      within(group).getByText(
        'The kitchen is not taking orders right now, for a later time either.',
      ),
    ).toBeVisible()
    expect(placeButton()).toHaveAttribute('aria-disabled', 'true')
  })

  it('offers the nearest free slots when the chosen one has just filled up', async () => {
    storeGuestCart({ tea: 2 })
    const { calls, user } = openCheckout(LATER(), {
      'POST /api/order/place': () => ({
        status: 409,
        body: {
          success: false,
          code: 'ORDER_SLOT_FULL',
          message: 'This time is fully booked. Please choose another time.',
          freeSlots: ['2026-03-03T11:15:00.000Z', '2026-03-03T11:45:00.000Z'],
        },
      }),
    })
    const group = await when()
    await user.click(within(group).getByRole('radio', { name: 'Later' }))
    await user.selectOptions(within(group).getByLabelText('Day'), 'Tomorrow')
    await user.selectOptions(within(group).getByLabelText('Time'), '12:30')
    await fill(ADDRESS, user)
    await user.click(placeButton())
    expect(
      await screen.findByText('This time is fully booked. Please choose another time.'),
    ).toBeInTheDocument()
    render(<Announcer />)
    await user.click(screen.getByRole('button', { name: 'Tomorrow at 12:45' }))
    expect(within(group).getByLabelText('Time')).toHaveDisplayValue('12:45')
    // The select changed under the alert: said aloud (issue 19 §4.5).
    await waitFor(() =>
      expect(screen.getByTestId('announcer')).toHaveTextContent(
        'Chosen instead: Tomorrow at 12:45',
      ),
    )
    expect(orderCalls(calls)).toHaveLength(1)
  })
})
