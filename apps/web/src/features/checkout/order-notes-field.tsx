import { NOTES_MAX_LENGTH } from '@quan/domain/validation'
import { useTranslation } from 'react-i18next'
import { Field } from '../../shared/ui/field'

interface OrderNotesFieldProps {
  notes: string
  onEdit(notes: string): void
}

/**
 * The guest's notes to the kitchen and the driver (issue 19 §2.1): where the allergen filter
 * tells them to write a severe allergy, and the doorbell or the floor.
 */
export function OrderNotesField({ notes, onEdit }: OrderNotesFieldProps) {
  const { t } = useTranslation('checkout')
  return (
    <Field
      id="checkout-notes"
      className="field checkout-notes"
      label={t('form.notes')}
      hint={t('form.notesHint', { max: NOTES_MAX_LENGTH })}
      hintAs="span"
      hintClassName="text-soft checkout-hint"
    >
      {(control) => (
        <textarea
          {...control}
          name="notes"
          rows={3}
          maxLength={NOTES_MAX_LENGTH}
          value={notes}
          onChange={(event) => onEdit(event.currentTarget.value)}
          // Chromium scrolls only a text area's caret line into view on focus, which leaves the
          // rest of it under the order bar on a short screen: the whole box comes into view,
          // clear of the bars by their scroll padding (WCAG 2.4.11, issue 19 §4.4).
          onFocus={(event) => event.currentTarget.scrollIntoView?.({ block: 'nearest' })}
        />
      )}
    </Field>
  )
}
