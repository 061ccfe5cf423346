import {
  DEMO_IDENTITY,
  restaurantIdentityShape,
  type RestaurantCountry,
  type RestaurantIdentity,
} from '@quan/domain'
import type { SettingDescription } from '../settings/setting-book'

/**
 * Who the restaurant is (issue 21 §1). No row is the demo restaurant, as a new install shows it
 * until the owner saves their own; the country starts as RESTAURANT_COUNTRY (see service.ts).
 */
export const identitySetting = (
  country: RestaurantCountry,
): SettingDescription<RestaurantIdentity> => ({
  key: 'restaurantIdentity',
  schema: restaurantIdentityShape,
  default: { ...DEMO_IDENTITY, country },
})
