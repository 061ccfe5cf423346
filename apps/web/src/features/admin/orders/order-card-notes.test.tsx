import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../../test/mock-api'
import { adminOrder } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { OrderCard } from './order-card'

// Issue 19 §2.1: the guest's note (a severe allergy) is what a cook must not miss.
function renderCard(notes: string | undefined) {
  mockApi({})
  const noop = () => {}
  renderWithProviders(
    <OrderCard
      order={adminOrder({ notes })}
      zone="Europe/Bratislava"
      lead={{ delivery: 30, pickup: 15 }}
      isNew={false}
      busy={false}
      onMove={noop}
      onCancel={noop}
      onPayment={noop}
      onRefund={noop}
      onSeen={noop}
    />,
  )
  return screen.getByRole('article', { name: 'Order AB123456' })
}

describe('the guest’s note on the board’s card', () => {
  it('is flagged in the card’s head and said before the dishes', () => {
    const card = renderCard('Severe peanut allergy!')
    const head = within(card).getByRole('banner')
    expect(within(head).getByText('Note')).toBeInTheDocument()
    const note = within(card).getByRole('note')
    expect(note).toHaveTextContent('Guest’s note: Severe peanut allergy!')
    const dishes = within(card).getByRole('list', { name: 'Dishes' })
    expect(note.compareDocumentPosition(dishes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // A screen reader hears it with the card itself.
    expect(card).toHaveAccessibleDescription('Guest’s note: Severe peanut allergy!')
  })

  it('is neither flagged nor shown without one', () => {
    const card = renderCard(undefined)
    expect(within(card).queryByRole('note')).toBeNull()
    expect(within(card).queryByText('Note')).toBeNull()
    expect(card).not.toHaveAccessibleDescription()
  })
})
