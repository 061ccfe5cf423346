import { useTranslation } from 'react-i18next'
import { LIMITS, type DishDraft } from './dish-draft'
import { DishTextField } from './dish-text-field'
import type { FieldMarks, SetDishField } from './field-marks'

interface DishNamesProps {
  draft: DishDraft
  onSet: SetDishField
  marks: FieldMarks
}

/** The dish's base name and its Vietnamese, English and Slovak names. */
export function DishNames({ draft, onSet, marks }: DishNamesProps) {
  const { t } = useTranslation('admin')
  const names = [
    { field: 'name', label: t('edit.name') },
    { field: 'nameVI', label: t('menu.form.nameVI'), lang: 'vi' },
    { field: 'nameEN', label: t('menu.form.nameEN'), lang: 'en' },
    { field: 'nameSK', label: t('menu.form.nameSK'), lang: 'sk' },
  ] as const
  return (
    <fieldset className="admin-dish__names">
      <legend>{t('menu.form.names')}</legend>
      {names.map((name) => (
        <DishTextField
          key={name.field}
          field={name.field}
          label={name.label}
          lang={'lang' in name ? name.lang : undefined}
          maxLength={LIMITS.name}
          value={draft[name.field]}
          onChange={(value) => onSet(name.field, value)}
          marks={marks}
        />
      ))}
    </fieldset>
  )
}
