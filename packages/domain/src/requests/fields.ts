import { z } from 'zod'
import { VALIDATION_CODES } from '../error-codes'

// The pieces every request schema is built of: texts, lists, numbers as forms send them.

/**
 * The highest price of a dish or a choice, in euros. Prices are kept in cents in 32-bit integer
 * columns, which PostgreSQL guards with an error, and with it an order's total stays bounded.
 */
export const MAX_PRICE_EUROS = 10_000

/**
 * A simple address pattern, as the contact form uses (SPEC §5): something@something.tld. No `?`,
 * `&` or `%`: in the owner's Reply link they would start or smuggle in headers such as
 * `?bcc=spy%40evil.example` (issue 19 §1.8), and no address a guest really has needs them.
 */
export const EMAIL_PATTERN = /^[^\s@?&%]+@[^\s@?&%]+\.[^\s@?&%]+$/
export const EMAIL_MAX_LENGTH = 254
const DECIMAL_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

/**
 * C0 controls, DEL, C1 controls (U+0080–U+009F) and UTF-16 halves without their partner (with
 * the u flag a surrogate range only matches a lone half). PostgreSQL refuses NUL and lone
 * surrogates outright, which failed whole writes; the others have no place in a name or an
 * address and can hide text in logs, mails and the back office.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u
/** The same, less tab and line ends (CR too: a Windows client ends lines with CR LF). */
const CONTROL_CHARACTERS_MULTILINE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u

export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(value)
}

const isString = (value: unknown) => typeof value === 'string'

/**
 * Stops every later check of `schema` once the value is not of its type. Zod still measures the
 * length of a value that failed its type check, if it has one: `{ "length": [{ "toString": 0 }] }`
 * in a JSON body then made parsing throw (a 500) instead of refusing it (a 400).
 */
export function ofTypeFirst<S extends z.ZodType>(
  schema: S,
  isType: (value: unknown) => boolean,
  error?: string,
): S {
  return schema.refine(() => false, {
    error,
    abort: true,
    when: (payload) => !isType(payload.value),
  })
}

/** A list, refused before its length is looked at when it is not a list at all. */
export const list = <Item extends z.ZodType>(item: Item, error?: string) =>
  ofTypeFirst(z.array(item, { error }), Array.isArray, error)

/**
 * The base of every text a request may carry: a string without control characters. `error` is
 * the field's message for anything that is not a string. The check comes first, so it is what
 * the field reports even when the text breaks other rules too.
 */
export const plainText = (error?: string) =>
  ofTypeFirst(z.string({ error }), isString, error).refine(
    (value) => !hasControlCharacters(value),
    VALIDATION_CODES.controlCharacters,
  )

/** For notes, messages and descriptions: like plainText, but newlines and tabs are fine. */
export const multilineText = (error?: string) =>
  ofTypeFirst(z.string({ error }), isString, error).refine(
    (value) => !hasControlCharacters(value, { multiline: true }),
    VALIDATION_CODES.controlCharacters,
  )

export type TextBase = typeof plainText

export const object = <Shape extends z.ZodRawShape>(
  shape: Shape,
  error: string = VALIDATION_CODES.bodyNotObject,
) => z.object(shape, { error })

/**
 * A trimmed string that must not be blank. The same text covers missing, wrong type and blank,
 * because to the person filling the form they are all 'you left this empty'.
 */
export const requiredText = (
  required: string,
  max: number,
  tooLong: string,
  text: TextBase = plainText,
) =>
  text(required)
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong, abort: true })

export const email = () =>
  requiredText(
    VALIDATION_CODES.emailRequired,
    EMAIL_MAX_LENGTH,
    VALIDATION_CODES.emailInvalid,
  ).regex(EMAIL_PATTERN, VALIDATION_CODES.emailInvalid)

/**
 * Clients send null or leave a key out for 'nothing'; both come out as an absent key. The outer
 * optional() keeps the key optional in the inferred type, which a bare transform would not.
 */
export const absentAllowed = <T extends z.ZodType>(schema: T) =>
  schema
    .nullish()
    .transform((value) => value ?? undefined)
    .optional()

/** Optional text that is stored as given; blank is fine. */
export const optionalText = (max: number, tooLong: string, text: TextBase = plainText) =>
  absentAllowed(text(tooLong).trim().max(max, tooLong))

/**
 * A number, or a numeric string as HTML number inputs produce it. Missing and blank report
 * `required`; anything else that is not a finite number reports `invalid`.
 */
export const numberLike = (required: string, invalid: string) =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
      ctx.addIssue({ code: 'custom', message: required })
      return z.NEVER
    }
    // Plain decimals only: Number() would also read '0x10' and '1e1'.
    const decimal = typeof value === 'string' && DECIMAL_PATTERN.test(value.trim())
    const parsed = typeof value === 'string' ? (decimal ? Number(value.trim()) : NaN) : value
    if (typeof parsed !== 'number' || !Number.isFinite(parsed)) {
      ctx.addIssue({ code: 'custom', message: invalid })
      return z.NEVER
    }
    return parsed
  })
