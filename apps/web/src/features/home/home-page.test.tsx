import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { categoryList, foodList, wireCategory, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { DEMO_IDENTITY, DEMO_RESTAURANT, type Restaurant } from '@quan/domain/restaurant'
import { Component as HomePage } from './home-page'
import { SCHEMA_SCRIPT_ID } from './restaurant-schema'

const menu = [
  wireFood({ soldCount: 874 }),
  wireFood({
    _id: 'coffee',
    name: 'Cà phê sữa đá',
    nameEN: 'Iced coffee',
    category: 'Drinks',
    price: 3.5,
    soldCount: 500,
  }),
]

function renderHome(language: 'en' | 'vi' | 'sk' = 'en', restaurant?: Restaurant) {
  mockApi({
    'GET /api/food/list': foodList(menu),
    'GET /api/category': categoryList([
      wireCategory('Noodles', { image: 'noodles.webp' }),
      wireCategory('Drinks', { image: 'drinks.webp' }),
    ]),
  })
  return renderWithProviders(<HomePage />, {
    language,
    otherPaths: ['/menu', '/reservation'],
    ...(restaurant ? { restaurant } : {}),
  })
}

const schemaScript = () => document.getElementById(SCHEMA_SCRIPT_ID)

describe('home page', () => {
  it('promises food in its header, with View Menu and Book a Table', () => {
    renderHome()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Order your favourite food here' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View Menu' })).toHaveAttribute('href', '/menu')
    expect(screen.getByRole('link', { name: 'Book a Table' })).toHaveAttribute(
      'href',
      '/reservation',
    )
  })

  it('sets the title and description in the active language', () => {
    renderHome('vi')
    expect(document.title).toBe('Bếp Việt tại Bratislava · Quán')
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Đặt phở, bánh mì và các món Việt giao tận nơi ở Bratislava, hoặc đặt bàn tại Quán, Obchodná 12.',
    )
  })

  it('carries schema.org Restaurant data while shown, and removes it after', () => {
    const { unmount } = renderHome()
    const script = schemaScript()
    expect(script?.parentElement).toBe(document.head)
    expect(script).toHaveAttribute('type', 'application/ld+json')
    const data = JSON.parse(script!.textContent!)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Quán',
      description: DEMO_IDENTITY.description.en,
      telephone: DEMO_IDENTITY.phone,
      menu: 'http://localhost:3000/menu',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Obchodná 12',
        postalCode: '811 06',
        addressLocality: 'Bratislava',
        addressCountry: 'SK',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          opens: '11:00',
          closes: '20:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Sunday'],
          opens: '11:00',
          closes: '17:00',
        },
      ],
    })
    unmount()
    expect(schemaScript()).toBeNull()
  })

  it('lists the dishes of the chosen category', async () => {
    renderHome()
    const dishes = await screen.findByRole('region', { name: 'All our dishes' })
    expect(await within(dishes).findAllByRole('heading', { level: 3 })).toHaveLength(2)
    await userEvent.click(await screen.findByRole('button', { name: 'Drinks' }))
    const drinks = screen.getByRole('region', { name: 'Drinks' })
    expect(
      within(drinks)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Iced coffee'])
  })

  it('opens the product details from a card', async () => {
    renderHome()
    const dishes = await screen.findByRole('region', { name: 'All our dishes' })
    await userEvent.click(await within(dishes).findByRole('button', { name: 'Iced coffee' }))
    const dialog = await screen.findByRole('dialog', { name: 'Iced coffee' })
    expect(within(dialog).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument()
    expect(within(dialog).getByText('500+ sold')).toBeInTheDocument()
  })

  // Issue 21 §3: the banner says what the owner wrote in Settings, in the guest's language.
  it('says the owner’s banner, in the default language where the guest’s is blank', () => {
    const restaurant = structuredClone(DEMO_RESTAURANT)
    restaurant.identity.defaultLanguage = 'sk'
    restaurant.words.sk.banner = {
      eyebrow: 'Košice',
      title: 'Phở Hà Nội',
      text: 'Prvý odsek.\n\nDruhý s [menu](https://pho.sk/menu).',
    }
    restaurant.words.en.banner = { eyebrow: '', title: 'Hanoi phở in Košice', text: '' }
    const { container } = renderHome('en', restaurant)
    expect(screen.getByRole('heading', { level: 1, name: 'Hanoi phở in Košice' })).toBeVisible()
    const banner = container.querySelector('.banner__text')!
    expect(banner).toHaveTextContent('Košice')
    expect([...banner.querySelectorAll(':scope > p')].map((p) => p.textContent)).toEqual([
      'Košice',
      'Prvý odsek.',
      'Druhý s menu.',
    ])
    expect(within(banner as HTMLElement).getByRole('link', { name: 'menu' })).toHaveAttribute(
      'href',
      'https://pho.sk/menu',
    )
  })

  it('tells the restaurant’s story with its numbers and Order Now', () => {
    renderHome()
    const about = screen.getByRole('region', {
      name: 'A little corner of Hanoi on Obchodná street',
    })
    for (const number of ['4+', '1000+', '50+'])
      expect(within(about).getByText(number)).toBeInTheDocument()
    expect(within(about).getByText('years of cooking')).toBeInTheDocument()
    const story = screen.getByRole('region', { name: 'Our story' })
    expect(story).toHaveTextContent('The Sundays grew into a pop-up')
    // SPEC §2: a mission, four core values and a team of three.
    expect(screen.getByRole('region', { name: 'Our mission' })).toHaveTextContent(
      'To cook honest Vietnamese food',
    )
    const values = screen.getByRole('region', { name: 'What we stand for' })
    expect(within(values).getAllByRole('heading', { level: 3 })).toHaveLength(4)
    const team = screen.getByRole('region', { name: 'Meet the team' })
    expect(
      within(team)
        .getAllByRole('heading', { level: 3 })
        .map((name) => name.textContent),
    ).toEqual(['Nguyễn Thị Lan', 'Trần Minh Đức', 'Zuzana Kováčová'])
    expect(screen.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/menu')
  })

  it('shows where we are without loading anything from another site', () => {
    renderHome()
    const map = screen.getByRole('region', { name: 'Find us' })
    const drawing = within(map).getByRole('img', {
      name: 'Sketch of the streets with a pin on Quán, Obchodná 12, Bratislava',
    })
    // A sketch, not a real map: it names the restaurant and no street (issue 21 §1).
    expect(drawing.textContent).toBe('Quán')
    expect(within(map).getByText('Obchodná 12, 811 06 Bratislava')).toBeInTheDocument()
    expect(within(map).getByText(/Monday – Saturday: 11:00–20:00/)).toBeInTheDocument()
    expect(within(map).getByText(/Sunday: 11:00–17:00/)).toBeInTheDocument()
    const link = within(map).getByRole('link', { name: 'Open in map (opens in a new tab)' })
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=/)
    expect(map.querySelector('iframe, script, img[src^="http"]')).toBeNull()
  })

  it('fetches the banner picture first, in the size its plate is drawn', async () => {
    const { container } = renderHome()
    const banner = await waitFor(() => {
      const img = container.querySelector('.banner__plate img')
      expect(img).not.toBeNull()
      return img!
    })
    expect(banner).toHaveAttribute('src', '/images/pho.webp')
    expect(banner).toHaveAttribute('srcset', '/images/pho-480.webp 480w, /images/pho.webp 1200w')
    expect(banner).toHaveAttribute('sizes', 'min(62vw, 23rem)')
    expect(banner).toHaveAttribute('fetchpriority', 'high')
    expect(banner).toHaveAttribute('loading', 'eager')
    expect(banner).toHaveAttribute('width', '640')
    expect(banner).toHaveAttribute('height', '640')
  })

  it('holds the place of the dish grid with cards of the final size while it loads', async () => {
    const { container } = renderHome()
    expect(container.querySelectorAll('.dishes .food-card--skeleton').length).toBeGreaterThan(0)
    await screen.findAllByRole('heading', { name: 'Iced coffee' })
    expect(container.querySelector('.food-card--skeleton')).toBeNull()
  })
})
