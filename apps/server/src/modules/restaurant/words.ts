import {
  DEFAULT_RESTAURANT_WORDS,
  restaurantWordsShape,
  type RestaurantWords,
} from '@quan/domain/restaurant/words'
import type { SettingDescription } from '../settings/setting-book'

/**
 * The restaurant's words (issue 21 §3): banner, about story, FAQ and contact intro per language.
 * No row is a new shop: the demo's words, which the owner then makes their own.
 */
export const restaurantWordsSetting: SettingDescription<RestaurantWords> = {
  key: 'restaurantWords',
  schema: restaurantWordsShape,
  default: DEFAULT_RESTAURANT_WORDS,
}
