import { ALLERGENS, allergenNumber, type Allergen } from '@quan/domain/allergens'
import { useTranslation } from 'react-i18next'

interface AllergenChecksProps {
  /** Names the inputs apart when several lists are on one form. */
  idPrefix: string
  chosen: readonly Allergen[]
  onChange(allergens: Allergen[]): void
}

/** The 14 allergens of Annex II as checkboxes, numbered as Slovak menus number them. */
export function AllergenChecks({ idPrefix, chosen, onChange }: AllergenChecksProps) {
  const { t } = useTranslation('common')
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
            {allergenNumber(allergen)}. {t(`allergenNames.${allergen}`)}
          </label>
        </li>
      ))}
    </ul>
  )
}
