import {
  DEFAULT_RESTAURANT_LEGAL,
  restaurantLegalShape,
  type RestaurantLegal,
} from '@quan/domain/restaurant/legal'
import type { SettingDescription } from '../settings/setting-book'

/**
 * The restaurant's terms, privacy notice and allergen note per language (issue 22 §2). No row is
 * a new shop: the default texts, which name the restaurant through its identity.
 */
export const restaurantLegalSetting: SettingDescription<RestaurantLegal> = {
  key: 'restaurantLegal',
  schema: restaurantLegalShape,
  default: DEFAULT_RESTAURANT_LEGAL,
}
