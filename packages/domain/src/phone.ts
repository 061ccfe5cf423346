/** SPEC §5: the phone input's max length, also enforced by the schemas. */
export const PHONE_MAX_LENGTH = 20

/** Digits only: '+421 900-123 456' is '421900123456'. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '')
}

/** SPEC §5: at least 10 characters, at least 10 digits once non-digits are stripped, at most 20. */
export function isValidPhone(phone: string): boolean {
  return phone.length >= 10 && phone.length <= PHONE_MAX_LENGTH && phoneDigits(phone).length >= 10
}

/**
 * The countries a restaurant may be in (RESTAURANT_COUNTRY), by ISO code: the calling code, and
 * the trunk prefix dialled before a national number and dropped after the calling code ('' where
 * a national number keeps its first digit, as in Italy, or has no prefix, as in Czechia).
 */
const COUNTRIES = {
  AT: { callingCode: '43', trunk: '0' },
  BE: { callingCode: '32', trunk: '0' },
  BG: { callingCode: '359', trunk: '0' },
  CH: { callingCode: '41', trunk: '0' },
  CZ: { callingCode: '420', trunk: '' },
  DE: { callingCode: '49', trunk: '0' },
  DK: { callingCode: '45', trunk: '' },
  ES: { callingCode: '34', trunk: '' },
  FI: { callingCode: '358', trunk: '0' },
  FR: { callingCode: '33', trunk: '0' },
  GB: { callingCode: '44', trunk: '0' },
  HR: { callingCode: '385', trunk: '0' },
  HU: { callingCode: '36', trunk: '06' },
  IE: { callingCode: '353', trunk: '0' },
  IT: { callingCode: '39', trunk: '' },
  NL: { callingCode: '31', trunk: '0' },
  NO: { callingCode: '47', trunk: '' },
  PL: { callingCode: '48', trunk: '' },
  PT: { callingCode: '351', trunk: '' },
  RO: { callingCode: '40', trunk: '0' },
  SE: { callingCode: '46', trunk: '0' },
  SI: { callingCode: '386', trunk: '0' },
  SK: { callingCode: '421', trunk: '0' },
  UA: { callingCode: '380', trunk: '0' },
  VN: { callingCode: '84', trunk: '0' },
} as const satisfies Record<string, { callingCode: string; trunk: string }>

export type RestaurantCountry = keyof typeof COUNTRIES

export const DEFAULT_RESTAURANT_COUNTRY: RestaurantCountry = 'SK'
export const RESTAURANT_COUNTRIES = Object.keys(COUNTRIES) as RestaurantCountry[]

export function isRestaurantCountry(code: string): code is RestaurantCountry {
  return Object.hasOwn(COUNTRIES, code)
}

/** How the restaurant's country dials: its calling code and its trunk prefix. */
export function restaurantDialling(country: RestaurantCountry): {
  callingCode: string
  trunk: string
} {
  return COUNTRIES[country]
}

/** `+421 (0)933…`: a trunk 0 in brackets, written for callers at home and dropped from abroad. */
const TRUNK_IN_BRACKETS = /\(\s*0\s*\)/g

/**
 * The one form a phone is stored and compared in (issue 19 §1.2): `+`, the calling code and the
 * number, e.g. `+421933000001` for `0933 000 001`, `+421 933 000 001`, `00421933000001` and
 * `+421 (0)933000001` alike. `00` reads as `+`; a national number (its trunk prefix first, or
 * any number where there is none) is the restaurant's country's; a number of ten digits or more
 * that is neither was written without its `+`. The restaurant's own trunk 0 typed after its
 * calling code (`+421 0933…`) is dropped. '' for a phone without digits: it matches no one.
 */
export function phoneKey(
  phone: string,
  country: RestaurantCountry = DEFAULT_RESTAURANT_COUNTRY,
): string {
  const own = COUNTRIES[country]
  const written = phoneDigits(phone)
  // No calling code starts with 0: `+0933…` is a national number with a slip before it.
  const plus = phone.trim().startsWith('+') && !written.startsWith('0')
  const international = plus || written.startsWith('00')
  let digits = international
    ? phoneDigits(phone.replace(TRUNK_IN_BRACKETS, '')).slice(plus ? 0 : 2)
    : written
  // `000…`: as no calling code starts with 0, the zeros say nothing.
  if (international) digits = digits.replace(/^0+/, '')
  if (digits === '') return ''
  if (!international) {
    if (own.trunk === '') digits = own.callingCode + digits
    else if (digits.startsWith(own.trunk)) digits = own.callingCode + digits.slice(own.trunk.length)
  }
  if (own.trunk === '0' && digits.startsWith(`${own.callingCode}0`)) {
    digits = own.callingCode + digits.slice(own.callingCode.length + 1)
  }
  return `+${digits}`
}
