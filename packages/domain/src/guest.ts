import { phoneKey, type RestaurantCountry } from './phone'

/**
 * An e-mail as a guest is recognised by it: 'Lan@Example.com ' is 'lan@example.com'. Accounts
 * are keyed so too, one per address whatever its letter case.
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * The forms a guest is recognised under (issue 19 §1.2): their phone's one international form
 * (phoneKey) and their e-mail's key. Every rule that counts a guest compares these.
 */
export function guestKeys(
  guest: { phone: string; email: string },
  country: RestaurantCountry,
): { phone: string; email: string } {
  return { phone: phoneKey(guest.phone, country), email: emailKey(guest.email) }
}
