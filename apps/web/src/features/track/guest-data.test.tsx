import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, trackedOrder, wireFood } from '../../test/ordering-fixtures'
import { paste } from '../../test/paste'
import { renderWithProviders } from '../../test/render'
import { Component as TrackPage } from './track-page'

// Issue 24 §4: a guest without an account takes their data, or erases it, by code and phone.

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:order')
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

function renderTracked(status: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/food/list': foodList([wireFood()]),
    'POST /api/orders/track': () => ({
      success: true,
      data: { ...trackedOrder(), status, paymentMethod: 'cash', paymentState: 'none', refunds: [] },
      message: 'Order found',
    }),
    ...routes,
  })
  renderWithProviders(<TrackPage />)
  return calls
}

async function track() {
  await paste(screen.getByLabelText('Order code'), 'ab123456')
  await paste(screen.getByLabelText('Phone number'), '0901234567')
  await userEvent.click(screen.getByRole('button', { name: 'Track order' }))
  return within(await screen.findByRole('region', { name: 'Your data' }))
}

describe('your data, on the track page', () => {
  it('downloads the order’s data with its code and phone', async () => {
    const calls = renderTracked('Preparing', {
      'POST /api/orders/personal-data': () => ({
        success: true,
        message: 'Your data',
        data: { exportedAt: '2026-11-22T14:00:00.000Z', account: null, orders: [] },
      }),
    })
    const data = await track()
    // Still on its way: the address is needed, so no erasing yet.
    expect(data.queryByRole('button', { name: 'Erase my details from this order' })).toBeNull()
    await userEvent.click(data.getByRole('button', { name: 'Download my data for this order' }))
    expect(await data.findByText('Your data is downloaded.')).toBeInTheDocument()
    expect(calls.find((c) => c.url === '/api/orders/personal-data')?.body).toEqual({
      trackingCode: 'AB123456',
      phone: '0901234567',
    })
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1)
  })

  it('erases the guest’s details from a delivered order after asking again', async () => {
    const calls = renderTracked('Delivered', {
      'POST /api/orders/personal-data/erase': () => ({ success: true, message: 'Erased' }),
    })
    const data = await track()
    await userEvent.click(data.getByRole('button', { name: 'Erase my details from this order' }))
    expect(calls.some((c) => c.url === '/api/orders/personal-data/erase')).toBe(false)
    await userEvent.click(data.getByRole('button', { name: 'Erase my details' }))
    expect(await data.findByText('Your details are erased from this order.')).toBeInTheDocument()
    expect(calls.find((c) => c.url === '/api/orders/personal-data/erase')?.body).toEqual({
      trackingCode: 'AB123456',
      phone: '0901234567',
    })
  })
})
