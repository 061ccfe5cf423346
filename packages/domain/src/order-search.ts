import { foldText } from './fold-text'
import { DEFAULT_RESTAURANT_COUNTRY, phoneDigits, phoneKey, type RestaurantCountry } from './phone'

// Finding an order on the board (issue 23 §1): by its code, the guest's phone or name, or the
// table it is served at (issue 24 §5).

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

/**
 * An order as a search sees it: its code, its guest's phone and name, and a dine-in order's
 * table; `phoneKey` when the order carries it already (the server's orders.phone_key), so it is
 * not worked out again.
 */
export interface SearchedOrder {
  trackingCode: string
  customerInfo: { name: string; phone: string }
  phoneKey?: string
  tableName?: string | null
}

/**
 * The test of one search, its query read once for every order it looks at (a search of every
 * day runs it on a year's orders).
 */
export function orderMatcher(
  query: string,
  country: RestaurantCountry = DEFAULT_RESTAURANT_COUNTRY,
): (order: SearchedOrder) => boolean {
  const wanted = query.trim()
  if (!wanted) return () => true
  const digits = phoneSearchDigits(wanted, country)
  const folded = foldText(wanted)
  const code = folded.replace(/\s+/g, '')
  return (order) =>
    (digits !== '' &&
      (order.phoneKey ?? phoneKey(order.customerInfo.phone, country)).includes(digits)) ||
    order.trackingCode.toLowerCase().includes(code) ||
    foldText(order.customerInfo.name).includes(folded) ||
    (!!order.tableName && foldText(order.tableName).includes(folded))
}

/** Whether an order is the one searched for: its code, its guest's phone or name, its table. */
export function orderMatches(
  order: SearchedOrder,
  query: string,
  country: RestaurantCountry = DEFAULT_RESTAURANT_COUNTRY,
): boolean {
  return orderMatcher(query, country)(order)
}

/**
 * What the server keeps of an order for the search (orders.search_text): its code, the guest's
 * name folded and the phone's key, lower case, one a line, and a dine-in order's table folded on
 * a fourth (searchedTable reads it back).
 */
export function orderSearchText(order: {
  trackingCode: string
  customerInfo: { name: string }
  phoneKey: string
  tableName?: string | null
}): string {
  const lines = [
    order.trackingCode.toLowerCase(),
    foldText(order.customerInfo.name),
    order.phoneKey,
  ]
  if (order.tableName) lines.push(foldText(order.tableName))
  return lines.join('\n')
}

/**
 * The table an order's search text holds (folded), or null: the search reads it from there, as
 * the database's index holds the search text and not the table.
 */
export function searchedTable(searchText: string): string | null {
  return searchText.split('\n')[3] || null
}

/**
 * Pieces of a search of which an order's search text holds one whenever orderMatcher finds the
 * order: the database narrows a search of every day down with them, and orderMatcher decides.
 * None for a blank search, which finds every order.
 */
export function orderSearchNeedles(
  query: string,
  country: RestaurantCountry = DEFAULT_RESTAURANT_COUNTRY,
): string[] {
  const wanted = query.trim()
  if (!wanted) return []
  const folded = foldText(wanted)
  const needles = [folded, folded.replace(/\s+/g, ''), phoneSearchDigits(wanted, country)]
  return [...new Set(needles.filter((needle) => needle !== ''))]
}
