import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  toLanguage,
  type Language,
} from '@quan/domain'

// The languages themselves have one home in the domain (issue 10 §3); e-mails and pages pick one.
export type { Language } from '@quan/domain'

/** The languages the restaurant offers its guests and the one they start in (issue 21 §1). */
export interface OfferedLanguages {
  languages: readonly Language[]
  defaultLanguage: Language
}

/** Every language the shop has, English first: where nothing narrows the choice. */
const EVERY_LANGUAGE: OfferedLanguages = { languages: LANGUAGES, defaultLanguage: DEFAULT_LANGUAGE }

/**
 * The guest's language from an Accept-Language header: the first of the offered languages (vi,
 * en, sk unless said) it names, in the order of its q-values (`sk-SK`, `vi;q=0.9` count too),
 * else the default one (English unless said). The web app sends its current language alone; a
 * browser calling the API directly sends its own list.
 */
export function pickLanguage(
  header: string | string[] | undefined,
  offered: OfferedLanguages = EVERY_LANGUAGE,
): Language {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '')
  const ranked = text
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean)
      return { code: tag.trim().toLowerCase().split(/[-_]/)[0] ?? '', q: q ? Number(q) : 1, index }
    })
    .filter((entry) => entry.q > 0 && isOffered(entry.code, offered))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  const first = ranked[0]?.code
  return first && isLanguage(first) ? first : offered.defaultLanguage
}

const isOffered = (code: string, offered: OfferedLanguages) =>
  isLanguage(code) && offered.languages.includes(code)

/**
 * The language to render a page in, always one the restaurant offers (issue 21 §1): the guest's
 * choice (the language cookie), else the browser's Accept-Language, else the restaurant's
 * default. A choice the shop does not have is English, as the browser reads the same choice from
 * local storage (SPEC §1, issue 19 §3); a choice the restaurant no longer offers is no choice.
 */
export function pageLanguage(
  cookie: string | undefined,
  acceptLanguage: string | string[] | undefined,
  offered: OfferedLanguages = EVERY_LANGUAGE,
): Language {
  const chosen = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`).exec(cookie ?? '')?.[1]
  const code = chosen?.trim()
  const choice = code ? toLanguage(code) : undefined
  return choice && offered.languages.includes(choice)
    ? choice
    : pickLanguage(acceptLanguage, offered)
}
