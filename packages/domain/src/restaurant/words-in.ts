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

/** The parts of the words, as the back office names them: each can be missing in a language. */
export const WORDS_PARTS = [
  'banner.eyebrow',
  'banner.title',
  'banner.text',
  'about.title',
  'about.paragraphs',
  'about.numbers',
  'faq',
  'contactIntro',
] as const
export type WordsPart = (typeof WORDS_PARTS)[number]

function partOf(words: LanguageWords, part: WordsPart): string | readonly unknown[] {
  switch (part) {
    case 'banner.eyebrow':
      return words.banner.eyebrow
    case 'banner.title':
      return words.banner.title
    case 'banner.text':
      return words.banner.text
    case 'about.title':
      return words.about.title
    case 'about.paragraphs':
      return words.about.paragraphs
    case 'about.numbers':
      return words.about.numbers
    case 'faq':
      return words.faq
    case 'contactIntro':
      return words.contactIntro
  }
}

const isBlank = (value: string | readonly unknown[]) =>
  typeof value === 'string' ? value.trim() === '' : value.length === 0

/**
 * The parts a language leaves blank while another language has them: guests reading it see
 * another language's text there, and the back office marks its tab.
 */
export function missingWords(words: RestaurantWords, language: Language): WordsPart[] {
  return WORDS_PARTS.filter(
    (part) =>
      isBlank(partOf(words[language], part)) &&
      LANGUAGES.some((other) => !isBlank(partOf(words[other], part))),
  )
}
