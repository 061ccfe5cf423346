import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { officeBasics } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

// Issue 23 §2: the kitchen printer's latest jobs, under the ticket settings, each sent again by hand.

beforeEach(() => FakeEventSource.install())

const job = (overrides: Record<string, unknown>) => ({
  _id: 'job-1',
  orderId: 'order-1',
  trackingCode: 'EK81XY',
  reason: 'auto',
  state: 'printed',
  attempts: 1,
  createdAt: '2026-04-07T10:00:00.000Z',
  printedAt: '2026-04-07T10:00:05.000Z',
  lastError: null,
  ...overrides,
})
const OLDER = job({})
const NEWER = job({
  _id: 'job-2',
  orderId: 'order-2',
  trackingCode: 'QP42ZZ',
  reason: 'reprint',
  state: 'failed',
  attempts: 12,
  createdAt: '2026-04-07T11:30:00.000Z',
  printedAt: null,
  lastError: 'connect ECONNREFUSED 10.0.0.9:9100',
})

function renderTickets(
  printer: { configured: boolean; jobs: unknown[] },
  routes: Parameters<typeof mockApi>[0] = {},
  language?: 'vi' | 'en' | 'sk',
) {
  let answer = printer
  const calls = mockApi({
    ...officeBasics,
    'GET /api/admin/printer': () => ({ success: true, data: answer }),
    ...routes,
  })
  const user = userEvent.setup()
  renderWithProviders(<BackOffice />, {
    route: '/admin?tab=settings&part=tickets',
    token: 'admin-token',
    language,
  })
  return { calls, user, answerNext: (next: typeof printer) => (answer = next) }
}

const printerReads = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'GET' && call.url === '/api/admin/printer').length

describe('settings: the kitchen printer', () => {
  it('lists the latest jobs, newest first, in words', async () => {
    // As the server answers: newest first.
    renderTickets({ configured: true, jobs: [NEWER, OLDER] })
    const table = await screen.findByRole('table', {
      name: "The kitchen printer's latest tickets, newest first",
    })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'QP42ZZ',
      'EK81XY',
    ])
    expect(rows[0]).toHaveTextContent('By hand')
    expect(rows[0]).toHaveTextContent('Failed (no more retries)')
    expect(rows[0]).toHaveTextContent('12')
    expect(rows[0]).toHaveTextContent('connect ECONNREFUSED 10.0.0.9:9100')
    expect(rows[1]).toHaveTextContent('Automatically')
    expect(rows[1]).toHaveTextContent('Printed')
    expect(
      within(rows[1]!).getByRole('button', { name: 'Print again: order EK81XY' }),
    ).toBeInTheDocument()
  })

  it('says how tickets print when no printer is set up', async () => {
    renderTickets({ configured: false, jobs: [] })
    expect(
      await screen.findByText(/No network printer is set up.*print view.*PRINTER_URL/),
    ).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Print again/ })).not.toBeInTheDocument()
  })

  it('prints a ticket again, says so and reads the list anew', async () => {
    const { calls, user, answerNext } = renderTickets(
      { configured: true, jobs: [OLDER] },
      {
        'POST /api/admin/orders/order-1/print': () => ({
          success: true,
          message: 'The ticket is queued for the kitchen printer.',
          data: job({ _id: 'job-3', reason: 'reprint', state: 'queued', attempts: 0 }),
        }),
      },
    )
    const button = await screen.findByRole('button', { name: 'Print again: order EK81XY' })
    // What the server lists once the ticket is queued again.
    answerNext({
      configured: true,
      jobs: [
        job({ _id: 'job-3', reason: 'reprint', state: 'queued', attempts: 0, printedAt: null }),
        OLDER,
      ],
    })
    await user.click(button)

    const panel = screen.getByRole('region', { name: 'Printer' })
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(
        'The ticket for order EK81XY is on its way to the kitchen printer.',
      ),
    )
    expect(
      calls.filter(
        (call) => call.method === 'POST' && call.url === '/api/admin/orders/order-1/print',
      ),
    ).toHaveLength(1)
    expect(await screen.findByText('Waiting for the printer')).toBeInTheDocument()
    expect(printerReads(calls)).toBe(2)
  })

  it('says a refusal in the admin’s language', async () => {
    const { user } = renderTickets(
      { configured: true, jobs: [OLDER] },
      {
        'POST /api/admin/orders/order-1/print': () => ({
          status: 409,
          body: {
            success: false,
            message: 'This ticket is already waiting for the printer 3 times',
            code: 'PRINT_QUEUE_FULL',
          },
        }),
      },
      'vi',
    )
    await user.click(await screen.findByRole('button', { name: 'In lại: đơn EK81XY' }))
    const panel = screen.getByRole('region', { name: 'Máy in' })
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Chưa gửi được phiếu của đơn EK81XY: Phiếu này đã chờ máy in nhiều lần. Hãy kiểm tra máy in đã bật và còn giấy.',
    )
    expect(within(panel).getByRole('status')).toBeEmptyDOMElement()
  })

  it('reads the jobs again on Refresh', async () => {
    const { calls, user, answerNext } = renderTickets({ configured: true, jobs: [OLDER] })
    await screen.findByRole('table')
    answerNext({ configured: true, jobs: [NEWER, OLDER] })
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await screen.findByRole('rowheader', { name: 'QP42ZZ' })).toBeInTheDocument()
    expect(printerReads(calls)).toBe(2)
  })
})
