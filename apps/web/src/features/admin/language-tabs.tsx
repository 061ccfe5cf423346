import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, type Language } from '../../i18n/languages'
import { LanguageTablist } from './language-tablist'

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

  return (
    <div className="admin-texts">
      <LanguageTablist
        label={t('menu.form.textsIn', { label })}
        id={id}
        shown={shown}
        onShow={setShown}
        tabClassName="admin-texts__tab"
      >
        {(language) =>
          values[language].trim()
            ? t(`menu.form.language.${language}`)
            : `${t(`menu.form.language.${language}`)} (${t('menu.form.textBlank')})`
        }
      </LanguageTablist>
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
