import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { CAROUSEL_STEP_PX, carouselState, TopDishes, topDishes } from './top-dishes'

const menu = Array.from({ length: 12 }, (_, index) =>
  wireFood({
    _id: `dish-${index}`,
    name: `Dish ${index}`,
    nameEN: `Dish ${index}`,
    soldCount: index * 10,
    status: index === 11 ? 'inactive' : 'active',
  }),
)

describe('top dishes', () => {
  it('are the ten best sellers that can be ordered, best first', () => {
    expect(topDishes(menu).map((food) => food._id)).toEqual([
      'dish-10',
      'dish-9',
      'dish-8',
      'dish-7',
      'dish-6',
      'dish-5',
      'dish-4',
      'dish-3',
      'dish-2',
      'dish-1',
    ])
  })
})

describe('carousel state', () => {
  it('hides the buttons when nothing scrolls', () => {
    expect(carouselState({ scrollLeft: 0, scrollWidth: 800, clientWidth: 800 }).scrollable).toBe(
      false,
    )
    expect(carouselState({ scrollLeft: 0, scrollWidth: 0, clientWidth: 0 }).scrollable).toBe(false)
  })

  it('disables Previous at the start and Next at the end', () => {
    expect(carouselState({ scrollLeft: 0, scrollWidth: 2000, clientWidth: 800 })).toEqual({
      scrollable: true,
      atStart: true,
      atEnd: false,
    })
    expect(carouselState({ scrollLeft: 600, scrollWidth: 2000, clientWidth: 800 })).toEqual({
      scrollable: true,
      atStart: false,
      atEnd: false,
    })
    expect(carouselState({ scrollLeft: 1199.5, scrollWidth: 2000, clientWidth: 800 })).toEqual({
      scrollable: true,
      atStart: false,
      atEnd: true,
    })
  })
})

describe('top dishes carousel', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  function renderCarousel() {
    mockApi({ 'GET /api/food/list': foodList(menu) })
    renderWithProviders(<TopDishes onOpen={() => {}} />)
  }

  it('shows no Previous and Next when everything fits', async () => {
    renderCarousel()
    expect(await screen.findByRole('heading', { name: 'Top dishes near you' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10)
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
  })

  it('scrolls 300 px per press and disables the button at each end, keeping its focus', async () => {
    // jsdom lays nothing out: give the strip a width and content wider than it.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(2000)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800)
    const scrollBy = vi.fn()
    HTMLElement.prototype.scrollBy = scrollBy
    renderCarousel()
    const previous = await screen.findByRole('button', { name: 'Previous' })
    const next = screen.getByRole('button', { name: 'Next' })
    // aria-disabled, not disabled: the focused Next at the end keeps the focus (WCAG 2.4.3).
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    expect(next).not.toHaveAttribute('aria-disabled')

    await userEvent.click(next)
    expect(scrollBy).toHaveBeenLastCalledWith({ left: CAROUSEL_STEP_PX, behavior: 'smooth' })
    expect(CAROUSEL_STEP_PX).toBe(300)

    const strip = screen.getAllByRole('list')[0]!
    strip.scrollLeft = 1200
    fireEvent.scroll(strip)
    expect(next).toHaveAttribute('aria-disabled', 'true')
    expect(next).toHaveFocus()
    await userEvent.click(next)
    expect(scrollBy).toHaveBeenCalledTimes(1)
    expect(previous).not.toHaveAttribute('aria-disabled')
    await userEvent.click(previous)
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -CAROUSEL_STEP_PX, behavior: 'smooth' })
  })
})
