import { ALLERGEN_NAMES, ALLERGENS, allergenNumber, type Allergen } from '@quan/domain/allergens'
import { isLanguage } from '@quan/domain/language'
import { useTranslation } from 'react-i18next'

interface AllergenChecksProps {
  /** Names the inputs apart when several lists are on one form. */
  idPrefix: string
  chosen: readonly Allergen[]
  onChange(allergens: Allergen[]): void
}

/** The 14 allergens of Annex II as checkboxes, numbered as Slovak menus number them. */
export function AllergenChecks({ idPrefix, chosen, onChange }: AllergenChecksProps) {
  const { i18n } = useTranslation('admin')
  const names = ALLERGEN_NAMES[isLanguage(i18n.language) ? i18n.language : 'en']
  const toggle = (allergen: Allergen, on: boolean) =>
    onChange(ALLERGENS.filter((a) => (a === allergen ? on : chosen.includes(a))))
  return (
    <ul className="admin-allergens">
      {ALLERGENS.map((allergen) => (
        <li key={allergen}>
          <label className="admin-check" htmlFor={`${idPrefix}-${allergen}`}>
            <input
              id={`${idPrefix}-${allergen}`}
              type="checkbox"
              checked={chosen.includes(allergen)}
              onChange={(event) => toggle(allergen, event.target.checked)}
            />
            {allergenNumber(allergen)}. {names[allergen]}
          </label>
        </li>
      ))}
    </ul>
  )
}
