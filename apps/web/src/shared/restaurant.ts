import { restaurant as restaurantAt } from '@quan/domain/api/addresses'
import { DEFAULT_RESTAURANT_COUNTRY, type RestaurantCountry } from '@quan/domain/phone'
import type { Restaurant } from '@quan/domain/restaurant'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { call } from './api/client'
import { useLanguage } from './i18n'

/**
 * The restaurant as its owner set it up in Settings (issue 21): its name, address, look, texts
 * and hours, never facts in the code. Every server-rendered page brings it in its state, so
 * guests never wait for it; the back office (rendered in the browser) asks GET /api/restaurant.
 */
export const restaurantKey = ['restaurant'] as const

const restaurantQuery = {
  queryKey: restaurantKey,
  queryFn: () => call(restaurantAt).then((answer) => answer.data),
  // Kept for the visit: a change in Settings shows on the next page load.
  staleTime: Number.POSITIVE_INFINITY,
}

export function useRestaurant(): Restaurant {
  return useSuspenseQuery(restaurantQuery).data
}

/**
 * The restaurant's name without waiting for it (empty until known): for the document's title and
 * the error screen, which must show even when the restaurant could not be read.
 */
export function useRestaurantName(): string {
  return useQuery(restaurantQuery).data?.identity.name ?? ''
}

/**
 * The restaurant's country without waiting for it (the default until known): a phone typed
 * without its country code is one of its numbers (domain phoneKey).
 */
export function useRestaurantCountry(): RestaurantCountry {
  return useQuery(restaurantQuery).data?.identity.country ?? DEFAULT_RESTAURANT_COUNTRY
}

/**
 * What texts name of the restaurant, for `t(key, facts)`: `{{name}}`, `{{street}}`, `{{city}}`
 * (issue 21 §1), so that no text in the locale files names a restaurant or its place.
 */
export function useRestaurantFacts(): { name: string; street: string; city: string } {
  const { name, address } = useRestaurant().identity
  return { name, street: address.street, city: address.city }
}

/** The restaurant's description in the guest's language, else in its default one. */
export function useRestaurantDescription(): string {
  const { identity } = useRestaurant()
  const language = useLanguage()
  return identity.description[language] || identity.description[identity.defaultLanguage]
}

/** The description's `lang` where it is the default language's (blank in the guest's), else none. */
export function useDescriptionLanguage(): Restaurant['identity']['defaultLanguage'] | undefined {
  const { identity } = useRestaurant()
  return identity.description[useLanguage()] ? undefined : identity.defaultLanguage
}

/** 'tel:' link of a phone as written for guests. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`

/**
 * Our own address needs no encoding (the identity's e-mail passes the e-mail rule, which allows
 * no `?`, `&` or `%`), so the first visit does not carry mailto.ts.
 */
export const emailHref = (email: string) => `mailto:${email}`

/** A plain link to the spot on OpenStreetMap; nothing is loaded from there until it is followed. */
export const mapUrl = ({ latitude, longitude }: Restaurant['identity']['position']) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`
