import { allergenNumber, hasMenuTag, MENU_TAGS, type Allergen } from '@quan/domain/allergens'
import type { Food } from '@quan/domain/answers'
import { useTranslation } from 'react-i18next'

/** The sprite of the 14 pictograms (apps/web/public/allergens.svg), fetched once when shown. */
const ALLERGEN_ICONS = '/allergens.svg'

/**
 * The allergens of a dish as ordered, by pictogram, number and name (never by a mark alone, so a
 * screen reader says them), or plainly that they are not stated: the law wants them shown before the
 * order is placed (EU 1169/2011, art. 9 and 14).
 */
export function AllergenList({ allergens }: { allergens: readonly Allergen[] | null }) {
  const { t } = useTranslation('common')
  if (allergens === null)
    return <p className="allergens allergens--unknown">{t('allergens.unknown')}</p>
  if (allergens.length === 0) return <p className="allergens">{t('allergens.none')}</p>
  return (
    <ul className="allergens">
      {allergens.map((allergen) => (
        <li key={allergen}>
          {/* Our own pictogram, from the shop itself, beside the number and the name. */}
          <svg className="allergen-icon" aria-hidden="true" focusable="false">
            <use href={`${ALLERGEN_ICONS}#${allergen}`} />
          </svg>
          <span className="allergen-mark" aria-hidden="true">
            {allergenNumber(allergen)}
          </span>
          {t(`allergenNames.${allergen}`)}
        </li>
      ))}
    </ul>
  )
}

/** The names of some allergens in the reader's language, for a line such as 'adds: Eggs'. */
export function useAllergenNames() {
  const { t } = useTranslation('common')
  return (allergens: readonly Allergen[]) =>
    allergens.map((allergen) => t(`allergenNames.${allergen}`)).join(', ')
}

/** A dish's dietary tags and heat as small labels, in words. */
export function DietaryTags({ food }: { food: Pick<Food, 'dietaryTags' | 'spicy'> }) {
  const { t } = useTranslation('common')
  // A vegan dish says vegan, not vegetarian as well.
  const tags = MENU_TAGS.filter(
    (tag) => hasMenuTag(food, tag) && !(tag === 'vegetarian' && food.dietaryTags.includes('vegan')),
  )
  if (tags.length === 0) return null
  return (
    <ul className="diet-tags">
      {tags.map((tag) => (
        <li key={tag} className={`diet-tag diet-tag--${tag}`}>
          {tag === 'spicy' ? t(`spicy.${food.spicy}`) : t(`tags.${tag}`)}
        </li>
      ))}
    </ul>
  )
}
