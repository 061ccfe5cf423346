import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../../test/mock-api'
import { renderWithProviders } from '../../../test/render'
import { PrintMenuItem } from './printer-menu-item'

const ORDER = { _id: 'order-1' }
const JOB = {
  _id: 'job-1',
  orderId: 'order-1',
  trackingCode: 'EK81XY',
  reason: 'reprint',
  state: 'queued',
  attempts: 0,
  createdAt: '2026-04-07T10:00:00.000Z',
  printedAt: null,
  lastError: null,
}
const printer = (configured: boolean) => ({ success: true, data: { configured, jobs: [] } })

describe('Send to printer', () => {
  it('queues the ticket and says so', async () => {
    const calls = mockApi({
      'GET /api/admin/printer': () => printer(true),
      'POST /api/admin/orders/order-1/print': () => ({
        success: true,
        message: 'The ticket is queued for the kitchen printer.',
        data: JOB,
      }),
    })
    renderWithProviders(<PrintMenuItem order={ORDER} />, { token: 'admin-token' })

    await userEvent.click(await screen.findByRole('menuitem', { name: 'Send to printer' }))

    expect(await screen.findByRole('status')).toHaveTextContent(
      'The ticket is on its way to the kitchen printer.',
    )
    expect(calls.filter((call) => call.url === '/api/admin/orders/order-1/print')).toHaveLength(1)
  })

  it('says why in the user’s language when the server refuses', async () => {
    mockApi({
      'GET /api/admin/printer': () => printer(true),
      'POST /api/admin/orders/order-1/print': () => ({
        status: 409,
        body: {
          success: false,
          message: 'This ticket is already waiting…',
          code: 'PRINT_QUEUE_FULL',
        },
      }),
    })
    renderWithProviders(<PrintMenuItem order={ORDER} />, { token: 'admin-token', language: 'sk' })

    await userEvent.click(await screen.findByRole('menuitem', { name: 'Poslať na tlačiareň' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tento lístok už na tlačiareň čaká viackrát.',
    )
  })

  it('is not there when the shop has no printer', async () => {
    const calls = mockApi({ 'GET /api/admin/printer': () => printer(false) })
    const { container } = renderWithProviders(<PrintMenuItem order={ORDER} />, {
      token: 'admin-token',
    })

    await expect
      .poll(() => calls.filter((call) => call.url === '/api/admin/printer').length)
      .toBe(1)
    expect(container).toBeEmptyDOMElement()
  })
})
