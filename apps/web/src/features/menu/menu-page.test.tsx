import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, sizeOption, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as MenuPage, STICKY_AFTER_PX } from './menu-page'
import { MENU_SCHEMA_ID } from './menu-schema'
import { checkAnswers } from '../../shared/api/client'

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

function renderMenu(foods = menu) {
  mockApi({
    'GET /api/food/list': foodList(foods),
    'GET /api/category': () => ({
      success: true,
      data: [
        {
          _id: 'c1',
          name: 'Noodles',
          nameVI: 'Mì',
          nameEN: '',
          nameSK: 'Rezance',
          image: 'noodles.webp',
        },
        {
          _id: 'c2',
          name: 'Drinks',
          nameVI: 'Đồ uống',
          nameEN: '',
          nameSK: 'Nápoje',
          image: 'drinks.webp',
        },
      ],
    }),
  })
  return renderWithProviders(<MenuPage />, { route: '/menu' })
}

const dishNames = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)

describe('menu page', () => {
  it('puts a dish sold out for the day back on sale by itself when the mark lapses (issue 12 §3)', async () => {
    // Nothing in the menu's answer changes then: the page has to notice the moment itself. On
    // the test clock, so a slow render cannot outrun the lapse, and the moment is checked both
    // ways: still unavailable a second before, on sale a second after.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const lapse = Date.now() + 20_000
      renderMenu([wireFood({ soldOutUntil: new Date(lapse).toISOString() }), menu[2]!])
      const card = (await screen.findByRole('heading', { name: 'Beef pho' })).closest('article')!
      expect(within(card).getByText('Unavailable')).toBeInTheDocument()
      await act(() => vi.advanceTimersByTimeAsync(lapse - Date.now() - 1_000))
      expect(within(card).getByText('Unavailable')).toBeInTheDocument()
      await act(() => vi.advanceTimersByTimeAsync(2_000))
      expect(within(card).queryByText('Unavailable')).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

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
    // The details' code comes on the tap (a lazy chunk).
    const dialog = await screen.findByRole('dialog', { name: 'Beef pho' })
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

  it('loads the first row of pictures at once, the first before anything else, the rest lazily', async () => {
    mockApi({
      'GET /api/food/list': foodList(
        Array.from({ length: 10 }, (_, index) =>
          wireFood({ _id: `dish-${index}`, nameEN: `Dish ${index}`, image: `dish-${index}.webp` }),
        ),
      ),
      'GET /api/category': () => ({ success: true, data: [] }),
    })
    const { container } = renderWithProviders(<MenuPage />, { route: '/menu' })
    // More than the cards hydrated with the first screen: the rest, left for later (issue 24
    // §1), is lazy too.
    await screen.findByRole('heading', { name: 'Dish 9' })
    const pictures = [...container.querySelectorAll('.food-grid img')]
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      ...Array<string>(6).fill('lazy'),
    ])
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      ...Array<null>(9).fill(null),
    ])
    expect(pictures[0]).toHaveAttribute(
      'srcset',
      '/images/dish-0-480.webp 480w, /images/dish-0.webp 1200w',
    )
  })

  it('holds the place of the grid with cards of the final size while the menu loads', async () => {
    const { container } = renderMenu()
    expect(screen.getByText('Loading dishes…').closest('[role="status"]')).not.toBeNull()
    const placeholders = container.querySelectorAll('.food-grid .food-card--skeleton')
    expect(placeholders.length).toBeGreaterThanOrEqual(4)
    // The same picture box as a real card (4:3, from its width and height).
    expect(placeholders[0]!.querySelector('.food-card__image')).toBeInTheDocument()
    expect(placeholders[0]!.closest('[aria-hidden="true"]')).not.toBeNull()
    await screen.findByRole('heading', { name: 'Iced tea' })
    expect(container.querySelector('.food-card--skeleton')).toBeNull()
  })

  it('carries schema.org Menu data in the page language, and removes it after', async () => {
    const { unmount } = renderMenu()
    await screen.findByRole('heading', { name: 'Iced tea' })
    const script = await waitFor(() => {
      const found = document.getElementById(MENU_SCHEMA_ID)
      expect(found).not.toBeNull()
      return found!
    })
    expect(script?.parentElement).toBe(document.head)
    expect(script).toHaveAttribute('type', 'application/ld+json')
    expect(JSON.parse(script!.textContent!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Menu',
      name: 'Menu · Quán',
      url: 'http://localhost:3000/menu',
      inLanguage: 'en',
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Noodles',
          hasMenuItem: [
            {
              '@type': 'MenuItem',
              name: 'Beef pho',
              description: 'Rice noodle soup with beef',
              image: 'http://localhost:3000/images/pho.webp',
              offers: {
                '@type': 'AggregateOffer',
                lowPrice: '10.00',
                highPrice: '14.00',
                priceCurrency: 'EUR',
              },
            },
            {
              '@type': 'MenuItem',
              name: 'Hanoi grilled pork',
              description: 'With vermicelli and herbs',
              image: 'http://localhost:3000/images/pho.webp',
              offers: { '@type': 'Offer', price: '12.50', priceCurrency: 'EUR' },
            },
          ],
        },
        {
          '@type': 'MenuSection',
          name: 'Drinks',
          hasMenuItem: [
            {
              '@type': 'MenuItem',
              name: 'Iced tea',
              description: 'Jasmine',
              image: 'http://localhost:3000/images/pho.webp',
              offers: { '@type': 'Offer', price: '2.00', priceCurrency: 'EUR' },
            },
          ],
        },
      ],
    })
    unmount()
    expect(document.getElementById(MENU_SCHEMA_ID)).toBeNull()
  })

  it('names the dishes and sections of its Menu data in Slovak for a Slovak guest', async () => {
    mockApi({
      'GET /api/food/list': foodList([
        ...menu,
        wireFood({
          _id: 'off',
          nameEN: 'Sold out',
          nameSK: 'Vypredané',
          descriptionSK: 'Dnes už nie',
          status: 'inactive',
        }),
      ]),
      'GET /api/category': () => ({
        success: true,
        data: [
          { _id: 'c1', name: 'Noodles', nameVI: '', nameEN: '', nameSK: 'Rezance', image: '' },
          { _id: 'c2', name: 'Drinks', nameVI: '', nameEN: '', nameSK: 'Nápoje', image: '' },
        ],
      }),
    })
    renderWithProviders(<MenuPage />, { route: '/menu', language: 'sk' })
    await screen.findByRole('heading', { name: 'Ľadový čaj' })
    const script = await waitFor(() => {
      const found = document.getElementById(MENU_SCHEMA_ID)
      expect(found).not.toBeNull()
      return found!
    })
    const data = JSON.parse(script.textContent!)
    expect(data.inLanguage).toBe('sk')
    expect(data.hasMenuSection.map((section: { name: string }) => section.name)).toEqual([
      'Rezance',
      'Nápoje',
    ])
    const items = data.hasMenuSection.flatMap(
      (section: { hasMenuItem: { name: string }[] }) => section.hasMenuItem,
    )
    expect(items.map((item: { name: string }) => item.name)).toEqual([
      'Hovädzie pho',
      'Bún s grilovaným bravčovým',
      'Vypredané',
      'Ľadový čaj',
    ])
    // Its description in Slovak too (issue 12 §1).
    expect(items[2].description).toBe('Dnes už nie')
    // A dish that cannot be ordered today is still on the menu, but not on offer.
    expect(items[2].offers.availability).toBe('https://schema.org/OutOfStock')
  })
})

describe('a price the menu answer garbles (issue 19 §3)', () => {
  it('shows €0 for it (SPEC §9) on the card, in the words and in the dish window, never crashing', async () => {
    // This answer breaks its declaration on purpose: the page must bear it, so it is let through.
    checkAnswers(false)
    const garbled = wireFood({
      _id: 'tea',
      name: 'Trà đá',
      nameEN: 'Iced tea',
      category: 'Drinks',
      price: 'abc' as unknown as number,
      isPromotion: true,
      originalPrice: 'x' as unknown as number,
      promotionPrice: null as unknown as number,
      options: [
        {
          ...sizeOption,
          choices: sizeOption.choices.map((choice) => ({
            ...choice,
            price: 'abc' as unknown as number,
          })),
        },
      ],
    })
    renderMenu([menu[0]!, garbled])
    const card = (await screen.findByRole('heading', { name: 'Iced tea' })).closest('article')!
    expect(card).toHaveTextContent('€0')
    expect(screen.getByRole('heading', { name: 'Beef pho' }).closest('article')).toHaveTextContent(
      '€10 - €14',
    )
    await userEvent.click(within(card).getByRole('button', { name: /Iced tea/ }))
    expect(await screen.findByRole('dialog')).toHaveTextContent('€0')
  })
})
