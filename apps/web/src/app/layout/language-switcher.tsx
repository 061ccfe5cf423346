import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, type Language } from '../../i18n/languages'
import { useLanguage } from '../../shared/i18n'
import { Chevron, Flag } from './icons'
import { useEscape } from './use-dismiss'

/** Each language's own name (an autonym reads the same in every interface language). */
const NATIVE_NAME: Record<Language, string> = {
  vi: 'Tiếng Việt',
  en: 'English',
  sk: 'Slovenčina',
}

/** SPEC §2: the language menu closes this long after focus leaves it (a tap on a choice lands first). */
export const LANGUAGE_MENU_BLUR_MS = 150

/**
 * Flags with the codes VI, EN, SK, of the languages the restaurant offers (issue 21 §1).
 * Changing the language goes through i18next, whose detector caches the choice in local storage,
 * so the next visit opens in it.
 */
export function LanguageSwitcher({ offered }: { offered: readonly Language[] }) {
  const { t, i18n } = useTranslation('common')
  const language = useLanguage()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const blurTimer = useRef<number | undefined>(undefined)
  const menuId = useId()

  useEffect(() => () => window.clearTimeout(blurTimer.current), [])
  useEscape(open, () => {
    setOpen(false)
    root.current?.querySelector('button')?.focus()
  })

  function choose(next: Language) {
    setOpen(false)
    if (next !== language) void i18n.changeLanguage(next)
  }

  return (
    <div
      ref={root}
      className="language"
      onBlur={() => {
        window.clearTimeout(blurTimer.current)
        blurTimer.current = window.setTimeout(() => {
          if (!root.current?.contains(document.activeElement)) setOpen(false)
        }, LANGUAGE_MENU_BLUR_MS)
      }}
    >
      <button
        type="button"
        className="language__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('language.choose', { language: NATIVE_NAME[language] })}
        onClick={() => setOpen((value) => !value)}
      >
        <Flag language={language} />
        <span>{language.toUpperCase()}</span>
        <Chevron />
      </button>
      <ul id={menuId} className="language__menu" hidden={!open} aria-label={t('language.label')}>
        {LANGUAGES.filter((code) => offered.includes(code)).map((code) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              className="language__choice"
              aria-current={code === language ? 'true' : undefined}
              onClick={() => choose(code)}
            >
              <Flag language={code} />
              <span className="language__code">{code.toUpperCase()}</span>{' '}
              <span>{NATIVE_NAME[code]}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
