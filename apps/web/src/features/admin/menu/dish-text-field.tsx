import { Field } from '../../../shared/ui/field'
import type { FieldMarks } from './field-marks'

export type DishTextFieldName = 'name' | 'nameVI' | 'nameEN' | 'nameSK' | 'sku'

interface DishTextFieldProps {
  field: DishTextFieldName
  label: string
  value: string
  onChange(value: string): void
  marks: FieldMarks
  maxLength?: number
  lang?: string
}

/** A required one-line text field of the dish form, with its error under it. */
export function DishTextField({
  field,
  label,
  value,
  onChange,
  marks,
  maxLength,
  lang,
}: DishTextFieldProps) {
  return (
    <Field {...marks.field(field)} label={label}>
      {(control) => (
        <input
          {...control}
          required
          maxLength={maxLength}
          lang={lang}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}
