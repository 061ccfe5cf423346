import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MENU_REFRESH_MS } from '../../shared/menu/queries'
import { HydrationMarker, startHydration } from '../../shared/ssr/hydrated'
import { STATE_ID } from '../../shared/ssr/state'
import { mockApi } from '../../test/mock-api'
import { foodList, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as MenuPage } from './menu-page'
import { Announcer } from '../../shared/ui/announcer'

// Issue 12 §2: a guest leaves out allergens and keeps dietary tags; the filter is in the address.
const menu = [
  wireFood({ _id: 'pho', nameEN: 'Beef pho', allergens: ['fish'] }),
  wireFood({
    _id: 'rolls',
    name: 'Gỏi cuốn',
    nameEN: 'Summer rolls',
    allergens: ['crustaceans', 'peanuts', 'soy'],
  }),
  wireFood({
    _id: 'flan',
    name: 'Bánh flan',
    nameEN: 'Caramel flan',
    allergens: ['eggs', 'milk'],
    dietaryTags: ['vegetarian', 'gluten-free'],
  }),
  wireFood({
    _id: 'tofu',
    name: 'Đậu sốt cà',
    nameEN: 'Tofu in tomato',
    allergens: ['soy'],
    dietaryTags: ['vegan'],
    spicy: 1,
  }),
  wireFood({ _id: 'secret', name: 'Món bí mật', nameEN: 'Chef’s secret', allergens: null }),
]

function renderMenu(route = '/menu') {
  mockApi({
    'GET /api/food/list': foodList(menu),
    'GET /api/category': () => ({ success: true, data: [] }),
  })
  return renderWithProviders(<MenuPage />, { route })
}

const dishNames = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)

describe('the menu’s allergen and diet filter', () => {
  it('leaves out every dish with peanuts or milk, and those whose allergens are not stated', async () => {
    const user = userEvent.setup()
    renderMenu()
    await screen.findByRole('heading', { name: 'Tofu in tomato' })
    await user.click(screen.getByText('Allergens and diet'))
    await user.click(screen.getByRole('checkbox', { name: 'Peanuts' }))
    await user.click(screen.getByRole('checkbox', { name: 'Milk' }))

    expect(dishNames()).toEqual(['Beef pho', 'Tofu in tomato'])
    expect(screen.getByText('2 of 5 dishes match your filter')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear the filter' }))
    expect(dishNames()).toHaveLength(5)
  })

  it('links the restaurant’s allergen note beside its note on allergies (issue 22 §2)', async () => {
    const user = userEvent.setup()
    renderMenu()
    await screen.findByRole('heading', { name: 'Tofu in tomato' })
    await user.click(screen.getByText('Allergens and diet'))
    expect(screen.getByRole('link', { name: 'Allergen information' })).toHaveAttribute(
      'href',
      '/allergens',
    )
  })

  it('stays open with the focus on the box when its last tick goes (issue 19 §4.3)', async () => {
    const user = userEvent.setup()
    renderMenu('/menu?without=milk')
    await screen.findByRole('heading', { name: 'Tofu in tomato' })
    const milk = screen.getByRole('checkbox', { name: 'Milk' })
    await user.click(milk)
    expect(dishNames()).toHaveLength(5)
    // A closed <details> would hide the box that has the focus, and drop it to the page body.
    expect(milk.closest('details')).toHaveAttribute('open')
    expect(milk).toHaveFocus()
  })

  it('gives the focus to the filter when Clear the filter goes (issue 19 §4.3)', async () => {
    const user = userEvent.setup()
    renderMenu('/menu?without=milk')
    await screen.findByRole('heading', { name: 'Tofu in tomato' })
    await user.click(screen.getByRole('button', { name: 'Clear the filter' }))
    expect(screen.queryByRole('button', { name: 'Clear the filter' })).toBeNull()
    expect(screen.getByText('Allergens and diet')).toHaveFocus()
  })

  it('gives the focus to the first dish when Show All Dishes goes (issue 19 §4.3)', async () => {
    const user = userEvent.setup()
    renderMenu('/menu?tag=vegan&without=soy')
    await user.click(await screen.findByRole('button', { name: 'Show All Dishes' }))
    await screen.findByRole('heading', { name: 'Beef pho' })
    expect(screen.getByRole('button', { name: 'Beef pho' })).toHaveFocus()
  })

  it('says the dishes are back when the filter is cleared (issue 19 §4.5)', async () => {
    const user = userEvent.setup()
    renderMenu('/menu?without=milk')
    render(<Announcer />)
    await screen.findByRole('heading', { name: 'Tofu in tomato' })
    await user.click(screen.getByRole('button', { name: 'Clear the filter' }))
    await waitFor(() =>
      expect(screen.getByTestId('announcer')).toHaveTextContent('Filter cleared: 5 dishes shown'),
    )
  })

  it('says the count in a live region of its own, there before the filter (issue 19 §4.5)', async () => {
    const user = userEvent.setup()
    const { container } = renderMenu()
    await screen.findByRole('heading', { name: 'Tofu in tomato' })
    const region = container.querySelector('.menu-results__summary [role="status"]')
    expect(region).toBeEmptyDOMElement()
    await user.click(screen.getByText('Allergens and diet'))
    await user.click(screen.getByRole('checkbox', { name: 'Milk' }))
    expect(region).toHaveTextContent('3 of 5 dishes match your filter')
    // A button read with every change of the count is noise (and a live region is for text).
    expect(region).not.toContainElement(screen.getByRole('button', { name: 'Clear the filter' }))
  })

  it('keeps only the tagged dishes, a vegan one counting as vegetarian', async () => {
    renderMenu('/menu?tag=vegetarian')
    await screen.findByRole('heading', { name: 'Tofu in tomato' })
    expect(dishNames()).toEqual(['Caramel flan', 'Tofu in tomato'])
    expect(screen.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked()
  })

  it('reads the filter from a link, and shows the tags on the cards', async () => {
    renderMenu('/menu?without=soy,fish&tag=gluten-free')
    await screen.findByRole('heading', { name: 'Caramel flan' })
    expect(dishNames()).toEqual(['Caramel flan'])
    const card = screen.getByRole('heading', { name: 'Caramel flan' }).closest('article')!
    expect(within(card).getByText('Vegetarian')).toBeInTheDocument()
    expect(within(card).getByText('Gluten-free')).toBeInTheDocument()
  })

  it('says so in Slovak with the right plural form', async () => {
    mockApi({
      'GET /api/food/list': foodList(menu),
      'GET /api/category': () => ({ success: true, data: [] }),
    })
    renderWithProviders(<MenuPage />, { route: '/menu?without=peanuts,milk', language: 'sk' })
    expect(await screen.findByText('Filtru zodpovedajú 2 z 5 jedál')).toBeInTheDocument()
  })
})

describe('a filtered menu the server sent unfiltered (issue 19 §1.5)', () => {
  // Over an address's budget of filtered renders, the server sends the plain menu's page: the
  // page matches that HTML while it hydrates, then applies the filter in its address.
  afterEach(() => document.getElementById(STATE_ID)?.remove())

  it('shows every dish while it hydrates, then only the filtered ones', async () => {
    const state = document.createElement('script')
    state.id = STATE_ID
    state.type = 'application/json'
    state.dataset.path = '/menu'
    document.body.append(state)
    startHydration()
    renderMenu('/menu?without=peanuts,milk')
    await screen.findByRole('heading', { name: 'Tofu in tomato' })
    expect(dishNames()).toHaveLength(5)

    render(<HydrationMarker />)
    await waitFor(() => expect(dishNames()).toEqual(['Beef pho', 'Tofu in tomato']))
    expect(screen.getByText('2 of 5 dishes match your filter')).toBeInTheDocument()
  })

  it('shows the filtered dishes at once when the server rendered them', async () => {
    const state = document.createElement('script')
    state.id = STATE_ID
    state.type = 'application/json'
    state.dataset.path = '/menu?without=peanuts,milk'
    document.body.append(state)
    startHydration()
    renderMenu('/menu?without=peanuts,milk')
    await screen.findByRole('heading', { name: 'Tofu in tomato' })
    expect(dishNames()).toEqual(['Beef pho', 'Tofu in tomato'])
    render(<HydrationMarker />)
  })
})

describe('an open menu, live (issue 12 §3)', () => {
  it('shows a dish sold out by the kitchen without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      let soldOut = false
      mockApi({
        'GET /api/food/list': () =>
          foodList([
            wireFood({
              _id: 'pho',
              nameEN: 'Beef pho',
              soldOutUntil: soldOut ? new Date(Date.now() + 3_600_000).toISOString() : null,
            }),
          ])(),
        'GET /api/category': () => ({ success: true, data: [] }),
      })
      renderWithProviders(<MenuPage />, { route: '/menu' })
      const card = (await screen.findByRole('heading', { name: 'Beef pho' })).closest('article')!
      expect(within(card).queryByText('Unavailable')).not.toBeInTheDocument()
      soldOut = true
      await vi.advanceTimersByTimeAsync(MENU_REFRESH_MS)
      expect(await within(card).findByText('Unavailable')).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })
})
