import {
  DEFAULT_RESTAURANT_HOURS,
  type KindHours,
  OPENING_HOURS,
  type RestaurantHours,
  restaurantHoursShape,
  weekSpansOf,
  type WeeklyHours,
} from '@quan/domain'
import type { Config } from '../../config'
import type { SettingDescription } from './setting-book'

/** Delivery's or pickup's first value: 'always', the opening hours, or hours of their own. */
function kindHoursOf(hours: WeeklyHours | null, opening: WeeklyHours): KindHours {
  if (hours === null) return 'always'
  const week = weekSpansOf(hours)
  return JSON.stringify(week) === JSON.stringify(weekSpansOf(opening)) ? 'opening' : week
}

/**
 * The hours a shop starts from while the owner never saved any (issue 21 §4): RESTAURANT_TZ,
 * SPEC's opening hours, DELIVERY_HOURS and PICKUP_HOURS ('always' stays round the clock).
 */
export function firstRestaurantHours(
  config: Pick<Config, 'timeZone' | 'deliveryHours' | 'pickupHours'>,
): RestaurantHours {
  return {
    ...DEFAULT_RESTAURANT_HOURS,
    timeZone: config.timeZone,
    opening: weekSpansOf(OPENING_HOURS),
    delivery: kindHoursOf(config.deliveryHours, OPENING_HOURS),
    pickup: kindHoursOf(config.pickupHours, OPENING_HOURS),
  }
}

/**
 * The restaurant's hours and time zone (issue 21 §4): weekly spans for opening, delivery and
 * pickup, closures and shorter days. Everything that reads hours or the zone reads this book,
 * so a change is seen on every instance without a restart.
 */
export function restaurantHoursSetting(
  first: RestaurantHours,
): SettingDescription<RestaurantHours> {
  return { key: 'restaurantHours', schema: restaurantHoursShape, default: first }
}
