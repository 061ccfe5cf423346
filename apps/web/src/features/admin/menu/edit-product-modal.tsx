import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client'
import type { Food } from '../../../shared/menu/types'
import { Modal } from '../../../shared/ui/modal'
import { editFood, type FoodEdit } from '../api'

interface EditProductModalProps {
  food: Food
  categories: string[]
  onSaved(food: Food): void
  onCancel(): void
}

/** SPEC §2: name, sku, price and category required, price in steps of 0.01, a 3-row description. */
export function EditProductModal({ food, categories, onSaved, onCancel }: EditProductModalProps) {
  const { t } = useTranslation('admin')
  const id = useId()
  const [name, setName] = useState(food.name)
  const [sku, setSku] = useState(food.sku ?? '')
  const [price, setPrice] = useState(String(food.price))
  const [category, setCategory] = useState(food.category)
  const [description, setDescription] = useState(food.description ?? '')
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState('')

  // A dish may carry a category that is no longer listed; it stays choosable.
  const choices =
    categories.includes(food.category) || !food.category
      ? categories
      : [food.category, ...categories]

  async function save(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    if (!name.trim() || !sku.trim() || !price.trim() || !category.trim()) {
      setError(t('edit.required'))
      return
    }
    const body: FoodEdit = {
      name: name.trim(),
      price: Number(price),
      description: description.trim(),
      category,
      sku: sku.trim(),
    }
    setSaving(true)
    setError('')
    try {
      const answer = await editFood(food._id, body)
      onSaved(answer.data ?? { ...food, ...body })
    } catch (caught) {
      setSaving(false)
      setError(
        caught instanceof ApiError && !caught.isNetwork
          ? t('errors.updateFailed', { message: caught.message })
          : t('errors.updateError', { error: (caught as Error).message }),
      )
    }
  }

  return (
    <Modal label={t('edit.title')} onClose={onCancel} className="admin-dialog">
      <form className="admin-edit" onSubmit={save}>
        <h2>{t('edit.title')}</h2>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('edit.name')}</label>
          <input
            id={`${id}-name`}
            required
            maxLength={200}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="admin-edit__row">
          <div className="field">
            <label htmlFor={`${id}-sku`}>{t('edit.sku')}</label>
            <input
              id={`${id}-sku`}
              required
              maxLength={100}
              value={sku}
              onChange={(event) => setSku(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-price`}>{t('edit.price')}</label>
            <input
              id={`${id}-price`}
              type="number"
              step="0.01"
              min="0.01"
              inputMode="decimal"
              required
              value={price}
              onChange={(event) => setPrice(event.target.value)}
            />
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-category`}>{t('edit.category')}</label>
          <select
            id={`${id}-category`}
            required
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value="">{t('edit.categoryPlaceholder')}</option>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>{t('edit.description')}</label>
          <textarea
            id={`${id}-description`}
            rows={3}
            maxLength={2000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        {error && (
          <p role="alert" className="alert">
            {error}
          </p>
        )}
        <div className="admin-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('edit.cancel')}
          </button>
          <button type="submit" className="button" disabled={saving}>
            {saving ? t('edit.saving') : t('edit.save')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
