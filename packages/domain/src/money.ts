import type { Language } from './language'

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
 * A price as an answer carries it, in cents: anything that is not an amount (`"abc"`, null, a
 * missing field) is 0, which SPEC §9 shows as €0 and counts as nothing, rather than an error
 * that takes the whole menu or cart down with it (issue 19 §3). A negative add-on keeps its sign.
 */
export function priceCentsOf(euros: unknown): Cents {
  const amount = toFiniteNumber(euros)
  return amount === null ? 0 : toCents(amount)
}

/**
 * SPEC §9: EUR with 0 to 2 decimals and a trailing .00 removed. We print two decimals and drop
 * them only when both are zero, so 12 -> '€12', 12.5 -> '€12.50' (never '€12.5'), 0.5 -> '€0.50'.
 * Anything invalid, missing, zero or negative shows '€0'. No thousands separator.
 *
 * That is the English page's format. A Slovak or Vietnamese reader writes the same amount with a
 * decimal comma and the sign after it, '12,50 €' (issue 12 §4), and keeps both decimals of
 * every price, '12,00 €', as Intl's sk-SK and vi-VN euro formats do: amounts are shown in
 * lists (a menu, a cart, an order), and '1 €' beside '2,50 €' reads as a slip (issue 19 §5).
 * Invalid or non-positive is '0,00 €'.
 */
export function formatEuro(euros: unknown, language: Language = 'en'): string {
  const amount = toFiniteNumber(euros)
  return formatEuroCents(amount === null ? null : toCents(amount), language)
}

/** The space Intl puts between a Slovak or Vietnamese amount and its sign: it never breaks. */
const NO_BREAK_SPACE = '\u00a0'

/** A positive number in the page's language, with the euro sign where its reader puts it. */
function withEuroSign(number: string, language: Language): string {
  return language === 'en' ? `€${number}` : `${number}${NO_BREAK_SPACE}€`
}

/** Same rules as formatEuro, for an amount already in cents. */
export function formatEuroCents(cents: unknown, language: Language = 'en'): string {
  const amount = toFiniteNumber(cents)
  const whole = amount === null ? 0 : Math.max(Math.round(amount), 0)
  if (language !== 'en') return withEuroSign((whole / 100).toFixed(2).replace('.', ','), language)
  if (whole === 0) return withEuroSign('0', language)
  return withEuroSign(whole % 100 === 0 ? String(whole / 100) : (whole / 100).toFixed(2), language)
}

/**
 * Thousands as each page groups them in the floating cart: SPEC §2 has the English page group
 * the German way ('€1.235'); Vietnamese groups with a dot too, Slovak with a no-break space
 * ('1 235 €'), as their Intl formats do.
 */
const THOUSANDS: Record<Language, string> = { en: '.', vi: '.', sk: NO_BREAK_SPACE }

/**
 * The floating cart button's total (SPEC §2): grouped thousands, no decimals, e.g. '€1.235'
 * (halves round up). Like formatEuro, an invalid or negative total shows '€0' (never '€-0').
 */
export function formatEuroWhole(euros: number, language: Language = 'en'): string {
  const whole = Number.isFinite(euros) && euros > 0 ? Math.round(euros) : 0
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, THOUSANDS[language])
  return withEuroSign(grouped, language)
}

/**
 * A report's sum (issue 23 §3): a year's takings run to tens of thousands of euros, read at a
 * glance only with their thousands grouped, and a report shows every cent. English groups with a
 * comma beside its decimal point ('€12,345.60': a dot would read as the decimal), Vietnamese with
 * a dot and Slovak with a no-break space beside their decimal comma ('12 345,60 €'). A negative
 * sum keeps its sign; anything that is not an amount is 0.
 */
export function formatReportMoney(cents: unknown, language: Language = 'en'): string {
  const amount = toFiniteNumber(cents)
  const whole = amount === null ? 0 : Math.round(amount)
  const euros = String(Math.floor(Math.abs(whole) / 100)).replace(
    /\B(?=(\d{3})+$)/g,
    language === 'en' ? ',' : THOUSANDS[language],
  )
  const decimals = String(Math.abs(whole) % 100).padStart(2, '0')
  const number = `${euros}${language === 'en' ? '.' : ','}${decimals}`
  return `${whole < 0 ? '\u2212' : ''}${withEuroSign(number, language)}`
}
