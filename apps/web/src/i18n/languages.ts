import { LANGUAGES as ALL_LANGUAGES, toLanguage, type Language } from '@quan/domain/language'

// The languages and the cookie that carries the choice have one home in the domain, shared with
// the server that renders the pages (issue 10 §3).
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  toLanguage,
  type Language,
} from '@quan/domain/language'

/** Where the chosen language is cached (i18next's own key). */
export const LANGUAGE_KEY = 'i18nextLng'

/** Where a chosen language is kept (detector.ts). */
export type LanguageCache = 'localStorage' | 'cookie'

/**
 * SPEC §1: local storage first, then the browser (detector.ts); the choice is cached in local
 * storage, and in a cookie for a year, so that the server renders the next page in it.
 */
export const DETECTION: { caches: LanguageCache[] } = { caches: ['localStorage', 'cookie'] }

/**
 * One namespace per feature, each a JSON file per language under locales/. Only the active
 * language's files are downloaded, and a feature's only when its screen is opened.
 */
export const NAMESPACES = [
  'common',
  'home',
  'menu',
  'product',
  'cart',
  'checkout',
  'track',
  'myOrders',
  'reservation',
  'contact',
  'about',
  'auth',
  'admin',
  'office',
  'errors',
  'receipt',
  'reports',
] as const
export type Namespace = (typeof NAMESPACES)[number]

/** Locale tags for Intl formatting of dates. */
export const LOCALE_TAG: Record<Language, string> = { vi: 'vi-VN', en: 'en-GB', sk: 'sk-SK' }

/**
 * The language chosen on this device to switch to once a server-rendered page is live: none when
 * nothing was chosen, when the page is already in it, or when the restaurant no longer offers it
 * (issue 21 §1), as the server then rendered the page in one it does offer.
 */
export function languageToRestore(
  chosen: string | null,
  rendered: Language,
  offered: readonly Language[] = ALL_LANGUAGES,
): Language | undefined {
  if (!chosen) return undefined
  const language = toLanguage(chosen)
  return language !== rendered && offered.includes(language) ? language : undefined
}
