import type { LanguageDetectorModule } from 'i18next'
import { LANGUAGE_COOKIE, LANGUAGE_KEY, toLanguage, type LanguageCache } from './languages'

/** A year, as the cookie's max-age. */
const COOKIE_SECONDS = 60 * 60 * 24 * 365

export type ShopLanguageDetector = LanguageDetectorModule & {
  cacheUserLanguage(language: string, caches?: readonly LanguageCache[]): void
}

/**
 * SPEC §1's detection, in the few lines it needs (i18next's browser detector, with its eight
 * ways of looking, was a kilobyte of the first visit's script): local storage first, where a
 * language the shop does not have (`xx`) is English as the server and restoreChosenLanguage
 * read it (issue 19 §3); then the browser's languages, best match first (i18next picks among
 * them). The choice is kept where `detection.caches` says: local storage, and a cookie for a
 * year so that the server renders the next page in it.
 */
export function languageDetector(): ShopLanguageDetector {
  let caches: readonly LanguageCache[] = []
  return {
    type: 'languageDetector',
    init(_services, _options, i18nOptions) {
      caches = (i18nOptions as { detection?: { caches?: LanguageCache[] } }).detection?.caches ?? []
    },
    detect() {
      let stored: string | null = null
      try {
        stored = localStorage.getItem(LANGUAGE_KEY)
      } catch {
        // Storage blocked: nothing stored, so the browser's language.
      }
      return stored ? toLanguage(stored) : [...navigator.languages]
    },
    cacheUserLanguage(language: string, using: readonly LanguageCache[] = caches) {
      if (using.includes('localStorage')) {
        try {
          localStorage.setItem(LANGUAGE_KEY, language)
        } catch {
          // Storage blocked: the cookie still carries the choice.
        }
      }
      if (using.includes('cookie')) {
        document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)};path=/;max-age=${COOKIE_SECONDS};samesite=lax`
      }
    },
  }
}
