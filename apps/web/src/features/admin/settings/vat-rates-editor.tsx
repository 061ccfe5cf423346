import { isErrorCode } from '@quan/domain/error-codes'
import { vatSettingsShape, type VatRate, type VatSettings } from '@quan/domain/vat'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, type Language } from '../../../i18n/languages'
import { ApiError } from '../../../shared/api/client'
import {
  fieldRefusals,
  refusalFor,
  refusalOf,
  useErrorText,
  useFailureText,
} from '../../../shared/api/error-text'
import { Button } from '../../../shared/ui/button'
import { Field } from '../../../shared/ui/field'
import { focusFirst, useFocusAfterRender } from '../../../shared/ui/focus'
import { useSaveVatRates, vatRateLabel } from '../vat-rates'

/** A rate as the form holds it: the percent as typed. */
interface RateDraft {
  /** Keeps each row's inputs its own when a row above it is removed. */
  key: number
  id: string
  /** Saved before: its id is what dishes, categories and the menu file name, so it stays. */
  stored: boolean
  percent: string
  names: Record<Language, string>
}

interface Draft {
  rates: RateDraft[]
  dishRateId: string
  deliveryRateId: string
}

let nextKey = 0

const toDraft = (settings: VatSettings): Draft => ({
  rates: settings.rates.map((rate) => ({
    key: nextKey++,
    id: rate.id,
    stored: true,
    percent: String(rate.percent),
    names: { ...rate.names },
  })),
  dishRateId: settings.dishRateId,
  deliveryRateId: settings.deliveryRateId,
})

/** A percent as typed, a decimal comma allowed; anything else is NaN, which the schema refuses. */
function percentOf(text: string): number {
  const trimmed = text.trim().replace(',', '.')
  return /^\d+(\.\d*)?$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

const fromDraft = (draft: Draft): VatSettings => ({
  rates: draft.rates.map((rate): VatRate => ({
    id: rate.id.trim(),
    percent: percentOf(rate.percent),
    names: {
      vi: rate.names.vi.trim(),
      en: rate.names.en.trim(),
      sk: rate.names.sk.trim(),
    },
  })),
  dishRateId: draft.dishRateId,
  deliveryRateId: draft.deliveryRateId,
})

/**
 * The VAT rates (issue 22 §2): each with its percent and its name in every language, a short
 * name (its id) that a new rate is given once, the dishes' default and the delivery fee's rate.
 * Saved at once, checked here by the server's own schema first.
 */
export function VatRatesEditor({ settings }: { settings: VatSettings }) {
  const { t, i18n } = useTranslation('office')
  const errorText = useErrorText()
  const failureText = useFailureText()
  const id = useId()
  const save = useSaveVatRates()
  const [draft, setDraft] = useState(() => toDraft(settings))
  const [problem, setProblem] = useState<{ text: string; field: string } | null>(null)
  const [saved, setSaved] = useState(false)
  const afterRender = useFocusAfterRender()
  const language = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'en'

  // The field at fault takes the focus once marked, so its description is read with it.
  useEffect(() => {
    if (problem?.field) document.getElementById(`${id}-${problem.field}`)?.focus()
  }, [problem, id])

  function change(next: (current: Draft) => Draft) {
    setDraft(next)
    setSaved(false)
  }

  const changeRate = (key: number, patch: Partial<RateDraft>) =>
    change((current) => ({
      ...current,
      rates: current.rates.map((rate) => (rate.key === key ? { ...rate, ...patch } : rate)),
    }))

  /** A schema's or the server's path as the form's field: `rates.1.names.sk` -> `1-names-sk`. */
  const fieldOf = (path: readonly PropertyKey[]) =>
    (path[0] === 'rates' ? path.slice(1) : path).map(String).join('-')

  function submit(event: FormEvent) {
    event.preventDefault()
    setSaved(false)
    const body = fromDraft(draft)
    const parsed = vatSettingsShape.safeParse(body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      const code = isErrorCode(issue.message) ? issue.message : 'VAT_RATES_INVALID'
      setProblem({ text: errorText(refusalFor(code)), field: fieldOf(issue.path) })
      return
    }
    setProblem(null)
    save.mutate(parsed.data, {
      onSuccess: (stored) => {
        setDraft(toDraft(stored))
        setSaved(true)
      },
      onError: (error) => {
        const [path] = error instanceof ApiError ? Object.keys(fieldRefusals(error)) : []
        const text =
          error instanceof ApiError && !error.isNetwork
            ? errorText(refusalOf(error)) || failureText(error)
            : failureText(error)
        setProblem({ text, field: path ? fieldOf(path.split('.')) : '' })
      },
    })
  }

  const marked = (field: string) => problem?.field === field
  const described = (field: string) => (marked(field) ? `${id}-problem` : undefined)
  const chosen = (rate: RateDraft) =>
    rate.id === draft.dishRateId || rate.id === draft.deliveryRateId

  const rateSelect = (field: 'dishRateId' | 'deliveryRateId') => (
    <Field
      id={`${id}-${field}`}
      label={t(`vat.${field}`)}
      invalid={marked(field)}
      describedBy={described(field)}
    >
      {(control) => (
        <select
          {...control}
          value={draft[field]}
          onChange={(event) => {
            const value = event.currentTarget.value
            change((current) => ({ ...current, [field]: value }))
          }}
        >
          {draft.rates
            .filter((rate) => rate.id.trim() !== '')
            .map((rate) => (
              <option key={rate.key} value={rate.id}>
                {vatRateLabel(fromDraft({ ...draft, rates: [rate] }).rates[0]!, language)}
              </option>
            ))}
        </select>
      )}
    </Field>
  )

  return (
    <form
      id={id}
      className="office-areas"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{t('vat.title')}</h3>
      <p className="text-soft">{t('vat.hint')}</p>
      <ol className="office-areas__list">
        {draft.rates.map((rate, index) => {
          const title = rate.names[language].trim() || t('vat.unnamed', { number: index + 1 })
          return (
            <li key={rate.key}>
              <fieldset className="office-area">
                <legend>{title}</legend>
                <Field
                  id={`${id}-${index}-percent`}
                  label={t('vat.percent')}
                  invalid={marked(`${index}-percent`)}
                  describedBy={described(`${index}-percent`)}
                >
                  {(control) => (
                    <input
                      {...control}
                      inputMode="decimal"
                      autoComplete="off"
                      value={rate.percent}
                      onChange={(event) =>
                        changeRate(rate.key, { percent: event.currentTarget.value })
                      }
                    />
                  )}
                </Field>
                {LANGUAGES.map((each) => (
                  <Field
                    key={each}
                    id={`${id}-${index}-names-${each}`}
                    label={t(`vat.nameIn.${each}`)}
                    invalid={marked(`${index}-names-${each}`)}
                    describedBy={described(`${index}-names-${each}`)}
                  >
                    {(control) => (
                      <input
                        {...control}
                        lang={each}
                        autoComplete="off"
                        maxLength={40}
                        value={rate.names[each]}
                        onChange={(event) => {
                          const value = event.currentTarget.value
                          changeRate(rate.key, { names: { ...rate.names, [each]: value } })
                        }}
                      />
                    )}
                  </Field>
                ))}
                {rate.stored ? (
                  <p className="text-soft">{t('vat.idShown', { id: rate.id })}</p>
                ) : (
                  <Field
                    id={`${id}-${index}-id`}
                    label={t('vat.id')}
                    hint={t('vat.idHint')}
                    invalid={marked(`${index}-id`)}
                    describedBy={described(`${index}-id`)}
                  >
                    {(control) => (
                      <input
                        {...control}
                        autoComplete="off"
                        maxLength={24}
                        value={rate.id}
                        onChange={(event) => {
                          const value = event.currentTarget.value.toLowerCase()
                          // The defaults follow a new rate's id as it is typed.
                          change((current) => ({
                            ...current,
                            rates: current.rates.map((each) =>
                              each.key === rate.key ? { ...each, id: value } : each,
                            ),
                            dishRateId: current.dishRateId === rate.id ? value : current.dishRateId,
                            deliveryRateId:
                              current.deliveryRateId === rate.id ? value : current.deliveryRateId,
                          }))
                        }}
                      />
                    )}
                  </Field>
                )}
                <Button
                  className="button button--ghost office-area__remove"
                  disabled={chosen(rate) || draft.rates.length === 1}
                  onClick={() => {
                    change((current) => ({
                      ...current,
                      rates: current.rates.filter((each) => each.key !== rate.key),
                    }))
                    // The button goes with its rate: the next rate's, else the one before's,
                    // else Add a rate takes the focus.
                    const remove = (at: number) =>
                      `#${CSS.escape(id)} .office-areas__list > li:nth-child(${at}) .office-area__remove`
                    afterRender(() =>
                      focusFirst(
                        remove(index + 1),
                        remove(index),
                        `#${CSS.escape(id)} .office-areas__add`,
                      ),
                    )
                  }}
                >
                  {t('vat.remove', { name: title })}
                </Button>
              </fieldset>
            </li>
          )
        })}
      </ol>
      {rateSelect('dishRateId')}
      {rateSelect('deliveryRateId')}
      <div role="alert">
        {problem && (
          <p id={`${id}-problem`} className="alert">
            {problem.text}
          </p>
        )}
      </div>
      <div role="status">{saved && <p>{t('vat.saved')}</p>}</div>
      <div className="office-areas__actions">
        <button
          type="button"
          className="button button--ghost office-areas__add"
          onClick={() =>
            change((current) => ({
              ...current,
              rates: [
                ...current.rates,
                {
                  key: nextKey++,
                  id: '',
                  stored: false,
                  percent: '',
                  names: { vi: '', en: '', sk: '' },
                },
              ],
            }))
          }
        >
          {t('vat.add')}
        </button>
        <Button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('vat.saving') : t('vat.save')}
        </Button>
      </div>
    </form>
  )
}
