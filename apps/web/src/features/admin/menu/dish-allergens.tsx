import { Field } from '../../../shared/ui/field'
import { DIETARY_TAGS, SPICY_LEVELS, type SpicyLevel } from '@quan/domain/allergens'
import { useTranslation } from 'react-i18next'
import { AllergenChecks } from './allergen-checks'
import type { DishDraft } from './dish-draft'
import type { FieldMarks, SetDishField } from './field-marks'

interface DishAllergensProps {
  idPrefix: string
  draft: DishDraft
  onSet: SetDishField
  marks: FieldMarks
}

/**
 * The dish's allergens (EU 1169/2011, Annex II), or that they are not stated yet, its dietary
 * tags and how spicy it is (issue 12 §2).
 */
export function DishAllergens({ idPrefix, draft, onSet, marks }: DishAllergensProps) {
  const { t } = useTranslation('admin')
  const unknown = draft.allergens === null
  return (
    <fieldset className="admin-dish__allergens">
      <legend>{t('menu.form.allergens')}</legend>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={unknown}
          onChange={(event) => onSet('allergens', event.target.checked ? null : [], 'allergens')}
        />
        {t('menu.form.allergensUnknown')}
      </label>
      {unknown ? (
        <p className="admin-dish__hint">{t('menu.form.allergensUnknownHint')}</p>
      ) : (
        <AllergenChecks
          idPrefix={`${idPrefix}-allergen`}
          chosen={draft.allergens ?? []}
          onChange={(allergens) => onSet('allergens', allergens, 'allergens')}
        />
      )}
      {marks.errorOf('allergens')}

      <fieldset className="admin-dish__tags" {...marks.fieldProps('dietaryTags')}>
        <legend>{t('menu.form.dietaryTags')}</legend>
        {DIETARY_TAGS.map((tag) => (
          <label key={tag} className="admin-check">
            <input
              type="checkbox"
              checked={draft.dietaryTags.includes(tag)}
              onChange={(event) =>
                onSet(
                  'dietaryTags',
                  DIETARY_TAGS.filter((each) =>
                    each === tag ? event.target.checked : draft.dietaryTags.includes(each),
                  ),
                  'dietaryTags',
                )
              }
            />
            {t(`common:tags.${tag}`)}
          </label>
        ))}
      </fieldset>
      {marks.errorOf('dietaryTags')}

      <Field {...marks.field('spicy')} label={t('menu.form.spicy')}>
        {(control) => (
          <select
            {...control}
            value={draft.spicy}
            onChange={(event) => onSet('spicy', Number(event.target.value) as SpicyLevel, 'spicy')}
          >
            {SPICY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`common:spicy.${level}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </fieldset>
  )
}
