import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '../../../i18n/languages'
import { Field } from '../../../shared/ui/field'
import { LanguageTabs, type TextsByLanguage } from '../language-tabs'
import { VatRateSelect } from './vat-rate-select'

/** A rename under way: the category, the name typed so far, and why it was refused. */
export interface Renaming {
  id: string
  name: string
  /** Its names per language (issue 12 §1); blank: the base name. */
  texts: TextsByLanguage
  /** Its dishes' VAT rate (issue 22 §2); null: the shop's default. */
  vatRateId: string | null
  error: string
}

interface CategoryRenameFormProps {
  /** The category's ids start with it. */
  idPrefix: string
  /** The name it has now. */
  name: string
  editing: Renaming
  onType(name: string): void
  onTypeText(language: Language, text: string): void
  onVatRate(vatRateId: string | null): void
  onSave(event: FormEvent): void
  /** Cancel, or Escape in the field: the rename is dropped. */
  onClose(): void
}

/** Renames a category in place of its title. */
export function CategoryRenameForm({
  idPrefix,
  name,
  editing,
  onType,
  onTypeText,
  onVatRate,
  onSave,
  onClose,
}: CategoryRenameFormProps) {
  const { t } = useTranslation('admin')
  return (
    <form className="admin-category__rename" noValidate onSubmit={onSave}>
      <Field
        id={`${idPrefix}-name`}
        label={t('menu.categories.newName', { name })}
        error={editing.error}
        alert
        after={
          <LanguageTabs
            idPrefix={`${idPrefix}-names`}
            label={t('menu.categories.name')}
            values={editing.texts}
            onChange={onTypeText}
            maxLength={100}
          />
        }
      >
        {(control) => (
          <input
            {...control}
            required
            maxLength={100}
            value={editing.name}
            onChange={(event) => onType(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return
              event.preventDefault()
              onClose()
            }}
          />
        )}
      </Field>
      <VatRateSelect
        id={`${idPrefix}-vat-rate`}
        value={editing.vatRateId}
        onChange={onVatRate}
        fallback="shop"
      />
      <div className="admin-row-actions">
        <button type="submit" className="button button--small">
          {t('menu.categories.saveName')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          {t('edit.cancel')}
        </button>
      </div>
    </form>
  )
}
