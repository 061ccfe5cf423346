import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { imageSrcSet, imageUrl, paths } from '../../config/paths'
import { useFoods } from '../../shared/menu/queries'
import { useRestaurant } from '../../shared/restaurant'
import { useRestaurantWords } from '../../shared/restaurant-words'
import { FormattedText } from '../../shared/ui/formatted-text'
import { topDishes } from './top-dishes'

/**
 * The home header (SPEC §1): the restaurant's promise in its own words (issue 21 §3), View Menu
 * and Book a Table, and its best seller.
 */
export function HeaderBanner() {
  const { t } = useTranslation('home')
  const { identity } = useRestaurant()
  const { banner } = useRestaurantWords()
  const foods = useFoods()
  const star = topDishes(foods.data ?? [], 1)[0]
  const src = imageUrl(star?.image)
  return (
    <section className="banner container" aria-labelledby="banner-title">
      <div className="banner__text">
        {banner.eyebrow && <p className="banner__eyebrow">{banner.eyebrow}</p>}
        <h1 id="banner-title">{banner.title || identity.name}</h1>
        <FormattedText text={banner.text} />
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
        {/* The largest picture of the first screen (its LCP): eager, and fetched first. */}
        {src && (
          <img
            src={src}
            srcSet={imageSrcSet(star?.image)}
            sizes="min(62vw, 23rem)"
            alt=""
            width={640}
            height={640}
            loading="eager"
            fetchPriority="high"
          />
        )}
      </div>
    </section>
  )
}
