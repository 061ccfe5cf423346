import type { Food } from '@quan/domain/answers'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { sizeOption, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { FoodCard } from './food-card'

function renderCard(
  food: Food,
  variant: 'normal' | 'compact' = 'normal',
  load: { eager?: boolean; priority?: boolean } = {},
  language: 'en' | 'vi' | 'sk' = 'en',
) {
  mockApi({ 'GET /api/food/list': () => ({ success: true, data: [food] }) })
  const onOpen = vi.fn()
  const view = renderWithProviders(
    <FoodCard food={food} onOpen={onOpen} variant={variant} {...load} />,
    { language },
  )
  return { onOpen, card: view.container.querySelector('article')! }
}

describe('food card', () => {
  it('shows the localized name, the picture, the description and the price', () => {
    const { card } = renderCard(wireFood())
    expect(screen.getByRole('heading', { name: 'Beef pho' })).toBeInTheDocument()
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/pho.webp')
    expect(card.querySelector('img')).toHaveAttribute('width', '640')
    expect(screen.getByText('Rice noodle soup with beef')).toBeInTheDocument()
    expect(screen.getByText('€12.50')).toBeInTheDocument()
  })

  it('offers both stored sizes, and says how wide the card is so a phone takes the small one', () => {
    const { card } = renderCard(wireFood({ image: 'pho-bo-1a2b3c.webp' }))
    const img = card.querySelector('img')!
    expect(img).toHaveAttribute(
      'srcset',
      '/images/pho-bo-1a2b3c-480.webp 480w, /images/pho-bo-1a2b3c.webp 1200w',
    )
    expect(img).toHaveAttribute(
      'sizes',
      '(max-width: 560px) 160px, (max-width: 1100px) 33vw, 300px',
    )
    expect(img).toHaveAttribute('src', '/images/pho-bo-1a2b3c.webp')
    expect(img).toHaveAttribute('width', '640')
    expect(img).toHaveAttribute('height', '640')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).not.toHaveAttribute('fetchpriority')
  })

  it('sizes a compact card by its fixed width', () => {
    const { card } = renderCard(wireFood({ image: 'pho-bo-1a2b3c.webp' }), 'compact')
    expect(card.querySelector('img')).toHaveAttribute('sizes', '216px')
  })

  it('loads a first-row picture at once, and the largest first of all', () => {
    const { card } = renderCard(wireFood(), 'normal', { eager: true, priority: true })
    expect(card.querySelector('img')).toHaveAttribute('loading', 'eager')
    expect(card.querySelector('img')).toHaveAttribute('fetchpriority', 'high')
  })

  it('gives a picture from elsewhere (an absolute URL) no second size', () => {
    const { card } = renderCard(wireFood({ image: 'https://example.com/pho.jpg' }))
    expect(card.querySelector('img')).toHaveAttribute('src', 'https://example.com/pho.jpg')
    expect(card.querySelector('img')).not.toHaveAttribute('srcset')
  })

  it("shows 'min - max' for a dish with options", () => {
    renderCard(wireFood({ options: [sizeOption] }))
    expect(screen.getByText('€10 - €14')).toBeInTheDocument()
  })

  // Issue 12 §4: a Slovak or Vietnamese reader sees 12,50 €, with a space that never breaks.
  it.each(['sk', 'vi'] as const)('writes the prices in %s as its readers do', (language) => {
    const { card } = renderCard(
      wireFood({ price: 7.9, isPromotion: true, originalPrice: 7.9, promotionPrice: 6.5 }),
      'normal',
      {},
      language,
    )
    expect(card.textContent).toContain('6,50\u00a0€')
    expect(card.textContent).toContain('7,90\u00a0€')
    expect(card).not.toHaveTextContent(/€\d/)
  })

  it('writes a range in Slovak with both ends as a Slovak reads them', () => {
    const { card } = renderCard(wireFood({ options: [sizeOption] }), 'normal', {}, 'sk')
    expect(card).toHaveTextContent('10,00 € - 14,00 €')
  })

  it('shows the discount badge with its percent and the old price on promotion', () => {
    renderCard(wireFood({ price: 7.9, isPromotion: true, originalPrice: 7.9, promotionPrice: 6.5 }))
    expect(screen.getByText('-18%')).toBeInTheDocument()
    expect(screen.getByText('€6.50')).toBeInTheDocument()
    expect(screen.getByText('Original price:').parentElement).toHaveTextContent('€7.90')
  })

  it('shows no badge when an override option replaces the promoted price', () => {
    renderCard(
      wireFood({ isPromotion: true, originalPrice: 14, promotionPrice: 11, options: [sizeOption] }),
    )
    expect(screen.queryByText(/%/)).not.toBeInTheDocument()
  })

  it('leaves the description out of the compact card', () => {
    renderCard(wireFood(), 'compact')
    expect(screen.queryByText('Rice noodle soup with beef')).not.toBeInTheDocument()
  })

  it('marks a dish that cannot be ordered', () => {
    renderCard(wireFood({ status: 'inactive' }))
    expect(screen.getByText('Unavailable')).toBeInTheDocument()
  })

  it("shows the 'No Image' plate when the dish has no picture", () => {
    renderCard(wireFood({ image: '' }))
    expect(screen.getByRole('img', { name: 'No Image' })).toBeInTheDocument()
  })

  it('opens the details on a click or on Enter', async () => {
    const food = wireFood()
    const { onOpen } = renderCard(food)
    await userEvent.click(screen.getByRole('button', { name: 'Beef pho' }))
    expect(onOpen).toHaveBeenLastCalledWith(food)
    screen.getByRole('button', { name: 'Beef pho' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(onOpen).toHaveBeenCalledTimes(2)
  })
})
