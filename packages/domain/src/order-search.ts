import { foldText } from './fold-text'
import { DEFAULT_RESTAURANT_COUNTRY, phoneDigits, phoneKey, type RestaurantCountry } from './phone'

// Finding an order on the board (issue 23 §1): by its code, the guest's phone or name.

/** The longest search the server takes: a code, a phone or a name, never a page of text. */
export const ORDER_SEARCH_MAX_LENGTH = 60
/** Orders one search across all days lists at most, newest first. */
export const ORDER_SEARCH_LIMIT = 50

/**
 * The digits a phone search compares: its international form without '+' (phoneKey), so
 * '0902 345 678' and '+421 902 345 678' are one number; '' for a search without enough digits to
 * be a phone (three: less finds half the guests).
 */
export function phoneSearchDigits(
  query: string,
  country: RestaurantCountry = DEFAULT_RESTAURANT_COUNTRY,
): string {
  if (phoneDigits(query).length < 3 || /\p{L}/u.test(query)) return ''
  const key = phoneKey(query, country).slice(1)
  // A part of a national number ('902 345'): its digits as typed, without a trunk prefix.
  return phoneDigits(query).length >= 9 ? key : phoneDigits(query).replace(/^0+/, '')
}

/** Whether an order is the one searched for: its code, its guest's phone or name. */
export function orderMatches(
  order: { trackingCode: string; customerInfo: { name: string; phone: string } },
  query: string,
  country: RestaurantCountry = DEFAULT_RESTAURANT_COUNTRY,
): boolean {
  const wanted = query.trim()
  if (!wanted) return true
  const digits = phoneSearchDigits(wanted, country)
  if (digits && phoneKey(order.customerInfo.phone, country).includes(digits)) return true
  const folded = foldText(wanted)
  return (
    order.trackingCode.toLowerCase().includes(folded.replace(/\s+/g, '')) ||
    foldText(order.customerInfo.name).includes(folded)
  )
}
