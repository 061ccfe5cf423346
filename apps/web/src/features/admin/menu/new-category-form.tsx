import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Category } from '@quan/domain/answers'
import { useSendingNow } from '../../../shared/api/mutation'
import { createCategoryKey, useCreateCategory } from './api'
import { useCategoryFailure } from './category-failure'
import { ImageUpload } from './image-upload'
import { VatRateSelect } from './vat-rate-select'
import { LanguageTabs, type TextsByLanguage } from '../language-tabs'
import { Field } from '../../../shared/ui/field'
import { Button } from '../../../shared/ui/button'

interface NewCategoryFormProps {
  /** The section's id: this form's ids start with it. */
  id: string
  onCreated(category: Category): void
}

/** Adds a category: its name, and a picture if wanted (waited for while it uploads). */
export function NewCategoryForm({ id, onCreated }: NewCategoryFormProps) {
  const { t } = useTranslation('admin')
  const failure = useCategoryFailure()
  const [newName, setNewName] = useState('')
  const [texts, setTexts] = useState<TextsByLanguage>({ vi: '', en: '', sk: '' })
  const [newImage, setNewImage] = useState('')
  const [vatRateId, setVatRateId] = useState<string | null>(null)
  const [createError, setCreateError] = useState('')
  const [uploading, setUploading] = useState(false)
  const creation = useCreateCategory()
  const creating = creation.isPending
  const sendingNow = useSendingNow(createCategoryKey)

  async function create(event: FormEvent) {
    event.preventDefault()
    if (sendingNow()) return
    const name = newName.trim()
    if (!name) {
      setCreateError(t('menu.categories.nameRequired'))
      document.getElementById(`${id}-new-name`)?.focus()
      return
    }
    if (uploading) {
      setCreateError(t('menu.form.waitForUpload'))
      return
    }
    setCreateError('')
    try {
      // useCreateCategory adds it to the list.
      const created = await creation.mutateAsync({
        name,
        nameVI: texts.vi.trim(),
        nameEN: texts.en.trim(),
        nameSK: texts.sk.trim(),
        ...(newImage ? { image: newImage } : {}),
        vatRateId,
      })
      setNewName('')
      setVatRateId(null)
      setTexts({ vi: '', en: '', sk: '' })
      setNewImage('')
      onCreated(created)
    } catch (caught) {
      setCreateError(failure(caught))
      document.getElementById(`${id}-new-name`)?.focus()
    }
  }

  return (
    <form className="admin-category-new" noValidate onSubmit={create}>
      <h3>{t('menu.categories.newTitle')}</h3>
      <Field
        id={`${id}-new-name`}
        label={t('menu.categories.name')}
        error={createError}
        alert
        after={
          <LanguageTabs
            idPrefix={`${id}-new-names`}
            label={t('menu.categories.name')}
            values={texts}
            onChange={(language, value) =>
              setTexts((current) => ({ ...current, [language]: value }))
            }
            maxLength={100}
          />
        }
      >
        {(control) => (
          <input
            {...control}
            required
            maxLength={100}
            value={newName}
            onChange={(event) => {
              setNewName(event.target.value)
              setCreateError('')
            }}
          />
        )}
      </Field>
      <VatRateSelect
        id={`${id}-new-vat-rate`}
        value={vatRateId}
        onChange={setVatRateId}
        fallback="shop"
      />
      <ImageUpload
        label={t('menu.categories.image')}
        image={newImage}
        onChange={setNewImage}
        onBusyChange={setUploading}
      />
      <div>
        <Button type="submit" className="button" disabled={creating}>
          {creating ? t('edit.saving') : t('menu.categories.add')}
        </Button>
      </div>
    </form>
  )
}
