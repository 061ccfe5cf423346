import type { Category, Food } from '@quan/domain/answers'
import { priceRange } from '@quan/domain/pricing'
import { useTranslation } from 'react-i18next'
import { imageUrl, paths } from '../../config/paths'
import type { Language } from '../../i18n/languages'
import { useLanguage } from '../../shared/i18n'
import { useCategoryLabel } from '../../shared/menu/labels'
import { foodDescription, foodName, isAvailable, pricedFood } from '../../shared/menu/types'
import { categoryOrder } from './menu-in-words'
import { useOrigin, useSchema } from '../../shared/hooks/use-schema'
import { useRestaurant } from '../../shared/restaurant'

export const MENU_SCHEMA_ID = 'menu-schema'

/** schema.org wants a plain decimal: 1250 cents → '12.50'. */
const decimal = (cents: number) => (cents / 100).toFixed(2)

function offers(food: Food) {
  const { minCents: min, maxCents: max } = priceRange(pricedFood(food))
  const price =
    min === max
      ? { '@type': 'Offer', price: decimal(min) }
      : { '@type': 'AggregateOffer', lowPrice: decimal(min), highPrice: decimal(max) }
  return {
    ...price,
    priceCurrency: 'EUR',
    ...(isAvailable(food) ? {} : { availability: 'https://schema.org/OutOfStock' }),
  }
}

interface MenuSchemaInput {
  foods: Food[]
  categories: Category[]
  language: Language
  origin: string
  name: string
  label(category: string): string
}

/**
 * schema.org Menu data: a section per category in the shop's order (then any category the list
 * does not name), each dish with its name in the guest's language, its description, picture and
 * price in euros.
 */
export function menuSchema({ foods, categories, language, origin, name, label }: MenuSchemaInput) {
  const order = categoryOrder(foods, categories)
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name,
    url: `${origin}${paths.menu}`,
    inLanguage: language,
    hasMenuSection: order
      .map((category) => ({
        '@type': 'MenuSection',
        name: label(category),
        hasMenuItem: foods
          .filter((food) => food.category === category)
          .map((food) => {
            const image = imageUrl(food.image)
            const description = foodDescription(food, language)
            return {
              '@type': 'MenuItem',
              name: foodName(food, language),
              ...(description ? { description } : {}),
              ...(image ? { image: image.startsWith('/') ? `${origin}${image}` : image } : {}),
              offers: offers(food),
            }
          }),
      }))
      .filter((section) => section.hasMenuItem.length > 0),
  }
}

/** Puts the menu's JSON-LD into <head> once the dishes are there, in the guest's language. */
export function useMenuSchema(foods: Food[] | undefined, categories: Category[] | undefined) {
  const { t } = useTranslation('menu')
  const language = useLanguage()
  const label = useCategoryLabel()
  const origin = useOrigin()
  const name = `${t('meta.title')} · ${useRestaurant().identity.name}`
  useSchema(
    MENU_SCHEMA_ID,
    foods && menuSchema({ foods, categories: categories ?? [], language, origin, name, label }),
  )
}
