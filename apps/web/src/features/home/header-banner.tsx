import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { imageSrcSet, imageUrl, paths } from '../../config/paths'
import { useFoods } from '../../shared/menu/queries'
import { useRestaurant } from '../../shared/restaurant'
import { useRestaurantWords, useWordsLanguage } from '../../shared/restaurant-words'
import { FormattedText } from '../../shared/ui/formatted-text'
import { topDishes } from './top-dishes'

/**
 * The home header (SPEC §1): the restaurant's promise in its own words (issue 21 §3), View Menu
 * and Book a Table, and the owner's banner picture (issue 21 §2), or the best seller's while
 * there is none.
 */
export function HeaderBanner() {
  const { t } = useTranslation('home')
  const { identity, look } = useRestaurant()
  const { banner } = useRestaurantWords()
  const langOf = useWordsLanguage()
  const foods = useFoods()
  const picture = look.banner?.image ?? topDishes(foods.data ?? [], 1)[0]?.image
  const src = imageUrl(picture)
  return (
    <section className="banner container" aria-labelledby="banner-title">
      <div className="banner__text">
        {banner.eyebrow && (
          <p className="banner__eyebrow" lang={langOf((own) => own.banner.eyebrow)}>
            {banner.eyebrow}
          </p>
        )}
        <h1 id="banner-title" lang={banner.title ? langOf((own) => own.banner.title) : undefined}>
          {banner.title || identity.name}
        </h1>
        <FormattedText text={banner.text} lang={langOf((own) => own.banner.text)} />
        <div className="banner__actions">
          <Link to={paths.menu} className="button banner__primary">
            {t('header.viewMenu')}
          </Link>
          <Link to={paths.reservation} className="button banner__secondary">
            {t('header.bookTable')}
          </Link>
        </div>
      </div>
      <div className="banner__plate" aria-hidden="true">
        {/* The largest picture of the first screen (its LCP): fetched first (and eagerly, as any
            picture not marked lazy). */}
        {src && (
          <img
            src={src}
            srcSet={imageSrcSet(picture)}
            sizes="min(62vw, 23rem)"
            alt=""
            width={640}
            height={640}
            fetchPriority="high"
          />
        )}
      </div>
    </section>
  )
}
