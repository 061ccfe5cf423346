import type { PromoCodeView } from '@quan/domain/answers'
import { codeOfMessage } from '@quan/domain/error-codes'
import {
  PROMO_FULFILMENTS,
  PROMO_KINDS,
  promoCodeBody,
  type PromoCodeInEuros,
  type PromoFulfilment,
  type PromoKind,
} from '@quan/domain/promo-codes'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client'
import {
  fieldRefusals,
  refusalFor,
  refusalOf,
  useErrorText,
  useFailureText,
} from '../../../shared/api/error-text'
import { useSavePromoCode } from './api'
import { Button } from '../../../shared/ui/button'

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

type Field = keyof Draft

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
  const id = useId()
  const save = useSavePromoCode()
  const [draft, setDraft] = useState(() => toDraft(code))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [problem, setProblem] = useState('')

  function change<Name extends Field>(name: Name, value: Draft[Name]) {
    setDraft((current) => ({ ...current, [name]: value }))
    setErrors(({ [name]: _gone, ...rest }) => rest)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const terms = fromDraft(draft)
    const checked = promoCodeBody.safeParse(terms)
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {}
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field
        found[field] ??= errorText(refusalFor(codeOfMessage(issue.message)))
      }
      setErrors(found)
      setProblem('')
      focusFirst(found)
      return
    }
    setErrors({})
    setProblem('')
    save.mutate(
      { terms, original: code?.code },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!(error instanceof ApiError) || error.isNetwork) {
            setProblem(failureText(error))
            return
          }
          const fields = fieldRefusals(error)
          const found = Object.fromEntries(
            Object.entries(fields).map(([path, refusal]) => [
              path.split('.')[0],
              errorText(refusal),
            ]),
          ) as Partial<Record<Field, string>>
          if (Object.keys(found).length > 0) {
            setErrors(found)
            focusFirst(found)
          } else setProblem(errorText(refusalOf(error)) || failureText(error))
        },
      },
    )
  }

  function focusFirst(found: Partial<Record<Field, string>>) {
    const first = (Object.keys(draft) as Field[]).find((name) => found[name])
    if (first) document.getElementById(`${id}-${first}`)?.focus()
  }

  /** A field's label, input and error, tied together for assistive technology. */
  function field(name: Field, label: string, input: (props: object) => ReactNode) {
    const error = errors[name]
    return (
      <div className={`field office-promo-form__${name}`}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {input({
          id: `${id}-${name}`,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-${name}-error` : undefined,
        })}
        {error && (
          <p id={`${id}-${name}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    )
  }

  const textInput =
    (
      name: Exclude<Field, 'firstOrderOnly' | 'active' | 'kind' | 'fulfilment'>,
      extra: object = {},
    ) =>
    (props: object) => (
      <input
        {...props}
        {...extra}
        value={draft[name]}
        onChange={(event) => change(name, event.currentTarget.value)}
      />
    )

  const valueLabel = draft.kind === 'percent' ? t('promo.form.percent') : t('promo.form.amount')

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
        {field(
          'code',
          t('promo.form.code'),
          textInput('code', {
            autoComplete: 'off',
            autoCapitalize: 'characters',
            spellCheck: false,
            readOnly: Boolean(code),
          }),
        )}
        {field('kind', t('promo.form.kind'), (props) => (
          <select
            {...props}
            value={draft.kind}
            onChange={(event) => change('kind', event.currentTarget.value as PromoKind)}
          >
            {PROMO_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`promo.kinds.${kind}`)}
              </option>
            ))}
          </select>
        ))}
        {draft.kind !== 'free-delivery' &&
          field('value', valueLabel, textInput('value', { inputMode: 'decimal' }))}
        {field(
          'minimumSubtotal',
          t('promo.form.minimum'),
          textInput('minimumSubtotal', { inputMode: 'decimal' }),
        )}
        {field('validFrom', t('promo.form.validFrom'), textInput('validFrom', { type: 'date' }))}
        {field('validUntil', t('promo.form.validUntil'), textInput('validUntil', { type: 'date' }))}
        {field('maxUses', t('promo.form.maxUses'), textInput('maxUses', { inputMode: 'numeric' }))}
        {field(
          'maxUsesPerGuest',
          t('promo.form.maxUsesPerGuest'),
          textInput('maxUsesPerGuest', { inputMode: 'numeric' }),
        )}
        {field('fulfilment', t('promo.form.fulfilment'), (props) => (
          <select
            {...props}
            value={draft.fulfilment}
            onChange={(event) => change('fulfilment', event.currentTarget.value as PromoFulfilment)}
          >
            {PROMO_FULFILMENTS.map((fulfilment) => (
              <option key={fulfilment} value={fulfilment}>
                {t(`promo.fulfilments.${fulfilment}`)}
              </option>
            ))}
          </select>
        ))}
      </div>
      <p className="text-soft">{t('promo.form.blankHint')}</p>
      <label className="office-promo-form__check">
        <input
          type="checkbox"
          checked={draft.firstOrderOnly}
          onChange={(event) => change('firstOrderOnly', event.currentTarget.checked)}
        />
        {t('promo.form.firstOrderOnly')}
      </label>
      <label className="office-promo-form__check">
        <input
          type="checkbox"
          checked={draft.active}
          onChange={(event) => change('active', event.currentTarget.checked)}
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
