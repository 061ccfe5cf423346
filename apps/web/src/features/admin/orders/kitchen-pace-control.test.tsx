import type { KitchenPaceView } from '@quan/domain/kitchen-pace'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { fakeChime, officeBasics } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

beforeEach(() => {
  // 12:00 in Bratislava on 7 April 2026; only the date is faked.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-04-07T10:00:00.000Z'))
  FakeEventSource.install()
})
afterEach(() => vi.useRealTimers())

const NOT_BUSY: KitchenPaceView = {
  paused: false,
  resumesAt: null,
  delayMinutes: 0,
  estimate: { fromMinutes: 30, toMinutes: 60 },
}

/** The server's answer to a change, as the real one works it out. */
function answerTo(change: { action: string; minutes?: number | null }): KitchenPaceView {
  if (change.action === 'pause') {
    const resumesAt =
      change.minutes == null
        ? null
        : new Date(Date.parse('2026-04-07T10:00:00.000Z') + change.minutes * 60_000).toISOString()
    return { ...NOT_BUSY, paused: true, resumesAt }
  }
  if (change.action === 'delay') {
    const delay = change.minutes as 0 | 15 | 30
    return {
      ...NOT_BUSY,
      delayMinutes: delay,
      estimate: { fromMinutes: 30 + delay, toMinutes: 60 + delay },
    }
  }
  return NOT_BUSY
}

function renderBoard(pace: KitchenPaceView = NOT_BUSY, put?: (body: unknown) => unknown) {
  const calls = mockApi({
    ...officeBasics,
    'GET /api/food/list?forUser=true': () => ({ success: true, data: [] }),
    'GET /api/admin/orders': () => ({ success: true, data: [] }),
    'GET /api/admin/kitchen': () => ({ success: true, message: '', data: pace }),
    'PUT /api/admin/kitchen': (body) =>
      put?.(body) ?? {
        success: true,
        message: '',
        data: answerTo(body as { action: string }),
      },
  })
  const user = userEvent.setup()
  renderWithProviders(<BackOffice chime={fakeChime()} />, {
    route: '/admin?tab=orders',
    token: 'admin-token',
  })
  return { calls, user }
}

const kitchen = () => screen.getByRole('region', { name: 'Kitchen' })
const puts = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PUT' && call.url === '/api/admin/kitchen')

describe('the kitchen’s pace on the orders board', () => {
  it('shows a kitchen taking orders within 30-60 minutes, no delay chosen', async () => {
    renderBoard()
    expect(await screen.findByText('Taking orders.')).toBeInTheDocument()
    expect(within(kitchen()).getByText('Guests are told 30-60 minutes.')).toBeInTheDocument()
    const delay = within(kitchen()).getByRole('group', { name: 'Busy delay' })
    expect(within(delay).getByRole('button', { name: '+0 min' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(within(kitchen()).queryByRole('button', { name: 'Reopen' })).toBeNull()
  })

  it('pauses new orders for 30 minutes, sending only the length, and shows until when', async () => {
    const { calls, user } = renderBoard()
    const pause = await screen.findByRole('group', { name: 'Pause new orders' })
    await user.click(within(pause).getByRole('button', { name: '30 min' }))
    // 10:30 UTC is 12:30 in Bratislava.
    expect(await screen.findByText('New orders paused until 12:30.')).toBeInTheDocument()
    expect(puts(calls).map((call) => call.body)).toEqual([{ action: 'pause', minutes: 30 }])
    expect(within(kitchen()).getByRole('button', { name: 'Reopen' })).toBeVisible()
  })

  it('pauses until reopened, and reopens', async () => {
    const { calls, user } = renderBoard()
    await user.click(await screen.findByRole('button', { name: 'Until reopened' }))
    expect(await screen.findByText('New orders paused until you reopen them.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reopen' }))
    expect(await screen.findByText('Taking orders.')).toBeInTheDocument()
    expect(puts(calls).map((call) => call.body)).toEqual([
      { action: 'pause', minutes: null },
      { action: 'reopen' },
    ])
  })

  it('shows a pause already set when the board opens', async () => {
    renderBoard({ ...NOT_BUSY, paused: true, resumesAt: '2026-04-07T11:00:00.000Z' })
    expect(await screen.findByText('New orders paused until 13:00.')).toBeInTheDocument()
  })

  it('sets the busy delay and shows the estimate guests are now told', async () => {
    const { calls, user } = renderBoard()
    const delay = await screen.findByRole('group', { name: 'Busy delay' })
    await user.click(within(delay).getByRole('button', { name: '+15 min' }))
    expect(await screen.findByText('Guests are told 45-75 minutes.')).toBeInTheDocument()
    expect(within(delay).getByRole('button', { name: '+15 min' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(puts(calls).map((call) => call.body)).toEqual([{ action: 'delay', minutes: 15 }])
  })

  it('says when a change is refused', async () => {
    const { user } = renderBoard(NOT_BUSY, () => ({
      status: 403,
      body: { success: false, code: 'ADMIN_LOGIN_REQUIRED', message: 'Admins only' },
    }))
    await user.click(await screen.findByRole('button', { name: '60 min' }))
    await waitFor(() =>
      expect(within(kitchen()).getByRole('alert')).toHaveTextContent('The change was not saved'),
    )
    expect(within(kitchen()).getByText('Taking orders.')).toBeInTheDocument()
  })

  it('reads in Vietnamese and Slovak', async () => {
    renderBoard({ ...NOT_BUSY, paused: true, resumesAt: '2026-04-07T11:00:00.000Z' })
    await screen.findByText('New orders paused until 13:00.')
    const { default: i18n } = await import('i18next')
    await i18n.changeLanguage('vi')
    expect(await screen.findByText('Tạm ngưng nhận đơn mới đến 13:00.')).toBeInTheDocument()
    await i18n.changeLanguage('sk')
    expect(await screen.findByText('Nové objednávky sú pozastavené do 13:00.')).toBeInTheDocument()
    await i18n.changeLanguage('en')
  })
})
