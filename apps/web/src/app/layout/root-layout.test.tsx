import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, storeGuestCart, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { RootLayout } from './root-layout'

function renderLayout() {
  mockApi({
    'GET /api/food/list': foodList([wireFood()]),
    'GET /api/category': () => ({ success: true, data: [] }),
  })
  renderWithProviders(<RootLayout />)
}

describe('root layout', () => {
  it('puts the navbar, the page and the footer around every screen', () => {
    renderLayout()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
    const footer = screen.getByRole('contentinfo')
    expect(within(footer.querySelector('address')!).getByText(/Obchodná 12/)).toBeInTheDocument()
    expect(within(footer).getByText('11:00–20:00')).toBeInTheDocument()
    expect(within(footer).getByText('11:00–17:00')).toBeInTheDocument()
  })

  it('loads the login popup when the navbar asks for it', async () => {
    renderLayout()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
  })

  it('loads the cart popup from the floating cart button', async () => {
    storeGuestCart({ pho: 1 })
    renderLayout()
    await userEvent.click(
      await screen.findByRole('button', { name: 'Open cart. Items: 1. Total: €13' }),
    )
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Open cart/ })).not.toBeInTheDocument()
  })

  it('gives focus back to a cart button when the cart popup closes, not to the page body', async () => {
    storeGuestCart({ pho: 1 })
    renderLayout()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Open cart. Items: 1. Total: €13' }))
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    // The floating button was gone while the cart was open: the navbar's cart button instead.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Cart, items: 1' })).toHaveFocus(),
    )
  })
})
