import { toCents } from '@quan/domain/money'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client'
import { menuKeys, useCategories } from '../../../shared/menu/queries'
import type { Food } from '../../../shared/menu/types'
import { Price } from '../../../shared/ui/price'
import { adminKeys, removeFood, useAdminFoods } from '../api'
import { ConfirmDialog } from '../confirm-dialog'
import { EditProductModal } from './edit-product-modal'
import { ProductImage } from './product-image'

type Notice = { tone: 'success' | 'error'; text: string }

/** The dishes of the menu: list, edit and delete (SPEC §2 admin). */
export function MenuSection() {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const foods = useAdminFoods()
  const categories = useCategories()
  const [editing, setEditing] = useState<Food | null>(null)
  const [deleting, setDeleting] = useState<Food | null>(null)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)

  /** The shop's own menu query is refreshed too, so shoppers see the change. */
  function changeList(update: (list: Food[]) => Food[]) {
    queryClient.setQueryData<Food[]>(adminKeys.foods, (list) => update(list ?? []))
    void queryClient.invalidateQueries({ queryKey: menuKeys.foods })
  }

  function saved(food: Food) {
    changeList((list) => list.map((item) => (item._id === food._id ? food : item)))
    setEditing(null)
    setNotice({ tone: 'success', text: t('notices.updated') })
  }

  async function confirmDelete() {
    if (!deleting || busy) return
    setBusy(true)
    try {
      await removeFood(deleting._id)
      const gone = deleting._id
      changeList((list) => list.filter((item) => item._id !== gone))
      setNotice({ tone: 'success', text: t('notices.deleted') })
    } catch (caught) {
      setNotice({
        tone: 'error',
        text:
          caught instanceof ApiError && !caught.isNetwork
            ? t('errors.deleteFailed', { message: caught.message })
            : t('errors.deleteError', { error: (caught as Error).message }),
      })
    } finally {
      setBusy(false)
      setDeleting(null)
    }
  }

  const loadError =
    foods.error instanceof ApiError && !foods.error.isNetwork
      ? t('errors.fetchFailed')
      : foods.error
        ? t('errors.fetchError', { error: foods.error.message })
        : ''

  return (
    <div className="container page admin">
      <header className="admin__head">
        <div>
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
        </div>
        {foods.data && <p className="admin__count">{t('count', { count: foods.data.length })}</p>}
      </header>

      <div className="admin__notices" role="status" aria-live="polite">
        {notice?.tone === 'success' && <p className="alert alert--success">{notice.text}</p>}
      </div>
      {notice?.tone === 'error' && (
        <p className="alert" role="alert">
          {notice.text}
        </p>
      )}
      {loadError && (
        <p className="alert" role="alert">
          {loadError}
        </p>
      )}

      {foods.isPending ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : foods.data?.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="admin-products">
          {foods.data?.map((food) => (
            <li key={food._id} className="admin-product">
              <ProductImage image={food.image} alt={food.name} />
              <div className="admin-product__body">
                <h2>{food.name}</h2>
                <dl>
                  <div>
                    <dt>{t('list.sku')}</dt>
                    <dd>{food.sku || 'N/A'}</dd>
                  </div>
                  <div>
                    <dt>{t('list.price')}</dt>
                    <dd>
                      <Price cents={toCents(food.price)} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('list.category')}</dt>
                    <dd>{food.category}</dd>
                  </div>
                </dl>
                <p className="admin-product__description">
                  {food.description || t('list.noDescription')}
                </p>
              </div>
              <div className="admin-product__actions">
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={t('list.editLabel', { name: food.name })}
                  onClick={() => {
                    setNotice(null)
                    setEditing(food)
                  }}
                >
                  {t('list.edit')}
                </button>
                <button
                  type="button"
                  className="button admin-product__delete"
                  aria-label={t('list.deleteLabel', { name: food.name })}
                  onClick={() => {
                    setNotice(null)
                    setDeleting(food)
                  }}
                >
                  {t('list.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {editing && (
        <EditProductModal
          food={editing}
          categories={(categories.data ?? []).map((category) => category.name)}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('confirm.title')}
          message={t('confirm.message')}
          detail={deleting.name}
          confirmLabel={t('confirm.delete')}
          busyLabel={t('confirm.deleting')}
          cancelLabel={t('confirm.cancel')}
          busy={busy}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  )
}
