/** The shop's three languages (SPEC §1): pages, texts and a guest's e-mails come in each. */
export const LANGUAGES = ['vi', 'en', 'sk'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

/** The cookie the web app sets when a guest picks a language; the server renders pages in it. */
export const LANGUAGE_COOKIE = 'lang'

export const isLanguage = (code: string): code is Language =>
  (LANGUAGES as readonly string[]).includes(code)

/**
 * A language as stored or sent (`sk`, `vi-VN`, `EN`): the shop's own by its base code, and any
 * other English (SPEC §1: unknown languages fall back to English).
 */
export function toLanguage(code: string | undefined): Language {
  const base = code?.toLowerCase().split(/[-_]/)[0]
  return base && isLanguage(base) ? base : DEFAULT_LANGUAGE
}
