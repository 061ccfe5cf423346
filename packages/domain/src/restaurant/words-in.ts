import { LANGUAGES, type Language } from '../language'
import type { LanguageWords, RestaurantWords } from './words'

/**
 * The restaurant's words as a guest reads them (issue 21 §3): each text in the guest's language,
 * or where the owner left it blank there, the default language's, then any language's. Lists
 * (the story's paragraphs and numbers, the FAQ) fall back whole: a half-translated FAQ would
 * mix languages. No zod here: the guest pages import this module.
 */
export function wordsIn(
  words: RestaurantWords,
  language: Language,
  fallback: Language,
): LanguageWords {
  const order = [...new Set([language, fallback, ...LANGUAGES])].map((code) => words[code])
  const text = (pick: (own: LanguageWords) => string) =>
    order.map(pick).find((value) => value.trim() !== '') ?? ''
  const items = <T>(pick: (own: LanguageWords) => readonly T[]): T[] => [
    ...(order.map(pick).find((value) => value.length > 0) ?? []),
  ]
  return {
    banner: {
      eyebrow: text((own) => own.banner.eyebrow),
      title: text((own) => own.banner.title),
      text: text((own) => own.banner.text),
    },
    about: {
      title: text((own) => own.about.title),
      paragraphs: items((own) => own.about.paragraphs),
      numbers: items((own) => own.about.numbers),
    },
    faq: items((own) => own.faq),
    contactIntro: text((own) => own.contactIntro),
  }
}
