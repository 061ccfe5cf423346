import type { Language } from '@quan/domain/language'
import {
  LEGAL_PAGES,
  LEGAL_TEXT_MAX,
  restaurantLegalShape,
  type LegalPage,
  type RestaurantLegal,
} from '@quan/domain/restaurant/legal'
import { LEGAL_FACT_NAMES } from '@quan/domain/restaurant/legal-in'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES } from '../../../i18n/languages'
import { ApiError } from '../../../shared/api/client'
import {
  fieldRefusals,
  refusalOf,
  useErrorText,
  useFailureText,
  type Refusal,
} from '../../../shared/api/error-text'
import { schemaRefusals } from '../../../shared/api/schema-refusals'
import { Button } from '../../../shared/ui/button'
import { LanguageTabs } from '../language-tabs'
import { useRestaurantLegalSetting, useSaveRestaurantLegal } from './api'

/**
 * The restaurant's terms, privacy notice and allergen note in Settings (issue 22 §2): each in
 * every language, in the words' text format, with the restaurant's identity written as
 * `{{company}}` and the like. Saved at once, all of them together.
 */
export function LegalSettings() {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const legal = useRestaurantLegalSetting()
  if (legal.error) {
    return (
      <p className="alert" role="alert">
        {t('settings.error', { error: failureText(legal.error) })}
      </p>
    )
  }
  return legal.data ? <LegalEditor legal={legal.data} /> : null
}

export function LegalEditor({ legal }: { legal: RestaurantLegal }) {
  const { t } = useTranslation('office')
  const errorText = useErrorText()
  const failureText = useFailureText()
  const save = useSaveRestaurantLegal()
  const id = useId()
  const [values, setValues] = useState(legal)
  const [errors, setErrors] = useState<Record<string, Refusal>>({})
  const [refusal, setRefusal] = useState('')
  const [saved, setSaved] = useState(false)

  function change(page: LegalPage, language: Language, text: string) {
    setValues((current) => ({ ...current, [language]: { ...current[language], [page]: text } }))
    setErrors((current) => {
      const { [`${language}.${page}`]: _gone, ...rest } = current
      return rest
    })
    setSaved(false)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (save.isPending) return
    setSaved(false)
    setRefusal('')
    // The server's own schema first: each text at fault is named with its language.
    const parsed = restaurantLegalShape.safeParse(values)
    if (!parsed.success) {
      setErrors(schemaRefusals(parsed.error))
      return
    }
    save.mutate(parsed.data, {
      onSuccess: (stored) => {
        setValues(stored)
        setErrors({})
        setSaved(true)
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(fieldRefusals(error))
        setRefusal(
          error instanceof ApiError && !error.isNetwork
            ? errorText(refusalOf(error)) || failureText(error)
            : failureText(error),
        )
      },
    })
  }

  /** "Terms, English: This text is too long." for each text refused. */
  const problems = Object.entries(errors).map(([path, reason]) => {
    const [language, page] = path.split('.') as [Language, LegalPage | undefined]
    const where = page
      ? `${t(`settings.legal.${page}`)}, ${t(`settings.words.language.${language}`)}`
      : path
    return `${where}: ${errorText(reason)}`
  })

  return (
    <form className="office-words" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('settings.legal.title')}</h3>
      <p className="text-soft">{t('settings.legal.hint')}</p>
      <p className="text-soft">{t('settings.words.format')}</p>
      <p className="text-soft">
        {t('settings.legal.facts', {
          facts: LEGAL_FACT_NAMES.map((name) => `{{${name}}}`).join(', '),
        })}
      </p>
      {LEGAL_PAGES.map((page) => (
        <fieldset key={page} className="office-words__group">
          <legend>{t(`settings.legal.${page}`)}</legend>
          <LanguageTabs
            label={t(`settings.legal.${page}`)}
            values={
              Object.fromEntries(
                LANGUAGES.map((language) => [language, values[language][page]]),
              ) as Record<Language, string>
            }
            onChange={(language, text) => change(page, language, text)}
            maxLength={LEGAL_TEXT_MAX}
            multiline
            rows={10}
            idPrefix={`${id}-${page}`}
          />
        </fieldset>
      ))}
      {(refusal || problems.length > 0) && (
        <div className="alert" role="alert">
          {refusal && <p>{refusal}</p>}
          {problems.length > 0 && (
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div role="status">{saved && <p>{t('settings.legal.saved')}</p>}</div>
      <div className="office-areas__actions">
        <Button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('settings.words.saving') : t('settings.legal.save')}
        </Button>
      </div>
    </form>
  )
}
