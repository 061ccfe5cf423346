import type { OrderingSettings } from '@quan/domain/fulfilment'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client'
import {
  fieldRefusals,
  refusalFor,
  refusalOf,
  useErrorText,
  useFailureText,
} from '../../../shared/api/error-text'
import { useSaveOrdering } from './api'
import { Button } from '../../../shared/ui/button'

/** The numbers as typed; an empty cap is no cap. */
interface Draft {
  pickup: boolean
  laterOrders: boolean
  deliveryLeadMinutes: string
  pickupLeadMinutes: string
  slotCap: string
}

const NUMBER_FIELDS = ['deliveryLeadMinutes', 'pickupLeadMinutes', 'slotCap'] as const
type NumberField = (typeof NUMBER_FIELDS)[number]

const toDraft = (settings: OrderingSettings): Draft => ({
  pickup: settings.pickup,
  laterOrders: settings.laterOrders,
  deliveryLeadMinutes: String(settings.deliveryLeadMinutes),
  pickupLeadMinutes: String(settings.pickupLeadMinutes),
  slotCap: settings.slotCap === null ? '' : String(settings.slotCap),
})

/** A whole number as typed; anything else is NaN, which the server's schema refuses by name. */
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)

function fromDraft(draft: Draft): OrderingSettings {
  return {
    pickup: draft.pickup,
    laterOrders: draft.laterOrders,
    deliveryLeadMinutes: whole(draft.deliveryLeadMinutes),
    pickupLeadMinutes: whole(draft.pickupLeadMinutes),
    slotCap: draft.slotCap.trim() === '' ? null : whole(draft.slotCap),
  }
}

/** The first number the form can tell is wrong before asking the server, with its code. */
function draftProblem(settings: OrderingSettings) {
  for (const field of ['deliveryLeadMinutes', 'pickupLeadMinutes'] as const) {
    const minutes = settings[field]
    if (!Number.isInteger(minutes) || minutes < 0 || minutes > 720) {
      return { field, code: 'LEAD_MINUTES_INVALID' as const }
    }
  }
  const cap = settings.slotCap
  if (cap !== null && (!Number.isInteger(cap) || cap < 1 || cap > 1000)) {
    return { field: 'slotCap' as const, code: 'SLOT_CAP_INVALID' as const }
  }
  return undefined
}

/**
 * How the restaurant takes orders (issue 11 §1, §2): pickup offered or not, orders for later,
 * the lead time of each, and a cap of orders per 15-minute slot (empty: none). Saved at once.
 */
export function OrderingEditor({ settings }: { settings: OrderingSettings }) {
  const { t } = useTranslation('office')
  const errorText = useErrorText()
  const failureText = useFailureText()
  const id = useId()
  const save = useSaveOrdering()
  const [draft, setDraft] = useState(() => toDraft(settings))
  const [problem, setProblem] = useState<{ text: string; fields: string[] } | null>(null)
  const [saved, setSaved] = useState(false)

  /** Says what is wrong and where: the fields at fault are marked and the first has the focus. */
  function refuse(text: string, fields: string[]) {
    setProblem({ text, fields })
  }

  // Once marked, so its description is read with it (WCAG 3.3.1), as the promo form does.
  useEffect(() => {
    if (!problem) return
    const first = NUMBER_FIELDS.find((field) => problem.fields.includes(field))
    if (first) document.getElementById(`${id}-${first}`)?.focus()
  }, [problem, id])

  function change<Key extends keyof Draft>(field: Key, value: Draft[Key]) {
    setDraft((current) => ({ ...current, [field]: value }))
    setSaved(false)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setSaved(false)
    const next = fromDraft(draft)
    const found = draftProblem(next)
    if (found) {
      refuse(errorText(refusalFor(found.code)), [found.field])
      return
    }
    setProblem(null)
    save.mutate(next, {
      onSuccess: (stored) => {
        setDraft(toDraft(stored))
        setSaved(true)
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? Object.keys(fieldRefusals(error)) : []
        const text =
          error instanceof ApiError && !error.isNetwork
            ? errorText(refusalOf(error)) || failureText(error)
            : failureText(error)
        refuse(text, fields)
      },
    })
  }

  const invalid = (field: NumberField) => (problem?.fields.includes(field) ? true : undefined)

  function number(field: NumberField, hint?: string) {
    return (
      <div className="field">
        <label htmlFor={`${id}-${field}`}>{t(`settings.ordering.${field}`)}</label>
        <input
          id={`${id}-${field}`}
          inputMode="numeric"
          value={draft[field]}
          onChange={(event) => change(field, event.currentTarget.value)}
          aria-invalid={invalid(field)}
          aria-describedby={
            [invalid(field) && `${id}-problem`, hint].filter(Boolean).join(' ') || undefined
          }
        />
      </div>
    )
  }

  return (
    <form className="office-ordering" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('settings.ordering.title')}</h3>
      <label className="office-ordering__switch">
        <input
          type="checkbox"
          checked={draft.pickup}
          onChange={(event) => change('pickup', event.currentTarget.checked)}
        />
        {t('settings.ordering.pickup')}
      </label>
      <label className="office-ordering__switch">
        <input
          type="checkbox"
          checked={draft.laterOrders}
          onChange={(event) => change('laterOrders', event.currentTarget.checked)}
        />
        {t('settings.ordering.laterOrders')}
      </label>
      <div className="office-ordering__numbers">
        {number('deliveryLeadMinutes')}
        {number('pickupLeadMinutes')}
        {number('slotCap', `${id}-cap-hint`)}
      </div>
      <p className="text-soft" id={`${id}-cap-hint`}>
        {t('settings.ordering.slotCapHint')}
      </p>
      {/* Put in when there is something to say: the areas' form below keeps its own regions. */}
      {problem && (
        <p id={`${id}-problem`} className="alert" role="alert">
          {problem.text}
        </p>
      )}
      {/* There before it speaks, so a screen reader hears it (issue 19 §4.5). */}
      <div role="status">{saved && <p>{t('settings.ordering.saved')}</p>}</div>
      <div className="office-areas__actions">
        <Button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('settings.ordering.saving') : t('settings.ordering.save')}
        </Button>
      </div>
    </form>
  )
}
