import type { Food } from '@quan/domain/answers'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { imageSrcSet, imageUrl } from '../../config/paths'
import { useLanguage } from '../i18n'
import { DietaryTags } from '../menu/allergen-list'
import { foodDescription, foodName, isAvailable, pricedFood } from '../menu/types'
import { cardPrice, discountPercent } from '../product/display'
import './food-card.css'

/**
 * The cards hydrated with the first screen (two rows at 1280 px, four on a phone); the rest of a
 * list is hydrated after it (Later, issue 24 §1), which a tap on one of them brings forward.
 */
export const FIRST_SCREEN_CARDS = 8

interface FoodCardProps {
  food: Food
  onOpen(food: Food): void
  variant?: 'normal' | 'compact'
  /** Cards in the first screenful load their picture at once; the rest when scrolled to. */
  eager?: boolean
  /** The page's largest early picture (its LCP image): fetched before anything else. */
  priority?: boolean
}

/**
 * How wide a card is drawn (food-card.css: two columns up to 480 px, then 15.5rem and up, in a
 * 72rem container; the compact card is 13.5rem), so the browser picks the 480 px picture. On a
 * phone the two columns are 160-200 px; Chromium takes the first candidate dense enough for the
 * screen, so the slot is given as 160px: even a 3x phone then takes the 480 px picture, which is
 * still 2.4x or more for the card.
 */
const CARD_SIZES = {
  normal: '(max-width: 560px) 160px, (max-width: 1100px) 33vw, 300px',
  compact: '216px',
} as const

/** A dish on a list: picture, name, price (or range) and a promotion badge; opens the details. */
export function FoodCard({
  food,
  onOpen,
  variant = 'normal',
  eager = false,
  priority = false,
}: FoodCardProps) {
  const { t } = useTranslation(['product', 'common'])
  const language = useLanguage()
  const name = foodName(food, language)
  const description = foodDescription(food, language)
  const priced = pricedFood(food)
  const { price, original } = cardPrice(priced, language)
  const percent = discountPercent(priced)
  const available = isAvailable(food)

  return (
    <article className={`food-card food-card--${variant}${available ? '' : ' food-card--off'}`}>
      <div className="food-card__media">
        <DishImage
          src={imageUrl(food.image)}
          srcSet={imageSrcSet(food.image)}
          sizes={CARD_SIZES[variant]}
          eager={eager || priority}
          priority={priority}
        />
        {percent > 0 && (
          <span className="food-card__badge">
            <span aria-hidden="true">{t('card.discount', { percent })}</span>
            <span className="visually-hidden">{t('card.discountLabel', { percent })}</span>
          </span>
        )}
        {!available && <span className="food-card__off">{t('card.unavailable')}</span>}
      </div>
      <div className="food-card__body">
        <h3 className="food-card__name">
          {/* Stretched over the whole card (CSS), so a click anywhere or Enter opens the details. */}
          <button type="button" className="food-card__open" onClick={() => onOpen(food)}>
            {name}
          </button>
        </h3>
        {variant === 'normal' && description && (
          <p className="food-card__description">{description}</p>
        )}
        <DietaryTags food={food} />
        <p className="food-card__price">
          <strong>{price}</strong>
          {original && (
            <s>
              <span className="visually-hidden">{t('card.originalPrice')}: </span>
              {original}
            </s>
          )}
        </p>
      </div>
    </article>
  )
}

/**
 * Cards of the final size, shown while the dishes load, so the grid arriving moves nothing
 * below it. The same classes as a real card: the 4:3 picture box, a name, two lines of
 * description and a price; hidden from screen readers, which hear the loading status instead.
 */
export function FoodGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="food-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="food-card food-card--skeleton">
            <div className="food-card__media">
              <div className="food-card__image" />
            </div>
            <div className="food-card__body">
              <p className="food-card__name">&nbsp;</p>
              <p className="food-card__description">
                &nbsp;
                <br />
                &nbsp;
              </p>
              <p className="food-card__price">&nbsp;</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** A dish picture, or the 'No Image' plate when there is none or it fails to load (SPEC §8). */
export function DishImage({
  src,
  srcSet,
  sizes,
  eager = false,
  priority = false,
  size = 640,
  alt = '',
  className = 'food-card__image',
}: {
  src: string | undefined
  /** The stored sizes (imageSrcSet) and how wide the picture is drawn. */
  srcSet?: string
  sizes?: string
  eager?: boolean
  priority?: boolean
  size?: number
  /** Empty where the dish's name stands beside the picture. */
  alt?: string
  className?: string
}) {
  const { t } = useTranslation('common')
  const [failed, setFailed] = useState<string | null>(null)
  if (!src || failed === src) {
    return (
      <div className={`${className} dish-placeholder`} role="img" aria-label={t('noImage')}>
        <span aria-hidden="true">{t('noImage')}</span>
      </div>
    )
  }
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
    />
  )
}
