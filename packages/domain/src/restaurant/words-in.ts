import { LANGUAGES, type Language } from '../language'
import type { LanguageWords, RestaurantWords } from './words'

/**
 * The first of the languages' values of one part of the words that is not blank: a text, a
 * list (taken whole: a half-translated FAQ or team would mix languages), or a group of them,
 * part by part.
 */
function firstWritten(values: unknown[]): unknown {
  const [own] = values
  if (typeof own === 'string') return values.find((value) => (value as string).trim()) ?? ''
  if (Array.isArray(own)) return [...((values.find((value) => (value as []).length) as []) ?? [])]
  return Object.fromEntries(
    Object.keys(own as object).map((key) => [
      key,
      firstWritten(values.map((value) => (value as Record<string, unknown>)[key])),
    ]),
  )
}

/**
 * The restaurant's words as a guest reads them (issue 21 §3): each text in the guest's language,
 * or where the owner left it blank there, the default language's, then any language's. Lists
 * (the story's paragraphs, numbers, values and team, the FAQ) fall back whole. No zod here: the
 * guest pages import this module, and it is kept small for them.
 */
export function wordsIn(
  words: RestaurantWords,
  language: Language,
  fallback: Language,
): LanguageWords {
  return firstWritten(
    [...new Set([language, fallback, ...LANGUAGES])].map((code) => words[code]),
  ) as LanguageWords
}

const written = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : Array.isArray(value)
      ? value.length > 0
      : Object.values(value as object).some(written)

/**
 * The language one part of the words is read in, as wordsIn picks it: the guest's, or the one
 * it fell back to, which the page marks with `lang` so a screen reader says it in that language.
 */
export function writtenIn(
  words: RestaurantWords,
  language: Language,
  fallback: Language,
  part: (words: LanguageWords) => unknown,
): Language {
  const order = [...new Set([language, fallback, ...LANGUAGES])]
  return order.find((code) => written(part(words[code]))) ?? language
}
