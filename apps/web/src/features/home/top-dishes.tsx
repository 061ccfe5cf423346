import type { Food } from '@quan/domain/answers'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFoods } from '../../shared/menu/queries'
import { isAvailable } from '../../shared/menu/types'
import { FoodCard } from '../../shared/ui/food-card'

/** SPEC §9: each Previous or Next press scrolls the carousel this far. */
export const CAROUSEL_STEP_PX = 300
const TOP_DISHES = 10

/** The best sellers that can be ordered now. */
export function topDishes(foods: Food[], count = TOP_DISHES): Food[] {
  return foods
    .filter((food) => isAvailable(food))
    .sort((a, b) => b.soldCount - a.soldCount)
    .slice(0, count)
}

export interface CarouselState {
  /** False when everything fits: the buttons are then hidden. */
  scrollable: boolean
  atStart: boolean
  atEnd: boolean
}

/** Whether the buttons show and which is disabled, from the strip's scroll geometry. */
export function carouselState(element: {
  scrollLeft: number
  scrollWidth: number
  clientWidth: number
}): CarouselState {
  const max = element.scrollWidth - element.clientWidth
  // A pixel of slack: zoomed pages report fractional positions.
  return {
    scrollable: max > 1,
    atStart: element.scrollLeft <= 1,
    atEnd: element.scrollLeft >= max - 1,
  }
}

/** 'Top dishes near you': a horizontal carousel of compact cards with Previous and Next. */
export function TopDishes({ onOpen }: { onOpen(food: Food): void }) {
  const { t } = useTranslation('home')
  const foods = useFoods()
  const dishes = topDishes(foods.data ?? [])
  const strip = useRef<HTMLUListElement>(null)
  const [state, setState] = useState<CarouselState>({
    scrollable: false,
    atStart: true,
    atEnd: true,
  })

  const measure = useCallback(() => {
    if (strip.current) setState(carouselState(strip.current))
  }, [])

  useEffect(() => {
    const element = strip.current
    if (!element) return
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(element)
    return () => {
      element.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
      observer?.disconnect()
    }
  }, [measure, dishes.length])

  function scroll(direction: 1 | -1) {
    strip.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: 'smooth' })
  }

  if (dishes.length === 0) return null
  return (
    <section className="top container" aria-labelledby="top-title">
      <div className="top__head">
        <div>
          <h2 id="top-title">{t('top.title')}</h2>
          <p>{t('top.text')}</p>
        </div>
        {state.scrollable && (
          <div className="top__buttons">
            <button
              type="button"
              className="top__button"
              aria-label={t('top.previous')}
              // aria-disabled, not disabled: the button in use at the end of the strip would
              // otherwise drop the keyboard focus to the page body (WCAG 2.4.3).
              aria-disabled={state.atStart || undefined}
              onClick={() => {
                if (!state.atStart) scroll(-1)
              }}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="top__button"
              aria-label={t('top.next')}
              aria-disabled={state.atEnd || undefined}
              onClick={() => {
                if (!state.atEnd) scroll(1)
              }}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      <ul ref={strip} className="top__strip">
        {dishes.map((food) => (
          <li key={food._id}>
            <FoodCard food={food} onOpen={onOpen} variant="compact" />
          </li>
        ))}
      </ul>
    </section>
  )
}
