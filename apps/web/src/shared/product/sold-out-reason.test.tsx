import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { ProductModal } from './product-modal'

const TOMORROW = new Date(Date.now() + 24 * 3_600_000).toISOString()

// Issue 19 §2.7: on a phone the reason sat below the fold, away from the disabled Add, which
// stays in the sticky bar at the bottom of the screen.
describe('a sold-out dish’s window', () => {
  it('says why beside the disabled Add, in the bar that stays in reach', () => {
    mockApi({})
    renderWithProviders(
      <ProductModal food={wireFood({ soldOutUntil: TOMORROW })} onClose={() => {}} />,
    )
    const add = screen.getByRole('button', { name: 'Add to Cart' })
    expect(add).toHaveAttribute('aria-disabled', 'true')
    const reason = screen.getByText('Sold out today. It is back on the menu when we next open.')
    const bar = add.closest('.product-modal__buy')!
    expect(bar).toContainElement(reason)
  })
})
