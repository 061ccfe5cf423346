import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakeEventSource } from '../../test/fake-event-source'
import { mockApi } from '../../test/mock-api'
import { foodList, storeGuestCart, trackedOrder, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { pendingPayment } from '../../shared/orders/pending-payment'
import { Component as TrackPage } from './track-page'

// Issue 22 §1: the success page after paying online, the provider's success_url.

const RETURN = '/track-order?code=AB123456&payment=return'

const online = (paymentState: 'awaiting' | 'paid' | 'expired') =>
  trackedOrder({ paymentMethod: 'online', paymentState })

function comeBack(paymentState: 'awaiting' | 'paid' | 'expired') {
  storeGuestCart({ tea: 2 })
  localStorage.setItem(
    'pendingOnlinePayment',
    JSON.stringify({ code: 'AB123456', phone: '0901234567', promo: false }),
  )
  const streams = installFakeEventSource()
  const calls = mockApi({
    'GET /api/food/list': foodList([wireFood({ _id: 'tea', name: 'Trà', price: 3 })]),
    'POST /api/orders/track': () => ({
      success: true,
      message: 'Order found',
      data: online(paymentState),
    }),
  })
  renderWithProviders(<TrackPage />, { route: RETURN })
  return { calls, streams }
}

const cart = () => JSON.parse(localStorage.getItem('cart') ?? '{}') as Record<string, number>

describe('back from paying online', () => {
  it('finds the order with the phone it was sent with, and says paid, emptying the cart', async () => {
    const { calls } = comeBack('paid')
    expect(await screen.findByText(/^Paid\. Thank you!/)).toBeInTheDocument()
    expect(calls.find((call) => call.url === '/api/orders/track')?.body).toEqual({
      trackingCode: 'AB123456',
      phone: '0901234567',
    })
    expect(screen.getByRole('article')).toHaveTextContent('Online · paid')
    await waitFor(() => expect(cart()).toEqual({}))
    expect(pendingPayment()).toBeNull()
  })

  it('waits for the confirmation with the cart kept, and turns to paid as the stream says', async () => {
    const { streams } = comeBack('awaiting')
    expect(
      await screen.findByText(
        'Waiting for the payment to be confirmed. This page updates by itself.',
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(streams).toHaveLength(1))
    expect(cart()).toEqual({ tea: 2 })

    act(() => streams[0]!.open())
    act(() => streams[0]!.send('order', online('paid')))
    expect(await screen.findByText(/^Paid\. Thank you!/)).toBeInTheDocument()
    await waitFor(() => expect(cart()).toEqual({}))
  })

  it('keeps the cart when the payment never came, with the way back to the checkout', async () => {
    comeBack('expired')
    expect(await screen.findByText(/The payment did not go through/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the checkout' })).toHaveAttribute(
      'href',
      '/order',
    )
    // The order is gone: nothing is pending on this device any more, the cart stays.
    await waitFor(() => expect(pendingPayment()).toBeNull())
    expect(cart()).toEqual({ tea: 2 })
  })
})
