import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { LANGUAGES, type Language } from '../../i18n/languages'

interface LanguageTablistProps {
  /** Names the tab list for screen readers. */
  label: string
  /** The ids' start: tabs are `${id}-vi-tab`, their panels `${id}-vi-panel`. */
  id: string
  shown: Language
  onShow(language: Language): void
  className?: string
  tabClassName: string
  /** What a tab says: the language's name, and whatever marks it (a text left blank). */
  children(language: Language): ReactNode
}

/**
 * One tab a language (vi, en, sk), as the ARIA tabs pattern has it: the arrows move between the
 * tabs and show each, Tab goes on into the shown panel. For every form with texts in three
 * languages: a dish's, the restaurant's description, its words.
 */
export function LanguageTablist({
  label,
  id,
  shown,
  onShow,
  className,
  tabClassName,
  children,
}: LanguageTablistProps) {
  const tabs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({})

  function onKeyDown(event: KeyboardEvent) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key]
    if (!step) return
    event.preventDefault()
    const next = LANGUAGES[(LANGUAGES.indexOf(shown) + step + LANGUAGES.length) % LANGUAGES.length]!
    onShow(next)
    tabs.current[next]?.focus()
  }

  return (
    <div role="tablist" aria-label={label} className={className}>
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
          className={tabClassName}
          onClick={() => onShow(language)}
          onKeyDown={onKeyDown}
        >
          {children(language)}
        </button>
      ))}
    </div>
  )
}
