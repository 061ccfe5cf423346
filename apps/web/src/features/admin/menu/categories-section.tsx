import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useCategories } from '../../../shared/menu/queries'
import { useChangeCategoryPicture, useRenameCategory, useReorderCategories } from './api'
import { CategoryActions } from './category-actions'
import { useCategoryFailure } from './category-failure'
import { CategoryRenameForm, type Renaming } from './category-rename-form'
import type { Category } from '@quan/domain/answers'
import { moved } from './dish-draft'
import { ImageUpload } from './image-upload'
import { NewCategoryForm } from './new-category-form'
import { ProductImage } from './product-image'
import { useFocusLater } from './use-focus-later'

type Notice = { tone: 'success' | 'error'; text: string }

/**
 * The menu's categories in the order the shop shows them: add one (name and picture), rename
 * it (its dishes follow, on the server), change its picture, move it up or down.
 */
export function CategoriesSection() {
  const { t } = useTranslation('admin')
  const id = useId()
  const categories = useCategories()
  const list = categories.data ?? []
  const [notice, setNotice] = useState<Notice | null>(null)
  const [renaming, setRenaming] = useState<Renaming | null>(null)
  const [picturing, setPicturing] = useState<string | null>(null)
  const reordering = useReorderCategories()
  const moving = reordering.isPending
  const renamingCategory = useRenameCategory()
  const picture = useChangeCategoryPicture()
  const orderOf = (categories: Category[]) => categories.map((item) => item._id).join('\n')
  const focusLater = useFocusLater(orderOf(list))

  const failure = useCategoryFailure()

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
        body: {
          name,
          nameVI: renaming.texts.vi.trim(),
          nameEN: renaming.texts.en.trim(),
          nameSK: renaming.texts.sk.trim(),
          image: category.image,
          vatRateId: renaming.vatRateId,
        },
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

      <NewCategoryForm
        id={id}
        onCreated={(created) =>
          setNotice({ tone: 'success', text: t('menu.categories.created', { name: created.name }) })
        }
      />

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
                    <CategoryRenameForm
                      idPrefix={`${id}-${category._id}`}
                      name={name}
                      editing={editing}
                      onType={(typed) => setRenaming({ ...editing, name: typed, error: '' })}
                      onTypeText={(language, typed) =>
                        setRenaming({
                          ...editing,
                          texts: { ...editing.texts, [language]: typed },
                          error: '',
                        })
                      }
                      onVatRate={(vatRateId) => setRenaming({ ...editing, vatRateId, error: '' })}
                      onSave={(event) => rename(category, event)}
                      onClose={() => {
                        setRenaming(null)
                        focusLater(`${id}-${category._id}-rename`)
                      }}
                    />
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
                <CategoryActions
                  idPrefix={`${id}-${category._id}`}
                  name={name}
                  renaming={Boolean(editing)}
                  picturing={picturing === category._id}
                  upDisabled={index === 0 || moving}
                  downDisabled={index === list.length - 1 || moving}
                  onRename={() => {
                    setRenaming({
                      id: category._id,
                      name,
                      texts: { vi: category.nameVI, en: category.nameEN, sk: category.nameSK },
                      vatRateId: category.vatRateId ?? null,
                      error: '',
                    })
                    focusLater(`${id}-${category._id}-name`)
                  }}
                  onPicture={() =>
                    setPicturing((current) => (current === category._id ? null : category._id))
                  }
                  onMove={(step) => void move(index, step)}
                />
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
