import type { Food } from '@quan/domain/answers'
import { VALIDATION_CODES } from '@quan/domain/error-codes'
import { MESSAGES } from '@quan/domain/messages'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client'
import { fieldRefusals, refusalOf, useErrorText } from '../../../shared/api/error-text'
import { Modal } from '../../../shared/ui/modal'
import { useSendingNow } from '../../../shared/api/mutation'
import { saveDishKey, useSaveDish } from './api'
import {
  LIMITS,
  bodyOf,
  checkDish,
  draftOf,
  emptyDraft,
  type ChoiceDraft,
  type DishDraft,
  type GroupDraft,
  type Problem,
  textKey,
  tabTexts,
} from './dish-draft'
import { DishNames } from './dish-names'
import { LanguageTabs } from '../language-tabs'
import { DishOptionGroups } from './dish-option-groups'
import { DishAllergens } from './dish-allergens'
import { DishPromotion } from './dish-promotion'
import { DishTextField } from './dish-text-field'
import { EuroInput } from './euro-input'
import type { FieldMarks } from './field-marks'
import { ImageUpload } from './image-upload'
import { useFocusLater } from './use-focus-later'
import { VatRateSelect } from './vat-rate-select'
import { Button } from '../../../shared/ui/button'
import { Field } from '../../../shared/ui/field'

interface DishFormProps {
  /** The dish to edit; none for a new one. */
  food?: Food
  categories: string[]
  /** Each category's VAT rate by its name (issue 22 §2), for what "category default" comes to. */
  categoryRates?: Record<string, string | null>
  onSaved(food: Food): void
  onCancel(): void
}

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
    'vatRateId',
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
export function DishForm({ food, categories, categoryRates, onSaved, onCancel }: DishFormProps) {
  const { t, i18n } = useTranslation('admin')
  const errorText = useErrorText()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [draft, setDraft] = useState<DishDraft>(() => (food ? draftOf(food) : emptyDraft()))
  // Path -> text shown next to the field (translated checks, or the server's own message).
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [general, setGeneral] = useState('')
  const saving = useSaveDish()
  const sendingNow = useSendingNow(saveDishKey)
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

  /** A check's problem in words: the form's own text, or the domain message's by its code. */
  function problemText(problem: Problem): string {
    if (i18n.exists(`menu.check.${problem}`, { ns: 'admin' })) return t(`menu.check.${problem}`)
    if (!Object.hasOwn(MESSAGES, problem))
      return errorText({ code: 'REQUEST_INVALID', message: problem })
    const key = problem as keyof typeof MESSAGES
    return errorText({ code: VALIDATION_CODES[key], message: MESSAGES[key] })
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    if (sendingNow()) return
    if (uploads > 0) {
      showProblems(errors, t('menu.form.waitForUpload'))
      return
    }
    const problems = checkDish(draft)
    if (Object.keys(problems).length > 0) {
      showProblems(
        Object.fromEntries(
          Object.entries(problems).map(([path, problem]) => [path, problemText(problem)]),
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

  const field = (path: string) => ({ id: `${id}-${path}`, error: errors[path] ?? '' })
  const marks: FieldMarks = { field, fieldProps, errorOf }

  return (
    <Modal label={title} onClose={onCancel} className="admin-dialog admin-dish">
      <form ref={form} className="admin-edit" noValidate onSubmit={save}>
        <h2>{title}</h2>
        {general && (
          <p role="alert" className="alert" tabIndex={-1}>
            {general}
          </p>
        )}

        <DishNames draft={draft} onSet={set} marks={marks} />

        <Field
          {...field('description')}
          label={t('edit.description')}
          after={
            <LanguageTabs
              idPrefix={`${id}-description`}
              label={t('edit.description')}
              values={tabTexts(draft, 'description')}
              onChange={(language, value) => set(textKey('description', language), value)}
              maxLength={LIMITS.description}
              multiline
            />
          }
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={LIMITS.description}
              value={draft.description}
              onChange={(event) => set('description', event.target.value)}
            />
          )}
        </Field>

        <div className="admin-edit__row">
          <Field {...field('price')} label={t('edit.price')}>
            {(control) => (
              <EuroInput
                control={control}
                value={draft.price}
                onChange={(value) => set('price', value)}
              />
            )}
          </Field>
          <DishTextField
            field="sku"
            label={t('edit.sku')}
            maxLength={LIMITS.sku}
            value={draft.sku}
            onChange={(sku) => set('sku', sku)}
            marks={marks}
          />
        </div>

        <div className="admin-edit__row">
          <Field {...field('category')} label={t('edit.category')}>
            {(control) => (
              <select
                {...control}
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
            )}
          </Field>
          <Field {...field('status')} label={t('menu.form.status')}>
            {(control) => (
              <select
                {...control}
                value={draft.status}
                onChange={(event) =>
                  set('status', event.target.value === 'inactive' ? 'inactive' : 'active')
                }
              >
                <option value="active">{t('menu.form.statusActive')}</option>
                <option value="inactive">{t('menu.form.statusInactive')}</option>
              </select>
            )}
          </Field>
        </div>

        <VatRateSelect
          id={`${id}-vatRateId`}
          value={draft.vatRateId}
          onChange={(value) => set('vatRateId', value)}
          fallback="category"
          categoryRateId={categoryRates?.[draft.category] ?? null}
          error={errors.vatRateId}
        />

        <div className="admin-dish__image">
          <ImageUpload
            label={t('menu.form.image')}
            image={draft.image}
            onChange={(image) => set('image', image)}
            onBusyChange={uploading}
          />
          {errorOf('image')}
        </div>

        <DishPromotion draft={draft} onSet={set} marks={marks} />

        <DishAllergens idPrefix={id} draft={draft} onSet={set} marks={marks} />

        <DishOptionGroups
          groups={draft.options}
          idPrefix={id}
          marks={marks}
          onChangeGroup={changeGroup}
          onChoice={changeChoice}
          onChangeGroups={changeGroups}
          onUploading={uploading}
          focusLater={focusLater}
        />

        <div className="admin-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('edit.cancel')}
          </button>
          <Button type="submit" className="button" disabled={saving.isPending}>
            {saving.isPending ? t('edit.saving') : isNew ? t('menu.form.create') : t('edit.save')}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
