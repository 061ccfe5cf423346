import LanguageDetector from 'i18next-browser-languagedetector'
import { LANGUAGE_KEY, STORED_LANGUAGE, toLanguage } from './languages'

/**
 * i18next's detector, with local storage read as SPEC §1 has it: a stored language the shop
 * does not have (`xx`) is English. i18next's own lookup skipped it and took the browser's
 * language instead, while the server and restoreChosenLanguage read it as English, so the page
 * came in Vietnamese and then turned English (issue 19 §3).
 */
export function languageDetector(): LanguageDetector {
  const detector = new LanguageDetector()
  detector.addDetector({
    name: STORED_LANGUAGE,
    lookup() {
      let stored: string | null = null
      try {
        stored = localStorage.getItem(LANGUAGE_KEY)
      } catch {
        // Storage blocked: nothing stored, so the browser's language.
      }
      return stored ? toLanguage(stored) : undefined
    },
  })
  return detector
}
