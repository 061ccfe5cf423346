import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useAuth } from '../../shared/auth/auth'
import { useCart } from '../../shared/cart/cart'
import { mockApi } from '../../test/mock-api'
import { foodList, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Navbar } from './navbar'

/** Shows what the navbar asked the app to open. */
function Probe() {
  const { loginOpen } = useAuth()
  const { popupOpen } = useCart()
  return (
    <p>
      {loginOpen ? 'login popup open' : ''}
      {popupOpen ? 'cart popup open' : ''}
    </p>
  )
}

function renderNavbar(options: { role?: 'customer' | 'admin'; route?: string } = {}) {
  mockApi({
    'GET /api/food/list': foodList([wireFood()]),
    'GET /api/user/me': () => ({
      success: true,
      data: { _id: 'u1', name: 'Lan Nguyen', email: 'lan@example.com', role: options.role },
    }),
    'POST /api/cart/get': () => ({ success: true, cartData: { pho: 2 } }),
  })
  return renderWithProviders(
    <>
      <Navbar />
      <Probe />
    </>,
    {
      route: options.route ?? '/menu',
      token: options.role ? 'token-1' : undefined,
      otherPaths: ['/', '/about', '/myorders'],
    },
  )
}

const desktopNav = () => screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!

describe('navbar', () => {
  it('shows the logo, the links and, without a token, a login button that opens the login popup', async () => {
    renderNavbar()
    expect(screen.getByRole('link', { name: 'Quán, home page' })).toHaveAttribute('href', '/')
    const links = within(desktopNav()).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Menu', '/menu'],
      ['About us', '/about'],
      ['Contact', '/contact'],
      ['Book a table', '/reservation'],
      ['Track order', '/track-order'],
    ])
    expect(screen.queryByRole('button', { name: /Account/ })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(screen.getByText('login popup open')).toBeInTheDocument()
  })

  it('marks the link of the current path as active', () => {
    renderNavbar({ route: '/menu' })
    expect(within(desktopNav()).getByRole('link', { name: 'Menu' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(desktopNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    )
  })

  it("gives a customer 'my orders' and logout in the profile menu, and no Admin link", async () => {
    renderNavbar({ role: 'customer' })
    await userEvent.click(await screen.findByRole('button', { name: 'Lan Nguyen' }))
    const menu = screen.getByRole('list', { name: 'Account menu' })
    expect(within(menu).getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/myorders',
    )
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument()
  })

  it('shows the Admin link to an admin only', async () => {
    renderNavbar({ role: 'admin' })
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin')
  })

  it('logs out: the token goes, and the page goes home', async () => {
    renderNavbar({ role: 'customer' })
    await userEvent.click(await screen.findByRole('button', { name: 'Lan Nguyen' }))
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }))
    expect(await screen.findByText('at /')).toBeInTheDocument()
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('opens the cart popup from the cart icon, which counts the items', async () => {
    renderNavbar({ role: 'customer' })
    const cart = await screen.findByRole('button', { name: 'Cart, items: 2' })
    await userEvent.click(cart)
    expect(screen.getByText('cart popup open')).toBeInTheDocument()
  })

  it('has a mobile menu with the same links and an account section', async () => {
    renderNavbar()
    const burger = screen.getByRole('button', { name: 'Open menu' })
    await userEvent.click(burger)
    expect(burger).toHaveAttribute('aria-expanded', 'true')
    expect(burger).toHaveAccessibleName('Close menu')
    const [, mobile] = screen.getAllByRole('navigation', { name: 'Main navigation' })
    expect(within(mobile!).getAllByRole('link')).toHaveLength(6)
    const account = screen.getByRole('region', { name: 'Account' })
    await userEvent.click(within(account).getByRole('button', { name: 'Log in' }))
    expect(screen.getByText('login popup open')).toBeInTheDocument()
    expect(burger).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes the mobile menu on Escape and gives focus back to its button', async () => {
    renderNavbar()
    const burger = screen.getByRole('button', { name: 'Open menu' })
    await userEvent.click(burger)
    await userEvent.keyboard('{Escape}')
    expect(burger).toHaveAttribute('aria-expanded', 'false')
    expect(burger).toHaveFocus()
  })

  it('closes the mobile menu on navigation', async () => {
    renderNavbar()
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const [, mobile] = screen.getAllByRole('navigation', { name: 'Main navigation' })
    await userEvent.click(within(mobile!).getByRole('link', { name: 'About us' }))
    expect(await screen.findByText('at /about')).toBeInTheDocument()
  })

  it('closes the mobile menu on a click outside the navbar', async () => {
    renderNavbar()
    const burger = screen.getByRole('button', { name: 'Open menu' })
    await userEvent.click(burger)
    await userEvent.click(document.body)
    await waitFor(() => expect(burger).toHaveAttribute('aria-expanded', 'false'))
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(1)
  })

  it('has a mobile account section with my orders and logout for a customer', async () => {
    renderNavbar({ role: 'customer' })
    await screen.findByRole('button', { name: 'Lan Nguyen' })
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const account = screen.getByRole('region', { name: 'Account' })
    expect(within(account).getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/myorders',
    )
    await userEvent.click(within(account).getByRole('button', { name: 'Log out' }))
    expect(await screen.findByText('at /')).toBeInTheDocument()
  })
})
