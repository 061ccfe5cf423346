import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fill, paste, renderCheckout, placeOrder } from '../../test/checkout-harness'
import type { mockApi } from '../../test/mock-api'
import { storeGuestCart } from '../../test/ordering-fixtures'

// Issue 19 §2.1: the allergen filter tells guests to write a severe allergy in the order notes.
function openCheckout() {
  return renderCheckout({
    'POST /api/order/place': () => ({
      status: 201,
      body: {
        success: true,
        trackingCode: 'AB123456',
        message: 'Order placed',
        orderId: 'o1',
        amount: 8,
      },
    }),
  }).calls
}

const placedBody = (calls: ReturnType<typeof mockApi>) =>
  calls.find((call) => call.url === '/api/order/place')?.body

describe('the order notes at checkout', () => {
  it('has a labelled field, described by what it is for, of at most 500 characters', async () => {
    storeGuestCart({ tea: 1 })
    openCheckout()
    await screen.findByText('Lotus tea')
    const notes = screen.getByRole('textbox', { name: 'Order notes (optional)' })
    expect(notes).toHaveAttribute('maxLength', '500')
    expect(notes).toHaveAccessibleDescription(
      'Allergies, doorbell, floor: anything the kitchen or the driver should know. Up to 500 characters.',
    )
  })

  it('sends the note, trimmed, with the order', async () => {
    storeGuestCart({ tea: 1 })
    const calls = openCheckout()
    await screen.findByText('Lotus tea')
    await fill()
    await paste(
      screen.getByRole('textbox', { name: 'Order notes (optional)' }),
      '  Severe peanut allergy. Ring twice, 3rd floor.  ',
    )
    await placeOrder()
    await screen.findByRole('dialog', { name: 'Order placed!' })
    expect(placedBody(calls)).toMatchObject({
      notes: 'Severe peanut allergy. Ring twice, 3rd floor.',
    })
  })

  it('sends no notes when none are written', async () => {
    storeGuestCart({ tea: 1 })
    const calls = openCheckout()
    await screen.findByText('Lotus tea')
    await fill()
    await paste(screen.getByRole('textbox', { name: 'Order notes (optional)' }), '   ')
    await placeOrder()
    await screen.findByRole('dialog', { name: 'Order placed!' })
    expect(placedBody(calls)).not.toHaveProperty('notes')
  })
})
