import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../../test/mock-api'
import { adminOrder } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { OrderCard } from './order-card'
import { MenuItem } from './order-card-menu'

// Issue 23 §1: other features (the kitchen ticket, the late notice) add entries to a card's
// "More" menu through `moreActions`, each a MenuItem.
describe('a card’s More menu, with entries from elsewhere', () => {
  it('lists the added entry among the card’s own, and a press closes the menu and does it', async () => {
    mockApi({})
    const print = vi.fn()
    const noop = () => {}
    renderWithProviders(
      <OrderCard
        order={adminOrder()}
        zone="Europe/Bratislava"
        lead={{ delivery: 30, pickup: 15 }}
        isNew={false}
        busy={false}
        onMove={noop}
        onCancel={noop}
        onPayment={noop}
        onRefund={noop}
        onSeen={noop}
        moreActions={<MenuItem onSelect={print}>Print ticket</MenuItem>}
      />,
    )
    const user = userEvent.setup()
    const more = screen.getByRole('button', { name: 'More' })
    expect(screen.queryByRole('menuitem', { name: 'Print ticket' })).toBeNull()

    await user.click(more)
    const menu = within(screen.getByRole('menu', { name: 'More' }))
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Mark as paid',
      'Print ticket',
      'Cancel order',
    ])
    await user.click(menu.getByRole('menuitem', { name: 'Print ticket' }))

    expect(print).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('menu')).toBeNull()
    expect(more).toHaveFocus()
    expect(more).toHaveAttribute('aria-expanded', 'false')
  })
})
