import { paths } from '../../config/paths'
import { useOrigin, useSchema } from '../../shared/hooks/use-schema'
import type { RestaurantIdentity } from '@quan/domain/restaurant'
import type { WeekSpans } from '@quan/domain/restaurant/hours-text'
import { useRestaurant, useRestaurantDescription } from '../../shared/restaurant'

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/**
 * One entry per span, days that share it together, Monday first: Mo–Sa 11–14, Mo–Sa 17–22, ...
 */
function openingHoursSpecification(week: WeekSpans) {
  const entries: { '@type': string; dayOfWeek: string[]; opens: string; closes: string }[] = []
  for (const day of [1, 2, 3, 4, 5, 6, 0]) {
    for (const span of week[DAY_NAMES[day]!.toLowerCase() as keyof WeekSpans] ?? []) {
      const same = entries.find((entry) => entry.opens === span.open && entry.closes === span.close)
      if (same) same.dayOfWeek.push(DAY_NAMES[day]!)
      else {
        entries.push({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [DAY_NAMES[day]!],
          opens: span.open,
          closes: span.close,
        })
      }
    }
  }
  return entries
}

/** schema.org Restaurant data, so search engines show the name, address, hours and menu. */
export function restaurantSchema(
  origin: string,
  identity: RestaurantIdentity,
  description: string,
  opening: WeekSpans,
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
    openingHoursSpecification: openingHoursSpecification(opening),
  }
}

export const SCHEMA_SCRIPT_ID = 'restaurant-schema'

/** The home page's JSON-LD, in <head> while it is shown. */
export function useRestaurantSchema() {
  const origin = useOrigin()
  const { identity, hours } = useRestaurant()
  useSchema(
    SCHEMA_SCRIPT_ID,
    restaurantSchema(origin, identity, useRestaurantDescription(), hours.opening),
  )
}
