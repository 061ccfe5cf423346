import type { Language } from '@quan/domain/language'
import type { LanguageWords } from '@quan/domain/restaurant/words'
import { wordsIn, writtenIn } from '@quan/domain/restaurant/words-in'
import { useLanguage } from './i18n'
import { useRestaurant } from './restaurant'

/**
 * The restaurant's own words (issue 21 §3) in the guest's language: the home banner, the about
 * story, the FAQ and the contact intro. A text the owner left blank in it is the default
 * language's. Read from the restaurant the page came with, so the server renders them too.
 */
export function useRestaurantWords(): LanguageWords {
  const { identity, words } = useRestaurant()
  return wordsIn(words, useLanguage(), identity.defaultLanguage)
}

/**
 * The `lang` of a part of the words that is read in another language than the page's (the owner
 * left it blank in the guest's), so a screen reader says it in that language; else none.
 */
export function useWordsLanguage(): (
  part: (words: LanguageWords) => unknown,
) => Language | undefined {
  const { identity, words } = useRestaurant()
  const language = useLanguage()
  return (part) => {
    const code = writtenIn(words, language, identity.defaultLanguage, part)
    return code === language ? undefined : code
  }
}
