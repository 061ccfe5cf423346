import { OPENING_HOURS, type DayHours } from '@quan/domain/schedule'

/** The restaurant's own facts, once: footer, map panel, contact page and schema.org data. */
export const RESTAURANT = {
  name: 'Quán',
  street: 'Obchodná 12',
  postalCode: '811 06',
  city: 'Bratislava',
  /** ISO 3166 code, as schema.org wants it. */
  country: 'SK',
  phone: '+421 902 123 456',
  email: 'ahoj@quan.sk',
  latitude: 48.14668,
  longitude: 17.10745,
} as const

export const PHONE_HREF = `tel:${RESTAURANT.phone.replace(/\s+/g, '')}`
// Our own address needs no encoding (mailto.test.ts holds it to mailtoHref's link), so the first
// visit does not carry mailto.ts, which the back office's Reply links need.
export const EMAIL_HREF = `mailto:${RESTAURANT.email}`

/** A plain link to the spot on OpenStreetMap; nothing is loaded from there until it is followed. */
export const MAP_URL = `https://www.openstreetmap.org/?mlat=${RESTAURANT.latitude}&mlon=${RESTAURANT.longitude}#map=18/${RESTAURANT.latitude}/${RESTAURANT.longitude}`

/** Weekday hours (Mon–Sat share them) and Sunday's, from the domain's opening hours. */
export const WEEKDAY_HOURS = OPENING_HOURS[1] as DayHours
export const SUNDAY_HOURS = OPENING_HOURS[0] as DayHours

export const formatHours = (hours: DayHours) => `${hours.open}–${hours.close}`
