import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { imageUrl } from '../../config/paths'
import { useFoods } from '../../shared/menu/queries'

/** SPEC §2, §9: six backgrounds, a new one every 5 seconds. */
export const HERO_SCENES = 6
export const HERO_ROTATION_MS = 5000

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The booking hero. Each scene is a warm gradient with one of the menu's own dish pictures over
 * it (nothing from another host); with reduced motion asked for, the first scene stays.
 */
export function ReservationHero() {
  const { t } = useTranslation('reservation')
  const foods = useFoods()
  const [active, setActive] = useState(0)
  const pictures = useMemo(
    () =>
      (foods.data ?? [])
        .map((food) => imageUrl(food.image))
        .filter((url): url is string => Boolean(url))
        .slice(0, HERO_SCENES),
    [foods.data],
  )

  useEffect(() => {
    if (prefersReducedMotion()) return
    const timer = window.setInterval(
      () => setActive((scene) => (scene + 1) % HERO_SCENES),
      HERO_ROTATION_MS,
    )
    return () => window.clearInterval(timer)
  }, [])

  return (
    <header className="reservation-hero">
      <div className="reservation-hero__scenes" aria-hidden="true">
        {Array.from({ length: HERO_SCENES }, (_, scene) => (
          <div
            key={scene}
            className={`reservation-hero__scene reservation-hero__scene--${scene}`}
            data-active={scene === active}
          >
            {pictures[scene] && (
              <img
                src={pictures[scene]}
                alt=""
                width="640"
                height="640"
                loading={scene === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            )}
          </div>
        ))}
      </div>
      <div className="container reservation-hero__content">
        <p className="reservation-hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1>{t('hero.title')}</h1>
        <p className="reservation-hero__lead">{t('hero.lead')}</p>
      </div>
    </header>
  )
}
