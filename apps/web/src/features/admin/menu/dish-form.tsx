import { toCents } from '@quan/domain/money'
import { promotionPercent, showsDiscountBadge } from '@quan/domain/promotion'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client'
import { fieldRefusals, refusalOf, useErrorText } from '../../../shared/api/error-text'
import type { Food } from '../../../shared/menu/types'
import { Modal } from '../../../shared/ui/modal'
import { useSaveDish } from './api'
import {
  LIMITS,
  bodyOf,
  checkDish,
  draftOf,
  emptyDraft,
  euros,
  moved,
  newGroup,
  type ChoiceDraft,
  type DishDraft,
  type GroupDraft,
} from './dish-draft'
import { ImageUpload } from './image-upload'
import { GroupEditor } from './option-group-editor'
import { useFocusLater } from './use-focus-later'

interface DishFormProps {
  /** The dish to edit; none for a new one. */
  food?: Food
  categories: string[]
  onSaved(food: Food): void
  onCancel(): void
}

type TextField = 'name' | 'nameVI' | 'nameEN' | 'nameSK' | 'description' | 'price' | 'sku'

/** Every path a field of this draft shows its own error under; others go to the top alert. */
function fieldPaths(draft: DishDraft): Set<string> {
  const paths = new Set([
    'name',
    'nameVI',
    'nameEN',
    'nameSK',
    'description',
    'price',
    'sku',
    'category',
    'status',
    'image',
    'promotionPrice',
  ])
  draft.options.forEach((group, g) => {
    for (const part of ['name', 'pricingMode', 'defaultChoiceCode', 'choices'])
      paths.add(`options.${g}.${part}`)
    group.choices.forEach((_choice, c) => {
      for (const part of ['code', 'label', 'price', 'image'])
        paths.add(`options.${g}.choices.${c}.${part}`)
    })
  })
  return paths
}

const withoutOptionErrors = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith('options')))

/**
 * Creates or edits a dish with every field the server keeps: the base name and the three
 * translated names, description, price, SKU, category, status, picture, promotion and option
 * groups. The SPEC's edit modal fields (name, SKU, price in steps of 0.01, category, a 3-row
 * description) are all here, with its texts.
 */
export function DishForm({ food, categories, onSaved, onCancel }: DishFormProps) {
  const { t } = useTranslation('admin')
  const errorText = useErrorText()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [draft, setDraft] = useState<DishDraft>(() => (food ? draftOf(food) : emptyDraft()))
  // Path -> text shown next to the field (translated checks, or the server's own message).
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [general, setGeneral] = useState('')
  const saving = useSaveDish()
  const [uploads, setUploads] = useState(0)
  const [focusRequest, setFocusRequest] = useState(0)
  const focusLater = useFocusLater()
  const isNew = !food

  // After a refused save, the first field in trouble gets the focus (or the alert, if none).
  useEffect(() => {
    if (focusRequest === 0) return
    const node = form.current
    const target =
      node?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      node?.querySelector<HTMLElement>('[role="alert"]')
    target?.focus()
  }, [focusRequest])

  const title = isNew ? t('menu.form.newTitle') : t('edit.title')
  const choices =
    !draft.category || categories.includes(draft.category)
      ? categories
      : [draft.category, ...categories]

  function clear(path: string) {
    setErrors((current) => {
      if (!(path in current)) return current
      const { [path]: _gone, ...rest } = current
      return rest
    })
  }

  function set<K extends keyof DishDraft>(field: K, value: DishDraft[K], path: string = field) {
    setDraft((current) => ({ ...current, [field]: value }))
    clear(path)
  }

  /** Groups and choices are addressed by key, since an index changes when rows move. */
  function changeGroup(key: string, change: (group: GroupDraft) => GroupDraft, path?: string) {
    setDraft((current) => ({
      ...current,
      options: current.options.map((group) => (group.key === key ? change(group) : group)),
    }))
    if (path) clear(path)
    // Adding, removing or moving rows shifts the indexes the errors are filed under.
    else setErrors(withoutOptionErrors)
  }

  function changeChoice(
    groupKey: string,
    choiceKey: string,
    patch: Partial<ChoiceDraft>,
    path: string,
  ) {
    changeGroup(
      groupKey,
      (group) => ({
        ...group,
        choices: group.choices.map((choice) =>
          choice.key === choiceKey ? { ...choice, ...patch } : choice,
        ),
      }),
      path,
    )
  }

  function changeGroups(change: (groups: GroupDraft[]) => GroupDraft[]) {
    setDraft((current) => ({ ...current, options: change(current.options) }))
    setErrors(withoutOptionErrors)
  }

  function showProblems(next: Record<string, string>, message: string) {
    setErrors(next)
    const known = fieldPaths(draft)
    const elsewhere = Object.entries(next)
      .filter(([path]) => !known.has(path))
      .map(([, text]) => text)
    setGeneral([message, ...elsewhere].filter(Boolean).join(' '))
    setFocusRequest((n) => n + 1)
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    if (saving.isPending) return
    if (uploads > 0) {
      showProblems(errors, t('menu.form.waitForUpload'))
      return
    }
    const problems = checkDish(draft)
    if (Object.keys(problems).length > 0) {
      showProblems(
        Object.fromEntries(
          Object.entries(problems).map(([path, problem]) => [path, t(`menu.check.${problem}`)]),
        ),
        t('menu.form.fixFields'),
      )
      return
    }
    setGeneral('')
    try {
      // useSaveDish puts the answer into the list of dishes.
      onSaved(await saving.mutateAsync({ id: food?._id, body: bodyOf(draft) }))
    } catch (caught) {
      if (caught instanceof ApiError && !caught.isNetwork) {
        const serverErrors = Object.fromEntries(
          Object.entries(fieldRefusals(caught)).map(([path, refusal]) => [
            path,
            errorText(refusal),
          ]),
        )
        const message = errorText(refusalOf(caught)) || caught.message
        showProblems(
          serverErrors,
          isNew
            ? t('menu.errors.createFailed', { message })
            : t('errors.updateFailed', { message }),
        )
      } else {
        showProblems(
          {},
          isNew
            ? t('menu.errors.createError', { error: (caught as Error).message })
            : t('errors.updateError', { error: (caught as Error).message }),
        )
      }
    }
  }

  const uploading = (busy: boolean) => setUploads((n) => Math.max(0, n + (busy ? 1 : -1)))

  /** id, aria-invalid and aria-describedby of the input that shows the error under `path`. */
  const fieldProps = (path: string) => ({
    id: `${id}-${path}`,
    'aria-invalid': errors[path] ? true : undefined,
    'aria-describedby': errors[path] ? `${id}-${path}-error` : undefined,
  })
  const errorOf = (path: string) =>
    errors[path] ? (
      <p id={`${id}-${path}-error`} className="field-error">
        {errors[path]}
      </p>
    ) : null

  const textField = (
    field: TextField,
    label: string,
    extra: { maxLength?: number; lang?: string; required?: boolean } = {},
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        {...fieldProps(field)}
        required={extra.required ?? true}
        maxLength={extra.maxLength}
        lang={extra.lang}
        value={draft[field]}
        onChange={(event) => set(field, event.target.value)}
      />
      {errorOf(field)}
    </div>
  )

  const price = euros(draft.price)
  const promotion = euros(draft.promotionPrice)
  const percent =
    draft.isPromotion && Number.isFinite(price) && Number.isFinite(promotion)
      ? promotionPercent(toCents(price), toCents(promotion))
      : 0
  const badgeShown = showsDiscountBadge({
    priceCents: 0,
    isPromotion: draft.isPromotion,
    originalPriceCents: 0,
    promotionPriceCents: 0,
    options: draft.options.map((group) => ({ ...group, choices: [], defaultChoiceCode: '' })),
  })

  return (
    <Modal label={title} onClose={onCancel} className="admin-dialog admin-dish">
      <form ref={form} className="admin-edit" noValidate onSubmit={save}>
        <h2>{title}</h2>
        {general && (
          <p role="alert" className="alert" tabIndex={-1}>
            {general}
          </p>
        )}

        <fieldset className="admin-dish__names">
          <legend>{t('menu.form.names')}</legend>
          {textField('name', t('edit.name'), { maxLength: LIMITS.name })}
          {textField('nameVI', t('menu.form.nameVI'), { maxLength: LIMITS.name, lang: 'vi' })}
          {textField('nameEN', t('menu.form.nameEN'), { maxLength: LIMITS.name, lang: 'en' })}
          {textField('nameSK', t('menu.form.nameSK'), { maxLength: LIMITS.name, lang: 'sk' })}
        </fieldset>

        <div className="field">
          <label htmlFor={`${id}-description`}>{t('edit.description')}</label>
          <textarea
            {...fieldProps('description')}
            rows={3}
            maxLength={LIMITS.description}
            value={draft.description}
            onChange={(event) => set('description', event.target.value)}
          />
          {errorOf('description')}
        </div>

        <div className="admin-edit__row">
          <div className="field">
            <label htmlFor={`${id}-price`}>{t('edit.price')}</label>
            <input
              {...fieldProps('price')}
              type="number"
              step="0.01"
              min="0.01"
              inputMode="decimal"
              required
              value={draft.price}
              onChange={(event) => set('price', event.target.value)}
            />
            {errorOf('price')}
          </div>
          {textField('sku', t('edit.sku'), { maxLength: LIMITS.sku })}
        </div>

        <div className="admin-edit__row">
          <div className="field">
            <label htmlFor={`${id}-category`}>{t('edit.category')}</label>
            <select
              {...fieldProps('category')}
              required
              value={draft.category}
              onChange={(event) => set('category', event.target.value)}
            >
              <option value="">{t('edit.categoryPlaceholder')}</option>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
            {errorOf('category')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-status`}>{t('menu.form.status')}</label>
            <select
              {...fieldProps('status')}
              value={draft.status}
              onChange={(event) =>
                set('status', event.target.value === 'inactive' ? 'inactive' : 'active')
              }
            >
              <option value="active">{t('menu.form.statusActive')}</option>
              <option value="inactive">{t('menu.form.statusInactive')}</option>
            </select>
            {errorOf('status')}
          </div>
        </div>

        <div className="admin-dish__image">
          <ImageUpload
            label={t('menu.form.image')}
            image={draft.image}
            onChange={(image) => set('image', image)}
            onBusyChange={uploading}
          />
          {errorOf('image')}
        </div>

        <fieldset className="admin-dish__promotion">
          <legend>{t('menu.form.promotion')}</legend>
          <label className="admin-check">
            <input
              type="checkbox"
              checked={draft.isPromotion}
              onChange={(event) => set('isPromotion', event.target.checked, 'promotionPrice')}
            />
            {t('menu.form.onPromotion')}
          </label>
          {draft.isPromotion && (
            <div className="field">
              <label htmlFor={`${id}-promotionPrice`}>{t('menu.form.promotionPrice')}</label>
              <input
                {...fieldProps('promotionPrice')}
                type="number"
                step="0.01"
                min="0.01"
                inputMode="decimal"
                required
                value={draft.promotionPrice}
                onChange={(event) => set('promotionPrice', event.target.value)}
              />
              {errorOf('promotionPrice')}
              <p className="admin-dish__percent" aria-live="polite">
                {percent > 0 ? (
                  <>
                    <span className="dish-badge">-{percent}%</span>{' '}
                    {badgeShown
                      ? t('menu.form.percent', { percent })
                      : t('menu.form.percentHidden', { percent })}
                  </>
                ) : (
                  t('menu.form.percentNone')
                )}
              </p>
            </div>
          )}
        </fieldset>

        <section className="admin-dish__groups" aria-labelledby={`${id}-groups`}>
          <h3 id={`${id}-groups`}>{t('menu.form.groups')}</h3>
          <p className="admin-dish__hint">{t('menu.form.groupsHint')}</p>
          {draft.options.map((group, g) => (
            <GroupEditor
              key={group.key}
              group={group}
              index={g}
              count={draft.options.length}
              idPrefix={`${id}-g${group.key}`}
              errorOf={errorOf}
              fieldProps={fieldProps}
              onChange={(change, path) => changeGroup(group.key, change, path)}
              onChoice={(choiceKey, patch, path) => changeChoice(group.key, choiceKey, patch, path)}
              onMove={(step) => {
                focusLater(`${id}-g${group.key}-${step < 0 ? 'up' : 'down'}`)
                changeGroups((groups) =>
                  moved(
                    groups,
                    groups.findIndex((item) => item.key === group.key),
                    step,
                  ),
                )
              }}
              onRemove={() => {
                focusLater(`${id}-add-group`)
                changeGroups((groups) => groups.filter((item) => item.key !== group.key))
              }}
              onUploading={uploading}
              focusLater={focusLater}
            />
          ))}
          <button
            id={`${id}-add-group`}
            type="button"
            className="button button--ghost"
            disabled={draft.options.length >= LIMITS.groups}
            onClick={() => {
              const group = newGroup()
              // The new group's name is the next thing to type.
              focusLater(`${id}-g${group.key}-name`)
              changeGroups((groups) => [...groups, group])
            }}
          >
            {t('menu.form.addGroup')}
          </button>
        </section>

        <div className="admin-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('edit.cancel')}
          </button>
          <button type="submit" className="button" disabled={saving.isPending}>
            {saving.isPending ? t('edit.saving') : isNew ? t('menu.form.create') : t('edit.save')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
