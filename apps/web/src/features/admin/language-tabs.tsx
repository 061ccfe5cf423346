import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, type Language } from '../../i18n/languages'

/** A text's versions per language, as the form holds them. */
export type TextsByLanguage = Record<Language, string>

interface LanguageTabsProps {
  /** What the texts are, e.g. "Description": names the tab list and each field. */
  label: string
  values: TextsByLanguage
  onChange(language: Language, value: string): void
  maxLength: number
  multiline?: boolean
  /** Ids of the fields, `${idPrefix}-vi` and so on, for focus and tests. */
  idPrefix?: string
  /** The height of a multiline field, in lines. */
  rows?: number
}

/**
 * A text in Vietnamese, English and Slovak, one tab each (issue 12 §1): a dish's, a category's,
 * the restaurant's description (issue 21). Tabs keep a form of many choices short; a tab whose
 * text is blank says so, as the shop then shows the base text.
 * Keyboard as the ARIA tabs pattern: arrows move between tabs, Tab goes into the field.
 */
export function LanguageTabs({
  label,
  values,
  onChange,
  maxLength,
  multiline = false,
  idPrefix,
  rows = 3,
}: LanguageTabsProps) {
  const { t } = useTranslation('admin')
  const ownId = useId()
  const id = idPrefix ?? ownId
  const [shown, setShown] = useState<Language>('vi')
  const tabs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({})

  function onKeyDown(event: KeyboardEvent) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key]
    if (!step) return
    event.preventDefault()
    const next = LANGUAGES[(LANGUAGES.indexOf(shown) + step + LANGUAGES.length) % LANGUAGES.length]!
    setShown(next)
    tabs.current[next]?.focus()
  }

  return (
    <div className="admin-texts">
      <div role="tablist" aria-label={t('menu.form.textsIn', { label })}>
        {LANGUAGES.map((language) => (
          <button
            key={language}
            ref={(element) => {
              tabs.current[language] = element
            }}
            type="button"
            role="tab"
            id={`${id}-${language}-tab`}
            aria-selected={shown === language}
            aria-controls={`${id}-${language}-panel`}
            tabIndex={shown === language ? 0 : -1}
            className="admin-texts__tab"
            onClick={() => setShown(language)}
            onKeyDown={onKeyDown}
          >
            {values[language].trim()
              ? t(`menu.form.language.${language}`)
              : `${t(`menu.form.language.${language}`)} (${t('menu.form.textBlank')})`}
          </button>
        ))}
      </div>
      {LANGUAGES.map((language) => {
        const field = {
          id: `${id}-${language}`,
          lang: language,
          maxLength,
          value: values[language],
          onChange: (event: { target: { value: string } }) =>
            onChange(language, event.target.value),
        }
        return (
          <div
            key={language}
            role="tabpanel"
            id={`${id}-${language}-panel`}
            aria-labelledby={`${id}-${language}-tab`}
            hidden={shown !== language}
            className="field admin-texts__panel"
          >
            <label htmlFor={field.id}>
              {t('menu.form.textIn', { label, language: t(`menu.form.language.${language}`) })}
            </label>
            {multiline ? <textarea rows={rows} {...field} /> : <input {...field} />}
          </div>
        )
      })}
    </div>
  )
}
