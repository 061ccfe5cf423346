import { orderingSettingsShape, type OrderingSettings } from '@quan/domain/fulfilment'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client'
import {
  fieldRefusals,
  refusalOf,
  useErrorText,
  useFailureText,
} from '../../../shared/api/error-text'
import { useSaveOrdering } from './api'
import { Button } from '../../../shared/ui/button'
import { Field } from '../../../shared/ui/field'
import { useDraft } from '../../../shared/form/use-draft'

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

/**
 * How the restaurant takes orders (issue 11 §1, §2): pickup offered or not, orders for later,
 * the lead time of each, and a cap of orders per 15-minute slot (empty: none). Saved at once.
 */
export function OrderingEditor({ settings }: { settings: OrderingSettings }) {
  const { t } = useTranslation('office')
  const errorText = useErrorText()
  const failureText = useFailureText()
  const save = useSaveOrdering()
  const draft = useDraft(orderingSettingsShape, () => toDraft(settings), { from: fromDraft })
  const { id, values, errors } = draft
  // The server's refusal in words; the schema's is the first marked field's own.
  const [refusal, setRefusal] = useState('')
  const [saved, setSaved] = useState(false)
  const firstMarked = NUMBER_FIELDS.find((field) => errors[field])
  const problem = refusal || (firstMarked ? draft.errorOf(firstMarked) : '')

  // The marks and the words stay until the next save: editing a field keeps them.
  function change<Key extends keyof Draft>(field: Key, value: Draft[Key]) {
    draft.setValues((current) => ({ ...current, [field]: value }))
    setSaved(false)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setSaved(false)
    setRefusal('')
    // The server's schema, first: the fields at fault are marked and the first has the focus.
    if (draft.check() === undefined) return
    save.mutate(fromDraft(values), {
      onSuccess: (stored) => {
        draft.reset(toDraft(stored))
        setSaved(true)
      },
      onError: (error) => {
        if (error instanceof ApiError) draft.show(fieldRefusals(error))
        setRefusal(
          error instanceof ApiError && !error.isNetwork
            ? errorText(refusalOf(error)) || failureText(error)
            : failureText(error),
        )
      },
    })
  }

  const number = (field: NumberField, hint?: string) => (
    <Field
      id={`${id}-${field}`}
      label={t(`settings.ordering.${field}`)}
      invalid={Boolean(errors[field])}
      describedBy={[errors[field] && `${id}-problem`, hint].filter(Boolean).join(' ') || undefined}
    >
      {(control) => (
        <input
          {...control}
          inputMode="numeric"
          value={values[field]}
          onChange={(event) => change(field, event.currentTarget.value)}
        />
      )}
    </Field>
  )

  return (
    <form className="office-ordering" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('settings.ordering.title')}</h3>
      <label className="office-ordering__switch">
        <input
          type="checkbox"
          checked={values.pickup}
          onChange={(event) => change('pickup', event.currentTarget.checked)}
        />
        {t('settings.ordering.pickup')}
      </label>
      <label className="office-ordering__switch">
        <input
          type="checkbox"
          checked={values.laterOrders}
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
          {problem}
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
