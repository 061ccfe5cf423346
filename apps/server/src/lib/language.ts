import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  toLanguage,
  type Language,
} from '@quan/domain'

// The languages themselves have one home in the domain (issue 10 §3); e-mails and pages pick one.
export type { Language } from '@quan/domain'

/**
 * The guest's language from an Accept-Language header: the first of vi, en, sk it names, in the
 * order of its q-values (`sk-SK`, `vi;q=0.9` count too), else English. The web app sends its
 * current language alone; a browser calling the API directly sends its own list.
 */
export function pickLanguage(header: string | string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '')
  const ranked = text
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean)
      return { code: tag.trim().toLowerCase().split(/[-_]/)[0] ?? '', q: q ? Number(q) : 1, index }
    })
    .filter((entry) => entry.q > 0 && isLanguage(entry.code))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  const first = ranked[0]?.code
  return first && isLanguage(first) ? first : DEFAULT_LANGUAGE
}

/**
 * The language to render a page in: the guest's choice (the language cookie), else the
 * browser's Accept-Language, else English. A choice the shop does not have is English, as the
 * browser reads the same choice from local storage (SPEC §1, issue 19 §3).
 */
export function pageLanguage(
  cookie: string | undefined,
  acceptLanguage: string | string[] | undefined,
): Language {
  const chosen = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`).exec(cookie ?? '')?.[1]
  const code = chosen?.trim()
  return code ? toLanguage(code) : pickLanguage(acceptLanguage)
}
