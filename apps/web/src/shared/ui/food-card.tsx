import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { imageUrl } from '../../app/paths'
import { useLanguage } from '../i18n'
import { foodName, isAvailable, pricedFood, type Food } from '../menu/types'
import { cardPrice, discountPercent } from '../product/display'
import './food-card.css'

interface FoodCardProps {
  food: Food
  onOpen(food: Food): void
  variant?: 'normal' | 'compact'
  /** Cards in the first screenful load their picture at once; the rest when scrolled to. */
  eager?: boolean
}

/** A dish on a list: picture, name, price (or range) and a promotion badge; opens the details. */
export function FoodCard({ food, onOpen, variant = 'normal', eager = false }: FoodCardProps) {
  const { t } = useTranslation(['product', 'common'])
  const language = useLanguage()
  const name = foodName(food, language)
  const priced = pricedFood(food)
  const { price, original } = cardPrice(priced)
  const percent = discountPercent(priced)
  const available = isAvailable(food)

  return (
    <article className={`food-card food-card--${variant}${available ? '' : ' food-card--off'}`}>
      <div className="food-card__media">
        <DishImage src={imageUrl(food.image)} eager={eager} />
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
        {variant === 'normal' && food.description && (
          <p className="food-card__description">{food.description}</p>
        )}
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

/** A dish picture, or the 'No Image' plate when there is none or it fails to load (SPEC §8). */
export function DishImage({
  src,
  eager = false,
  size = 640,
  alt = '',
  className = 'food-card__image',
}: {
  src: string | undefined
  eager?: boolean
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
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(src)}
    />
  )
}
