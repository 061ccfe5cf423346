import { DEMO_LOOK, restaurantLookShape, type RestaurantLook } from '@quan/domain'
import type { SettingDescription } from './setting-book'

/**
 * The restaurant's logo, brand colour and home banner picture (issue 21 §2). No row is the
 * demo's look: the chili colour, the steaming-bowl mark, the best seller on the home page.
 */
export const restaurantLookSetting: SettingDescription<RestaurantLook> = {
  key: 'restaurantLook',
  schema: restaurantLookShape,
  default: DEMO_LOOK,
}
