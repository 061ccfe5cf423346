import { LANGUAGES, type Language } from '../language'
import type { LanguageWords, RestaurantWords } from './words'

// What the back office marks on a language's tab (issue 21 §3); apart from words-in.ts, which
// the guest pages load.

/** The parts of the words, as the back office names them: each can be missing in a language. */
export const WORDS_PARTS = [
  'banner.eyebrow',
  'banner.title',
  'banner.text',
  'about.title',
  'about.paragraphs',
  'about.numbers',
  'about.mission',
  'about.values',
  'about.team',
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
    case 'about.mission':
      return words.about.mission.text
    case 'about.values':
      return words.about.values
    case 'about.team':
      return words.about.team
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
