import type { Food } from '@quan/domain/answers'
import { foldText } from '@quan/domain/fold-text'
import { toCents } from '@quan/domain/money'
import { promotionPercent } from '@quan/domain/promotion'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client'
import { refusalOf, useErrorText } from '../../../shared/api/error-text'
import { useCategories } from '../../../shared/menu/queries'
import { Price } from '../../../shared/ui/price'
import { useAdminFoods } from '../api'
import { ConfirmDialog } from '../confirm-dialog'
import { useArchiveDish, useDeleteDish, useRestoreDish } from './api'
import { DishForm } from './dish-form'
import { ProductImage } from './product-image'
import { SoldOutToggle } from './sold-out-toggle'

type Notice = { tone: 'success' | 'error'; text: string }

const FILTERS = ['all', 'active', 'inactive', 'archived'] as const
type Filter = (typeof FILTERS)[number]

/** What the list calls a dish's status; anything unknown counts as inactive, as the shop does. */
const statusOf = (food: Food): Exclude<Filter, 'all'> =>
  food.status === 'active' ? 'active' : food.status === 'archived' ? 'archived' : 'inactive'

const matches = (food: Food, query: string) =>
  [food.name, food.nameVI, food.nameEN, food.nameSK, food.sku].some((text) =>
    foldText(text).includes(query),
  )

/** The dishes of the menu: find, create, edit, archive or restore, and delete (SPEC §2 admin). */
export function DishesSection() {
  const { t } = useTranslation('admin')
  const errorText = useErrorText()
  const id = useId()
  const foods = useAdminFoods()
  const categories = useCategories()
  const [filter, setFilter] = useState<Filter>('all')
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<Food | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Food | null>(null)
  const [archiving, setArchiving] = useState<Food | null>(null)
  const deletion = useDeleteDish()
  const archival = useArchiveDish()
  const restoral = useRestoreDish()
  // One change at a time: the dialogs and Restore wait for the one on its way.
  const busy = deletion.isPending || archival.isPending || restoral.isPending
  const [notice, setNotice] = useState<Notice | null>(null)

  /** The dish form's useSaveDish has put the dish into the list already. */
  function saved() {
    const created = editing === 'new'
    setEditing(null)
    setNotice({ tone: 'success', text: created ? t('menu.notices.created') : t('notices.updated') })
  }

  const failed = (caught: unknown, apiText: string, networkText: string) =>
    caught instanceof ApiError && !caught.isNetwork
      ? t(apiText, { message: errorText(refusalOf(caught)) || caught.message })
      : t(networkText, { error: (caught as Error).message })

  async function confirmDelete() {
    if (!deleting || busy) return
    try {
      await deletion.mutateAsync(deleting._id)
      setNotice({ tone: 'success', text: t('notices.deleted') })
    } catch (caught) {
      setNotice({
        tone: 'error',
        text: failed(caught, 'errors.deleteFailed', 'errors.deleteError'),
      })
    } finally {
      setDeleting(null)
    }
  }

  async function confirmArchive() {
    if (!archiving || busy) return
    try {
      await archival.mutateAsync(archiving._id)
      setNotice({ tone: 'success', text: t('menu.notices.archived', { name: archiving.name }) })
    } catch (caught) {
      setNotice({
        tone: 'error',
        text: failed(caught, 'menu.errors.archiveFailed', 'menu.errors.archiveError'),
      })
    } finally {
      setArchiving(null)
    }
  }

  async function restore(food: Food) {
    if (busy) return
    setNotice(null)
    try {
      await restoral.mutateAsync(food._id)
      setNotice({ tone: 'success', text: t('menu.notices.restored', { name: food.name }) })
    } catch (caught) {
      setNotice({
        tone: 'error',
        text: failed(caught, 'menu.errors.restoreFailed', 'menu.errors.restoreError'),
      })
    }
  }

  const loadError =
    foods.error instanceof ApiError && !foods.error.isNetwork
      ? t('errors.fetchFailed')
      : foods.error
        ? t('errors.fetchError', { error: foods.error.message })
        : ''

  const query = foldText(search.trim())
  const shown = (foods.data ?? []).filter(
    (food) => (filter === 'all' || statusOf(food) === filter) && (!query || matches(food, query)),
  )

  return (
    <>
      <div className="admin-dishes__bar">
        <div className="field">
          <label htmlFor={`${id}-filter`}>{t('menu.list.filter')}</label>
          <select
            id={`${id}-filter`}
            value={filter}
            onChange={(event) => setFilter(event.target.value as Filter)}
          >
            {FILTERS.map((name) => (
              <option key={name} value={name}>
                {t(`menu.list.filters.${name}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-search`}>{t('menu.list.search')}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="button"
          onClick={() => {
            setNotice(null)
            setEditing('new')
          }}
        >
          {t('menu.list.newDish')}
        </button>
      </div>
      {foods.data && (
        <p className="admin__count" aria-live="polite">
          {shown.length === foods.data.length
            ? t('count', { count: foods.data.length })
            : t('menu.list.shown', { count: shown.length, total: foods.data.length })}
        </p>
      )}

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
      ) : foods.data && shown.length === 0 ? (
        <p>{t('menu.list.noMatch')}</p>
      ) : (
        <ul className="admin-products">
          {shown.map((food) => (
            <DishRow
              key={food._id}
              food={food}
              onEdit={() => {
                setNotice(null)
                setEditing(food)
              }}
              onArchive={() => {
                setNotice(null)
                setArchiving(food)
              }}
              onRestore={() => void restore(food)}
              onDelete={() => {
                setNotice(null)
                setDeleting(food)
              }}
            />
          ))}
        </ul>
      )}

      {editing && (
        <DishForm
          food={editing === 'new' ? undefined : editing}
          categories={(categories.data ?? []).map((category) => category.name)}
          categoryRates={Object.fromEntries(
            (categories.data ?? []).map((category) => [category.name, category.vatRateId ?? null]),
          )}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      )}
      {archiving && (
        <ConfirmDialog
          title={t('menu.archive.title')}
          message={t('menu.archive.message')}
          detail={archiving.name}
          confirmLabel={t('menu.archive.confirm')}
          busyLabel={t('menu.archive.busy')}
          cancelLabel={t('confirm.cancel')}
          busy={busy}
          onConfirm={confirmArchive}
          onCancel={() => setArchiving(null)}
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
    </>
  )
}

interface DishRowProps {
  food: Food
  onEdit(): void
  onArchive(): void
  onRestore(): void
  onDelete(): void
}

function DishRow({ food, onEdit, onArchive, onRestore, onDelete }: DishRowProps) {
  const { t } = useTranslation('admin')
  const status = statusOf(food)
  const original = food.originalPrice > 0 ? food.originalPrice : food.price
  const promoted = food.isPromotion && food.promotionPrice > 0
  const percent = promoted ? promotionPercent(toCents(original), toCents(food.promotionPrice)) : 0
  const names = [
    ['vi', food.nameVI, 'menu.list.nameVI'],
    ['en', food.nameEN, 'menu.list.nameEN'],
    ['sk', food.nameSK, 'menu.list.nameSK'],
  ] as const

  return (
    <li className="admin-product" data-status={status}>
      <ProductImage image={food.image} alt={food.name} />
      <div className="admin-product__body">
        <h2>{food.name}</h2>
        <dl className="admin-product__names">
          {names.map(([language, name, label]) => (
            <div key={language}>
              <dt>{t(label)}</dt>
              <dd lang={language}>{name.trim() || t('menu.list.missingName')}</dd>
            </div>
          ))}
        </dl>
        <dl>
          <div>
            <dt>{t('list.sku')}</dt>
            <dd>{food.sku || 'N/A'}</dd>
          </div>
          <div>
            <dt>{t('list.price')}</dt>
            <dd>
              {promoted ? (
                <>
                  <s>
                    <span className="visually-hidden">{t('menu.list.was')} </span>
                    <Price cents={toCents(original)} />
                  </s>{' '}
                  <span className="visually-hidden">{t('menu.list.now')} </span>
                  <Price cents={toCents(food.promotionPrice)} />
                  {percent > 0 && <span className="dish-badge">-{percent}%</span>}
                </>
              ) : (
                <Price cents={toCents(food.price)} />
              )}
            </dd>
          </div>
          <div>
            <dt>{t('list.category')}</dt>
            <dd>{food.category}</dd>
          </div>
          <div>
            <dt>{t('menu.list.status')}</dt>
            <dd>
              <span className="dish-status" data-status={status}>
                {t(`menu.list.filters.${status}`)}
              </span>
            </dd>
          </div>
          {food.options.length > 0 && (
            <div>
              <dt>{t('menu.list.options')}</dt>
              <dd>{food.options.map((group) => group.name).join(', ')}</dd>
            </div>
          )}
        </dl>
        <p className="admin-product__description">{food.description || t('list.noDescription')}</p>
      </div>
      <div className="admin-product__actions">
        {status === 'active' && <SoldOutToggle food={food} />}
        {status !== 'archived' && (
          <button
            type="button"
            className="button button--ghost"
            aria-label={t('list.editLabel', { name: food.name })}
            onClick={onEdit}
          >
            {t('list.edit')}
          </button>
        )}
        {status === 'archived' ? (
          <button
            type="button"
            className="button button--ghost"
            aria-label={t('menu.list.restoreLabel', { name: food.name })}
            onClick={onRestore}
          >
            {t('menu.list.restore')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            aria-label={t('menu.list.archiveLabel', { name: food.name })}
            onClick={onArchive}
          >
            {t('menu.list.archive')}
          </button>
        )}
        <button
          type="button"
          className="button admin-product__delete"
          aria-label={t('list.deleteLabel', { name: food.name })}
          onClick={onDelete}
        >
          {t('list.delete')}
        </button>
      </div>
    </li>
  )
}
