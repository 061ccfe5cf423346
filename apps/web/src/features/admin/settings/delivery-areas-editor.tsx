import { deliveryAreasProblem, type DeliveryAreaInEuros } from '@quan/domain/delivery-areas'
import { VALIDATION_CODES } from '@quan/domain/error-codes'
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
import { useSaveDeliveryAreas } from './api'
import { Button } from '../../../shared/ui/button'
import { Field } from '../../../shared/ui/field'
import { focusFirst, useFocusAfterRender } from '../../../shared/ui/focus'

/** An area as the form holds it: every amount as typed. */
interface AreaDraft {
  /** Keeps each row's inputs its own when a row above it is removed. */
  key: number
  name: string
  postalCodes: string
  fee: string
  minimum: string
  freeFrom: string
}

type DraftField = Exclude<keyof AreaDraft, 'key'>

let nextKey = 0

const toDraft = (area: DeliveryAreaInEuros): AreaDraft => ({
  key: nextKey++,
  name: area.name,
  postalCodes: area.postalCodes.join(', '),
  fee: String(area.fee),
  minimum: area.minimum === 0 ? '' : String(area.minimum),
  freeFrom: area.freeFrom === null ? '' : String(area.freeFrom),
})

const emptyDraft = (): AreaDraft => ({
  key: nextKey++,
  name: '',
  postalCodes: '',
  fee: '',
  minimum: '',
  freeFrom: '',
})

/** A typed amount in euros, a decimal comma allowed; an empty one is `blank`. */
function euros(text: string, blank: number | null): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return blank
  // Not Number.parseFloat: '2x' must be refused, not read as 2.
  return Number(trimmed.replace(',', '.'))
}

/** Codes are listed with commas (or one a line): a space is part of a Slovak code, `811 01`. */
const splitCodes = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((code) => code.trim())
    .filter(Boolean)

function fromDraft(draft: AreaDraft): DeliveryAreaInEuros {
  return {
    name: draft.name,
    postalCodes: splitCodes(draft.postalCodes),
    fee: euros(draft.fee, Number.NaN) ?? Number.NaN,
    minimum: euros(draft.minimum, 0) ?? 0,
    freeFrom: euros(draft.freeFrom, null),
  }
}

/** `areas.2.fee` -> '2.fee', the key the form marks fields by. */
const fieldKey = (path: readonly (string | number)[]) => path.slice(1).join('.')

/**
 * The delivery areas (issue 11 §3): each with its name, postal codes (82105, 811* or *), fee,
 * minimum order and free-delivery threshold. The whole list is saved at once, checked here by
 * the domain's rule first and by the server again.
 */
export function DeliveryAreasEditor({ areas }: { areas: DeliveryAreaInEuros[] }) {
  const { t } = useTranslation('office')
  const errorText = useErrorText()
  const failureText = useFailureText()
  const id = useId()
  const save = useSaveDeliveryAreas()
  const [drafts, setDrafts] = useState(() => areas.map(toDraft))
  const [problem, setProblem] = useState<{ text: string; fields: string[] } | null>(null)
  const [saved, setSaved] = useState(false)
  const afterRender = useFocusAfterRender()

  // The first field at fault takes the focus once marked, so its description is read with it
  // (WCAG 3.3.1), as the promo form does.
  useEffect(() => {
    const first = problem?.fields[0]
    if (first) document.getElementById(`${id}-${first.split('.').slice(0, 2).join('-')}`)?.focus()
  }, [problem, id])

  function change(index: number, field: DraftField, value: string) {
    setDrafts((current) =>
      current.map((draft, at) => (at === index ? { ...draft, [field]: value } : draft)),
    )
    setSaved(false)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setSaved(false)
    const list = drafts.map(fromDraft)
    const found = deliveryAreasProblem(list)
    if (found) {
      const text = errorText(refusalFor(VALIDATION_CODES[found.key]))
      setProblem({ text, fields: [fieldKey(found.path)] })
      return
    }
    setProblem(null)
    save.mutate(list, {
      onSuccess: (stored) => {
        setDrafts(stored.map(toDraft))
        setSaved(true)
      },
      onError: (error) => {
        const fields =
          error instanceof ApiError
            ? Object.keys(fieldRefusals(error)).map((path) => fieldKey(path.split('.')))
            : []
        const text =
          error instanceof ApiError && !error.isNetwork
            ? errorText(refusalOf(error)) || failureText(error)
            : failureText(error)
        setProblem({ text, fields })
      },
    })
  }

  const invalid = (index: number, field: DraftField) =>
    Boolean(problem?.fields.includes(`${index}.${field}`))

  /** One of an area's fields; the form's one alert says what is wrong with it. */
  function input(index: number, field: DraftField, extra: object = {}, hint?: string) {
    return (
      <Field
        id={`${id}-${index}-${field}`}
        className={`field office-area__${field}`}
        label={t(`settings.areas.${field}`)}
        invalid={invalid(index, field)}
        describedBy={
          [invalid(index, field) && `${id}-problem`, hint].filter(Boolean).join(' ') || undefined
        }
      >
        {(control) => (
          <input
            {...control}
            value={drafts[index]![field]}
            onChange={(event) => change(index, field, event.currentTarget.value)}
            {...extra}
          />
        )}
      </Field>
    )
  }

  return (
    <form className="office-areas" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('settings.areas.title')}</h3>
      <p className="text-soft" id={`${id}-hint`}>
        {t('settings.areas.hint')}
      </p>
      <ol className="office-areas__list">
        {drafts.map((draft, index) => (
          <li key={draft.key}>
            <fieldset className="office-area">
              <legend>
                {draft.name.trim() || t('settings.areas.unnamed', { number: index + 1 })}
              </legend>
              {input(index, 'name', { autoComplete: 'off' })}
              {input(index, 'postalCodes', { autoComplete: 'off' }, `${id}-hint`)}
              {input(index, 'fee', { inputMode: 'decimal' })}
              {input(index, 'minimum', { inputMode: 'decimal' })}
              {input(index, 'freeFrom', { inputMode: 'decimal' })}
              <button
                type="button"
                className="button button--ghost office-area__remove"
                onClick={() => {
                  setDrafts((current) => current.filter((_, at) => at !== index))
                  setProblem(null)
                  setSaved(false)
                  // The button goes with its area: the next area's, else the one before's,
                  // else Add an area takes the focus (issue 19 §4.3).
                  const remove = (at: number) =>
                    `.office-areas__list > li:nth-child(${at}) .office-area__remove`
                  afterRender(() =>
                    focusFirst(remove(index + 1), remove(index), '.office-areas__add'),
                  )
                }}
              >
                {t('settings.areas.remove', {
                  name: draft.name.trim() || t('settings.areas.unnamed', { number: index + 1 }),
                })}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <div role="alert">
        {problem && (
          <p id={`${id}-problem`} className="alert">
            {problem.text}
          </p>
        )}
      </div>
      <div role="status">{saved && <p>{t('settings.areas.saved')}</p>}</div>
      <div className="office-areas__actions">
        <button
          type="button"
          className="button button--ghost office-areas__add"
          onClick={() => {
            setDrafts((current) => [...current, emptyDraft()])
            setSaved(false)
          }}
        >
          {t('settings.areas.add')}
        </button>
        <Button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('settings.areas.saving') : t('settings.areas.save')}
        </Button>
      </div>
    </form>
  )
}
