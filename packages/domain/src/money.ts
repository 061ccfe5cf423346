/** Money is held as integer cents everywhere inside; euros exist only at the API and UI edge. */
export type Cents = number

/**
 * Euros to cents. Products like 1.005 * 100 come out as 100.49999999999999 in binary floating
 * point, so the product is first cut to 12 significant digits; halves round away from zero so
 * that -x always rounds to the negation of x. Throws on a non-finite amount, because a NaN that
 * slipped into a sum would silently poison every total after it.
 */
export function toCents(euros: number): Cents {
  if (!Number.isFinite(euros)) throw new RangeError(`Not an amount of money: ${String(euros)}`)
  const scaled = Number.parseFloat((euros * 100).toPrecision(12))
  const cents = Math.sign(scaled) * Math.round(Math.abs(scaled))
  return cents === 0 ? 0 : cents // never -0, which prints as '-0' in some places
}

export function toEuros(cents: Cents): number {
  return cents / 100
}

/** Accepts a number or a numeric string, as prices arrive from JSON and from form inputs. */
function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value)
    return Number.isFinite(parsed) ? parsed : null
  }
  return null
}

/**
 * SPEC §9: EUR with 0 to 2 decimals and a trailing .00 removed. We print two decimals and drop
 * them only when both are zero, so 12 -> '€12', 12.5 -> '€12.50' (never '€12.5'), 0.5 -> '€0.50'.
 * Anything invalid, missing, zero or negative shows '€0'. No thousands separator.
 */
export function formatEuro(euros: unknown): string {
  const amount = toFiniteNumber(euros)
  return amount === null ? '€0' : formatEuroCents(toCents(amount))
}

/** Same rules as formatEuro, for an amount already in cents. */
export function formatEuroCents(cents: unknown): string {
  const amount = toFiniteNumber(cents)
  if (amount === null) return '€0'
  const whole = Math.round(amount)
  if (whole <= 0) return '€0'
  return whole % 100 === 0 ? `€${whole / 100}` : `€${(whole / 100).toFixed(2)}`
}

const wholeEuroFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 })

/**
 * The floating cart button's total (SPEC §2): German grouping, no decimals, e.g. '€1.235'.
 * Like formatEuro, an invalid or negative total shows '€0' (and never '€-0').
 */
export function formatEuroWhole(euros: number): string {
  return `€${wholeEuroFormat.format(Number.isFinite(euros) && euros > 0 ? euros : 0)}`
}
