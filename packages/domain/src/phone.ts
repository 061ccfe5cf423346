/** SPEC §5: the phone input's max length, also enforced by the schemas. */
export const PHONE_MAX_LENGTH = 20

/** Digits only, so '+421 900-123 456' and '421900123456' compare equal. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '')
}

/** SPEC §5: at least 10 characters, at least 10 digits once non-digits are stripped, at most 20. */
export function isValidPhone(phone: string): boolean {
  return phone.length >= 10 && phone.length <= PHONE_MAX_LENGTH && phoneDigits(phone).length >= 10
}

/**
 * Order look-ups match on digits only, so formatting differences don't hide an order. A phone
 * without digits never matches, not even another one without digits.
 */
export function samePhone(a: string, b: string): boolean {
  const digits = phoneDigits(a)
  return digits.length > 0 && digits === phoneDigits(b)
}
