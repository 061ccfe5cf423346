import type { LanguageWords } from '@quan/domain/restaurant/words'
import { wordsIn } from '@quan/domain/restaurant/words-in'
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
