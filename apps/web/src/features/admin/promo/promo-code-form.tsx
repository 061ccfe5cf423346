import type { PromoCodeView } from '@quan/domain/answers'
import {
  PROMO_FULFILMENTS,
  PROMO_KINDS,
  promoCodeBody,
  type PromoCodeInEuros,
  type PromoFulfilment,
  type PromoKind,
} from '@quan/domain/promo-codes'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client'
import {
  fieldRefusals,
  refusalOf,
  useErrorText,
  useFailureText,
} from '../../../shared/api/error-text'
import { useSavePromoCode } from './api'
import { Button } from '../../../shared/ui/button'
import { Field, type ControlProps } from '../../../shared/ui/field'
import { useDraft } from '../../../shared/form/use-draft'

/** A code as the form holds it: every number as typed, '' for none. */
interface Draft {
  code: string
  kind: PromoKind
  value: string
  minimumSubtotal: string
  validFrom: string
  validUntil: string
  maxUses: string
  maxUsesPerGuest: string
  firstOrderOnly: boolean
  fulfilment: PromoFulfilment
  active: boolean
}

type Name = keyof Draft

const text = (value: number | string | null) => (value === null ? '' : String(value))

const toDraft = (code: PromoCodeView | undefined): Draft => ({
  code: code?.code ?? '',
  kind: code?.kind ?? 'percent',
  value: code && code.kind !== 'free-delivery' ? String(code.value) : '',
  minimumSubtotal: text(code?.minimumSubtotal ?? null),
  validFrom: code?.validFrom ?? '',
  validUntil: code?.validUntil ?? '',
  maxUses: text(code?.maxUses ?? null),
  maxUsesPerGuest: text(code?.maxUsesPerGuest ?? null),
  firstOrderOnly: code?.firstOrderOnly ?? false,
  fulfilment: code?.fulfilment ?? 'any',
  active: code?.active ?? true,
})

/** A typed number, a decimal comma allowed; '' is `blank`; anything else NaN, refused later. */
function number(typed: string, blank: number | null): number | null {
  const trimmed = typed.trim()
  if (trimmed === '') return blank
  return Number(trimmed.replace(',', '.'))
}

function fromDraft(draft: Draft): PromoCodeInEuros {
  return {
    code: draft.code,
    kind: draft.kind,
    value: draft.kind === 'free-delivery' ? 0 : (number(draft.value, Number.NaN) ?? Number.NaN),
    minimumSubtotal: number(draft.minimumSubtotal, null),
    validFrom: draft.validFrom.trim() || null,
    validUntil: draft.validUntil.trim() || null,
    maxUses: number(draft.maxUses, null),
    maxUsesPerGuest: number(draft.maxUsesPerGuest, null),
    firstOrderOnly: draft.firstOrderOnly,
    fulfilment: draft.fulfilment,
    active: draft.active,
  }
}

/**
 * Creating a code, or changing one's terms (issue 11 §4). Checked by the domain's schema first,
 * then by the server; each problem is told at its field. A code's text is fixed once created.
 */
export function PromoCodeForm({
  code,
  onDone,
}: {
  /** The code to edit; none to create one. */
  code?: PromoCodeView
  onDone(saved: PromoCodeView): void
}) {
  const { t } = useTranslation('office')
  const errorText = useErrorText()
  const failureText = useFailureText()
  const draft = useDraft(promoCodeBody, () => toDraft(code), { from: fromDraft })
  const { id, values, set } = draft
  const save = useSavePromoCode()
  const [problem, setProblem] = useState('')

  function submit(event: FormEvent) {
    event.preventDefault()
    setProblem('')
    if (draft.check() === undefined) return
    save.mutate(
      { terms: fromDraft(values), original: code?.code },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!(error instanceof ApiError) || error.isNetwork) {
            setProblem(failureText(error))
            return
          }
          if (!draft.show(fieldRefusals(error)))
            setProblem(errorText(refusalOf(error)) || failureText(error))
        },
      },
    )
  }

  /** What a field of the form needs: its control's id, its error, and its place in the grid. */
  const field = (name: Name, label: string) => ({
    ...draft.field(name),
    label,
    className: `field office-promo-form__${name}`,
  })

  const textInput =
    (
      name: Exclude<Name, 'firstOrderOnly' | 'active' | 'kind' | 'fulfilment'>,
      extra: object = {},
    ) =>
    (control: ControlProps) => (
      <input
        {...control}
        {...extra}
        value={values[name]}
        onChange={(event) => set(name, event.currentTarget.value)}
      />
    )

  const valueLabel = values.kind === 'percent' ? t('promo.form.percent') : t('promo.form.amount')

  return (
    <form
      className="office-promo-form"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>
        {code ? t('promo.form.editTitle', { code: code.code }) : t('promo.form.newTitle')}
      </h3>
      <div className="office-promo-form__grid">
        <Field {...field('code', t('promo.form.code'))}>
          {textInput('code', {
            autoComplete: 'off',
            autoCapitalize: 'characters',
            spellCheck: false,
            readOnly: Boolean(code),
          })}
        </Field>
        <Field {...field('kind', t('promo.form.kind'))}>
          {(control) => (
            <select
              {...control}
              value={values.kind}
              onChange={(event) => set('kind', event.currentTarget.value as PromoKind)}
            >
              {PROMO_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`promo.kinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {values.kind !== 'free-delivery' && (
          <Field {...field('value', valueLabel)}>
            {textInput('value', { inputMode: 'decimal' })}
          </Field>
        )}
        <Field {...field('minimumSubtotal', t('promo.form.minimum'))}>
          {textInput('minimumSubtotal', { inputMode: 'decimal' })}
        </Field>
        <Field {...field('validFrom', t('promo.form.validFrom'))}>
          {textInput('validFrom', { type: 'date' })}
        </Field>
        <Field {...field('validUntil', t('promo.form.validUntil'))}>
          {textInput('validUntil', { type: 'date' })}
        </Field>
        <Field {...field('maxUses', t('promo.form.maxUses'))}>
          {textInput('maxUses', { inputMode: 'numeric' })}
        </Field>
        <Field {...field('maxUsesPerGuest', t('promo.form.maxUsesPerGuest'))}>
          {textInput('maxUsesPerGuest', { inputMode: 'numeric' })}
        </Field>
        <Field {...field('fulfilment', t('promo.form.fulfilment'))}>
          {(control) => (
            <select
              {...control}
              value={values.fulfilment}
              onChange={(event) => set('fulfilment', event.currentTarget.value as PromoFulfilment)}
            >
              {PROMO_FULFILMENTS.map((fulfilment) => (
                <option key={fulfilment} value={fulfilment}>
                  {t(`promo.fulfilments.${fulfilment}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <p className="text-soft">{t('promo.form.blankHint')}</p>
      <label className="office-promo-form__check">
        <input
          type="checkbox"
          checked={values.firstOrderOnly}
          onChange={(event) => set('firstOrderOnly', event.currentTarget.checked)}
        />
        {t('promo.form.firstOrderOnly')}
      </label>
      <label className="office-promo-form__check">
        <input
          type="checkbox"
          checked={values.active}
          onChange={(event) => set('active', event.currentTarget.checked)}
        />
        {t('promo.form.active')}
      </label>
      <div role="alert">{problem && <p className="alert">{problem}</p>}</div>
      <div className="office-promo-form__actions">
        <Button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('promo.form.saving') : t('promo.form.save')}
        </Button>
      </div>
    </form>
  )
}
