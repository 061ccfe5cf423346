import { OPENING_HOURS, type Weekday } from '@quan/domain/schedule'
import { paths } from '../../config/paths'
import { useOrigin, useSchema } from '../../shared/hooks/use-schema'
import type { RestaurantIdentity } from '@quan/domain/restaurant'
import { useRestaurant, useRestaurantDescription } from '../../shared/restaurant'

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** Days that share their hours become one entry, Monday first: Mo–Sa 11–20, Su 11–17. */
function openingHoursSpecification() {
  const entries: { '@type': string; dayOfWeek: string[]; opens: string; closes: string }[] = []
  for (const day of [1, 2, 3, 4, 5, 6, 0] as Weekday[]) {
    const hours = OPENING_HOURS[day]
    if (!hours) continue
    const same = entries.find((entry) => entry.opens === hours.open && entry.closes === hours.close)
    if (same) same.dayOfWeek.push(DAY_NAMES[day]!)
    else {
      entries.push({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [DAY_NAMES[day]!],
        opens: hours.open,
        closes: hours.close,
      })
    }
  }
  return entries
}

/** schema.org Restaurant data, so search engines show the name, address, hours and menu. */
export function restaurantSchema(
  origin: string,
  identity: RestaurantIdentity,
  description: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: identity.name,
    ...(description ? { description } : {}),
    url: `${origin}${paths.home}`,
    menu: `${origin}${paths.menu}`,
    hasMenu: `${origin}${paths.menu}`,
    acceptsReservations: true,
    telephone: identity.phone,
    email: identity.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: identity.address.street,
      postalCode: identity.address.postalCode,
      addressLocality: identity.address.city,
      addressCountry: identity.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: identity.position.latitude,
      longitude: identity.position.longitude,
    },
    openingHoursSpecification: openingHoursSpecification(),
  }
}

export const SCHEMA_SCRIPT_ID = 'restaurant-schema'

/** The home page's JSON-LD, in <head> while it is shown. */
export function useRestaurantSchema() {
  const origin = useOrigin()
  const { identity } = useRestaurant()
  useSchema(SCHEMA_SCRIPT_ID, restaurantSchema(origin, identity, useRestaurantDescription()))
}
