import type { Language } from '@quan/domain/language'
import { restaurantWordsShape, type RestaurantWords } from '@quan/domain/restaurant/words'
import { missingWords } from '@quan/domain/restaurant/missing-words'
import { useEffect, useId, useState, type FormEvent } from 'react'
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
import { useRestaurantWordsSetting, useSaveRestaurantWords } from './api'
import { LanguageTablist } from '../language-tablist'
import { WordsLanguage, type WordsMarks } from './words-language'

/**
 * The restaurant's words in Settings (issue 21 §3): one tab per language, as the dish form has
 * them, each with the home banner, the about story, the FAQ and the contact intro. A tab whose
 * language leaves a text blank that another has is marked: guests reading it see the default
 * language's text there. Saved at once, all languages together.
 */
export function WordsSettings() {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const words = useRestaurantWordsSetting()
  if (words.error) {
    return (
      <p className="alert" role="alert">
        {t('settings.error', { error: failureText(words.error) })}
      </p>
    )
  }
  return words.data ? <WordsEditor words={words.data} /> : null
}

/** A field's control id, from its path in the words ('sk.faq.2.answer'). */
const fieldId = (id: string, path: string) => `${id}-${path.replaceAll('.', '-')}`

export function WordsEditor({ words }: { words: RestaurantWords }) {
  const { t } = useTranslation('office')
  const errorText = useErrorText()
  const failureText = useFailureText()
  const save = useSaveRestaurantWords()
  const id = useId()
  const [values, setValues] = useState(words)
  const [errors, setErrors] = useState<Record<string, Refusal>>({})
  const [shown, setShown] = useState<Language>('vi')
  const [refusal, setRefusal] = useState('')
  const [saved, setSaved] = useState(false)
  // The field to focus once its error shows, so that its description is read with it.
  const [focus, setFocus] = useState<{ path: string } | null>(null)
  useEffect(() => {
    if (focus) document.getElementById(fieldId(id, focus.path))?.focus()
  }, [focus, id])

  const marks: WordsMarks = {
    id: (path) => fieldId(id, path),
    error: (path) => errorText(errors[path]),
  }

  /** Changes one language's words; the errors under `clear` (a path) go with the old text. */
  function change(language: Language, next: RestaurantWords[Language], clear: string) {
    setValues((current) => ({ ...current, [language]: next }))
    const prefix = `${language}.${clear}`
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([path]) => path !== prefix && !path.startsWith(`${prefix}.`),
        ),
      ),
    )
    setSaved(false)
  }

  /** Marks the fields refused and shows the first one's language with its field focused. */
  function show(refusals: Record<string, Refusal>) {
    setErrors(refusals)
    const first = Object.keys(refusals)[0]
    const language = LANGUAGES.find((code) => first?.startsWith(`${code}.`) || first === code)
    if (first && language) {
      setShown(language)
      setFocus({ path: first })
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (save.isPending) return
    setSaved(false)
    setRefusal('')
    // The server's own schema first: the fields at fault are marked and the first is focused.
    const parsed = restaurantWordsShape.safeParse(values)
    if (!parsed.success) {
      show(schemaRefusals(parsed.error))
      return
    }
    save.mutate(parsed.data, {
      onSuccess: (stored) => {
        setValues(stored)
        setErrors({})
        setSaved(true)
      },
      onError: (error) => {
        if (error instanceof ApiError) show(fieldRefusals(error))
        setRefusal(
          error instanceof ApiError && !error.isNetwork
            ? errorText(refusalOf(error)) || failureText(error)
            : failureText(error),
        )
      },
    })
  }

  const languagesInError = LANGUAGES.filter((language) =>
    Object.keys(errors).some((path) => path === language || path.startsWith(`${language}.`)),
  )
  const problem =
    refusal ||
    (languagesInError.length > 0
      ? t('settings.words.invalid', {
          languages: languagesInError
            .map((language) => t(`settings.words.language.${language}`))
            .join(', '),
        })
      : '')

  return (
    <form className="office-words" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('settings.words.title')}</h3>
      <p className="text-soft">{t('settings.words.hint')}</p>
      <p className="text-soft" id={`${id}-format`}>
        {t('settings.words.format')}
      </p>
      <LanguageTablist
        label={t('settings.words.languages')}
        id={id}
        shown={shown}
        onShow={setShown}
        className="office-words__tabs"
        tabClassName="office-words__tab"
      >
        {(language) => (
          <>
            {t(`settings.words.language.${language}`)}
            {missingWords(values, language).length > 0 && (
              <>
                {' '}
                <span className="office-words__dot" aria-hidden="true">
                  ●
                </span>{' '}
                <span className="visually-hidden">({t('settings.words.missingMark')})</span>
              </>
            )}
          </>
        )}
      </LanguageTablist>
      {LANGUAGES.map((language) => (
        <div
          key={language}
          role="tabpanel"
          id={`${id}-${language}-panel`}
          aria-labelledby={`${id}-${language}-tab`}
          hidden={shown !== language}
          className="office-words__panel"
        >
          {/* Only the shown language's fields: a language holds a hundred of them. */}
          {shown === language && (
            <WordsLanguage
              language={language}
              words={values[language]}
              missing={missingWords(values, language)}
              formatHint={`${id}-format`}
              marks={marks}
              onChange={(next, clear) => change(language, next, clear)}
            />
          )}
        </div>
      ))}
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
      {/* There before it speaks, so a screen reader hears it (issue 19 §4.5). */}
      <div role="status">{saved && <p>{t('settings.words.saved')}</p>}</div>
      <div className="office-areas__actions">
        <Button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('settings.words.saving') : t('settings.words.save')}
        </Button>
      </div>
    </form>
  )
}
