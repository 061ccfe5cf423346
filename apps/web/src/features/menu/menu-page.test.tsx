import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, sizeOption, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as MenuPage, STICKY_AFTER_PX } from './menu-page'

const menu = [
  wireFood({ options: [sizeOption] }),
  wireFood({
    _id: 'bun',
    name: 'Bún chả',
    nameEN: 'Hanoi grilled pork',
    nameSK: 'Bún s grilovaným bravčovým',
    description: 'With vermicelli and herbs',
  }),
  wireFood({
    _id: 'tea',
    name: 'Trà đá',
    nameEN: 'Iced tea',
    nameSK: 'Ľadový čaj',
    category: 'Drinks',
    price: 2,
    description: 'Jasmine',
  }),
]

function renderMenu() {
  mockApi({
    'GET /api/food/list': foodList(menu),
    'GET /api/category': () => ({
      success: true,
      data: [
        { _id: 'c1', name: 'Noodles', image: 'noodles.webp' },
        { _id: 'c2', name: 'Drinks', image: 'drinks.webp' },
      ],
    }),
  })
  return renderWithProviders(<MenuPage />, { route: '/menu' })
}

const dishNames = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)

describe('menu page', () => {
  it('shows a loading state, then every dish, and sets its title', async () => {
    renderMenu()
    expect(screen.getByRole('heading', { level: 1, name: 'Our menu' })).toBeInTheDocument()
    expect(screen.getByText('Loading dishes…')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Iced tea' })).toBeInTheDocument()
    expect(dishNames()).toEqual(['Beef pho', 'Hanoi grilled pork', 'Iced tea'])
    expect(screen.getByText('€10 - €14')).toBeInTheDocument()
    expect(document.title).toBe('Menu · Quán')
  })

  it('searches names and descriptions regardless of case, with a count and a clear button', async () => {
    renderMenu()
    await screen.findByRole('heading', { name: 'Iced tea' })
    const search = screen.getByRole('searchbox', { name: 'Search dishes' })
    await userEvent.type(search, 'PHO')
    expect(dishNames()).toEqual(['Beef pho'])
    expect(screen.getByText('Dishes matching “PHO”: 1')).toBeInTheDocument()

    await userEvent.clear(search)
    await userEvent.type(search, 'bún')
    expect(dishNames()).toEqual(['Hanoi grilled pork'])

    await userEvent.clear(search)
    await userEvent.type(search, 'jasmine')
    expect(dishNames()).toEqual(['Iced tea'])

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(search).toHaveValue('')
    expect(search).toHaveFocus()
    expect(dishNames()).toHaveLength(3)
    expect(screen.queryByText(/Dishes matching/)).not.toBeInTheDocument()
  })

  it('filters by category, and a second click goes back to All', async () => {
    renderMenu()
    const bar = screen.getByRole('navigation', { name: 'Filter by category' })
    await userEvent.click(await within(bar).findByRole('button', { name: 'Drinks' }))
    expect(dishNames()).toEqual(['Iced tea'])
    expect(within(bar).getByRole('button', { name: 'Drinks' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(within(bar).getByRole('button', { name: 'Drinks' }))
    expect(within(bar).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    expect(dishNames()).toHaveLength(3)
  })

  it("shows an empty state whose 'Show All Dishes' clears the search and the category", async () => {
    renderMenu()
    const bar = screen.getByRole('navigation', { name: 'Filter by category' })
    await userEvent.click(await within(bar).findByRole('button', { name: 'Drinks' }))
    const search = screen.getByRole('searchbox', { name: 'Search dishes' })
    await userEvent.type(search, 'pho')
    expect(screen.getByRole('heading', { name: 'No dishes found' })).toBeInTheDocument()
    expect(screen.getByText('Dishes matching “pho”: 0')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Show All Dishes' }))
    expect(search).toHaveValue('')
    expect(within(bar).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    expect(dishNames()).toHaveLength(3)
  })

  it('makes the category bar sticky after more than 200 px of scrolling', () => {
    renderMenu()
    const bar = screen.getByRole('navigation', { name: 'Filter by category' })
    const scrollTo = (y: number) =>
      act(() => {
        window.scrollY = y
        fireEvent.scroll(window)
      })
    scrollTo(STICKY_AFTER_PX)
    expect(bar).not.toHaveClass('menu-bar--sticky')
    scrollTo(STICKY_AFTER_PX + 1)
    expect(bar).toHaveClass('menu-bar--sticky')
    scrollTo(0)
    expect(bar).not.toHaveClass('menu-bar--sticky')
    expect(STICKY_AFTER_PX).toBe(200)
  })

  it('opens a dish in the product modal', async () => {
    renderMenu()
    await userEvent.click(await screen.findByRole('button', { name: 'Beef pho' }))
    const dialog = screen.getByRole('dialog', { name: 'Beef pho' })
    expect(within(dialog).getByRole('radio', { name: 'Medium €12.50' })).toBeChecked()
  })

  it('searches the names of the active language', async () => {
    mockApi({
      'GET /api/food/list': foodList(menu),
      'GET /api/category': () => ({ success: true, data: [] }),
    })
    renderWithProviders(<MenuPage />, { route: '/menu', language: 'sk' })
    await screen.findByRole('heading', { name: 'Hovädzie pho' })
    await userEvent.type(screen.getByRole('searchbox', { name: 'Hľadať jedlá' }), 'hovädzie')
    expect(dishNames()).toEqual(['Hovädzie pho'])
    expect(screen.getByText('Jedlá zodpovedajúce „hovädzie“: 1')).toBeInTheDocument()
  })
})
