import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client'
import { refusalOf, useErrorText } from '../../../shared/api/error-text'
import { useCategories } from '../../../shared/menu/queries'
import type { Category } from '../../../shared/menu/types'
import {
  useChangeCategoryPicture,
  useCreateCategory,
  useRenameCategory,
  useReorderCategories,
} from './api'
import { moved } from './dish-draft'
import { ImageUpload } from './image-upload'
import { ProductImage } from './product-image'
import { useFocusLater } from './use-focus-later'

type Notice = { tone: 'success' | 'error'; text: string }

/**
 * The menu's categories in the order the shop shows them: add one (name and picture), rename
 * it (its dishes follow, on the server), change its picture, move it up or down.
 */
export function CategoriesSection() {
  const { t } = useTranslation('admin')
  const errorText = useErrorText()
  const id = useId()
  const categories = useCategories()
  const list = categories.data ?? []
  const [notice, setNotice] = useState<Notice | null>(null)
  const [newName, setNewName] = useState('')
  const [newImage, setNewImage] = useState('')
  const [createError, setCreateError] = useState('')
  const creation = useCreateCategory()
  const creating = creation.isPending
  const [uploading, setUploading] = useState(false)
  const [renaming, setRenaming] = useState<{ id: string; name: string; error: string } | null>(null)
  const [picturing, setPicturing] = useState<string | null>(null)
  const reordering = useReorderCategories()
  const moving = reordering.isPending
  const renamingCategory = useRenameCategory()
  const picture = useChangeCategoryPicture()
  const orderOf = (categories: Category[]) => categories.map((item) => item._id).join('\n')
  const focusLater = useFocusLater(orderOf(list))

  const failure = (caught: unknown) =>
    caught instanceof ApiError && !caught.isNetwork
      ? t('menu.categories.saveFailed', { message: errorText(refusalOf(caught)) || caught.message })
      : t('menu.categories.saveError', { error: (caught as Error).message })

  async function create(event: FormEvent) {
    event.preventDefault()
    if (creating) return
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
      const created = await creation.mutateAsync(newImage ? { name, image: newImage } : { name })
      setNewName('')
      setNewImage('')
      setNotice({ tone: 'success', text: t('menu.categories.created', { name: created.name }) })
    } catch (caught) {
      setCreateError(failure(caught))
      document.getElementById(`${id}-new-name`)?.focus()
    }
  }

  async function rename(category: Category, event: FormEvent) {
    event.preventDefault()
    if (!renaming) return
    const name = renaming.name.trim()
    if (!name) {
      setRenaming({ ...renaming, error: t('menu.categories.nameRequired') })
      return
    }
    try {
      // useRenameCategory reads the dishes again: the server renamed it on every dish too.
      const renamed = await renamingCategory.mutateAsync({
        id: category._id,
        body: { name, image: category.image },
      })
      setRenaming(null)
      focusLater(`${id}-${category._id}-rename`)
      setNotice({
        tone: 'success',
        text: t('menu.categories.renamed', { from: category.name, name: renamed.name }),
      })
    } catch (caught) {
      setRenaming({ ...renaming, error: failure(caught) })
      document.getElementById(`${id}-${category._id}-name`)?.focus()
    }
  }

  async function changePicture(category: Category, image: string) {
    try {
      await picture.mutateAsync({ id: category._id, body: { name: category.name, image } })
      setPicturing(null)
      focusLater(`${id}-${category._id}-picture`)
      setNotice({ tone: 'success', text: t('menu.categories.pictured', { name: category.name }) })
    } catch (caught) {
      setNotice({ tone: 'error', text: failure(caught) })
    }
  }

  async function move(index: number, step: -1 | 1) {
    const target = index + step
    if (moving || target < 0 || target >= list.length) return
    const category = list[index]!
    const next = moved(list, index, step)
    try {
      const ordered = await reordering.mutateAsync(next.map((item) => item._id))
      const position = ordered.findIndex((item) => item._id === category._id) + 1
      // The button pressed stays under the keyboard, in the category's new place.
      focusLater(`${id}-${category._id}-${step < 0 ? 'up' : 'down'}`, orderOf(ordered))
      setNotice({
        tone: 'success',
        text: t('menu.categories.moved', {
          name: category.name,
          position,
          count: ordered.length,
        }),
      })
    } catch (caught) {
      setNotice({ tone: 'error', text: failure(caught) })
    }
  }

  return (
    <section className="admin-categories" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('menu.categories.title')}</h2>
      <p className="admin-dish__hint">{t('menu.categories.intro')}</p>

      <div className="admin__notices" role="status" aria-live="polite">
        {notice?.tone === 'success' && <p className="alert alert--success">{notice.text}</p>}
      </div>
      {notice?.tone === 'error' && (
        <p className="alert" role="alert">
          {notice.text}
        </p>
      )}

      <form className="admin-category-new" noValidate onSubmit={create}>
        <h3>{t('menu.categories.newTitle')}</h3>
        <div className="field">
          <label htmlFor={`${id}-new-name`}>{t('menu.categories.name')}</label>
          <input
            id={`${id}-new-name`}
            required
            maxLength={100}
            value={newName}
            aria-invalid={createError ? true : undefined}
            aria-describedby={createError ? `${id}-new-error` : undefined}
            onChange={(event) => {
              setNewName(event.target.value)
              setCreateError('')
            }}
          />
          {createError && (
            <p id={`${id}-new-error`} className="field-error" role="alert">
              {createError}
            </p>
          )}
        </div>
        <ImageUpload
          label={t('menu.categories.image')}
          image={newImage}
          onChange={setNewImage}
          onBusyChange={setUploading}
        />
        <div>
          <button type="submit" className="button" disabled={creating}>
            {creating ? t('edit.saving') : t('menu.categories.add')}
          </button>
        </div>
      </form>

      {categories.isPending ? (
        <p aria-busy="true">{t('menu.categories.loading')}</p>
      ) : categories.error ? (
        <p className="alert" role="alert">
          {t('menu.categories.loadFailed')}
        </p>
      ) : list.length === 0 ? (
        <p>{t('menu.categories.empty')}</p>
      ) : (
        <ol className="admin-category-list">
          {list.map((category, index) => {
            const editing = renaming?.id === category._id ? renaming : null
            const name = category.name
            return (
              <li key={category._id} className="admin-category">
                <ProductImage image={category.image} alt={name} />
                <div className="admin-category__body">
                  {editing ? (
                    <form
                      className="admin-category__rename"
                      noValidate
                      onSubmit={(event) => rename(category, event)}
                    >
                      <div className="field">
                        <label htmlFor={`${id}-${category._id}-name`}>
                          {t('menu.categories.newName', { name })}
                        </label>
                        <input
                          id={`${id}-${category._id}-name`}
                          required
                          maxLength={100}
                          value={editing.name}
                          aria-invalid={editing.error ? true : undefined}
                          aria-describedby={
                            editing.error ? `${id}-${category._id}-error` : undefined
                          }
                          onChange={(event) =>
                            setRenaming({ ...editing, name: event.target.value, error: '' })
                          }
                          onKeyDown={(event) => {
                            if (event.key !== 'Escape') return
                            event.preventDefault()
                            setRenaming(null)
                            focusLater(`${id}-${category._id}-rename`)
                          }}
                        />
                        {editing.error && (
                          <p
                            id={`${id}-${category._id}-error`}
                            className="field-error"
                            role="alert"
                          >
                            {editing.error}
                          </p>
                        )}
                      </div>
                      <div className="admin-row-actions">
                        <button type="submit" className="button button--small">
                          {t('menu.categories.saveName')}
                        </button>
                        <button
                          type="button"
                          className="button button--ghost button--small"
                          onClick={() => {
                            setRenaming(null)
                            focusLater(`${id}-${category._id}-rename`)
                          }}
                        >
                          {t('edit.cancel')}
                        </button>
                      </div>
                    </form>
                  ) : (
                    <h3>{name}</h3>
                  )}
                  <p className="admin-category__position">
                    {t('menu.categories.position', { position: index + 1, count: list.length })}
                  </p>
                  {picturing === category._id && (
                    <ImageUpload
                      label={t('menu.categories.imageOf', { name })}
                      image={category.image}
                      onChange={(image) => void changePicture(category, image)}
                    />
                  )}
                </div>
                <div className="admin-row-actions admin-category__actions">
                  {!editing && (
                    <button
                      id={`${id}-${category._id}-rename`}
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t('menu.categories.renameLabel', { name })}
                      onClick={() => {
                        setRenaming({ id: category._id, name, error: '' })
                        focusLater(`${id}-${category._id}-name`)
                      }}
                    >
                      {t('menu.categories.rename')}
                    </button>
                  )}
                  <button
                    id={`${id}-${category._id}-picture`}
                    type="button"
                    className="button button--ghost button--small"
                    aria-expanded={picturing === category._id}
                    aria-label={t('menu.categories.pictureLabel', { name })}
                    onClick={() =>
                      setPicturing((current) => (current === category._id ? null : category._id))
                    }
                  >
                    {t('menu.categories.picture')}
                  </button>
                  <button
                    id={`${id}-${category._id}-up`}
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('menu.categories.moveUpLabel', { name })}
                    aria-disabled={index === 0 || moving}
                    onClick={() => void move(index, -1)}
                  >
                    {t('menu.moveUp')}
                  </button>
                  <button
                    id={`${id}-${category._id}-down`}
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('menu.categories.moveDownLabel', { name })}
                    aria-disabled={index === list.length - 1 || moving}
                    onClick={() => void move(index, 1)}
                  >
                    {t('menu.moveDown')}
                  </button>
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
