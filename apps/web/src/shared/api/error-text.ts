import {
  MAX_PENDING_BOOKINGS_PER_GUEST,
  PARTY_SIZE_MAX,
  PARTY_SIZE_MIN,
} from '@quan/domain/booking'
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@quan/domain/cart'
import { isErrorCode, type ErrorCode } from '@quan/domain/error-codes'
import { MAX_SAVED_ADDRESSES } from '@quan/domain/saved-addresses'
import { useTranslation } from 'react-i18next'
import { ApiError } from './client'

/**
 * The one place a refusal becomes words in the reader's language: by its code (domain
 * error-codes.ts), from the `errors` namespace. The server's English sentence is kept only for
 * a code this app does not know (a newer server, or a proxy's answer), so nothing goes unsaid.
 */
export interface Refusal {
  code: ErrorCode | undefined
  message: string
}

/** The figures the texts name, from the rules that set them. */
export const ERROR_TEXT_VALUES = {
  partyMin: PARTY_SIZE_MIN,
  partyMax: PARTY_SIZE_MAX,
  maxBookings: MAX_PENDING_BOOKINGS_PER_GUEST,
  maxQuantity: MAX_LINE_QUANTITY,
  maxLines: MAX_CART_LINES,
  maxAddresses: MAX_SAVED_ADDRESSES,
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** What a server's error body says: its code and sentence ('' when it sent none). */
export function refusalOf(error: ApiError): Refusal {
  const { code, message } = error.body
  return { code: isErrorCode(code) ? code : undefined, message: text(message) }
}

/** Whether a refusal has anything to say, in words or by code. */
export const saysSomething = (refusal: Refusal) => Boolean(refusal.code || refusal.message)

/** The body's `errors` (field → sentence) with each field's code from `fieldCodes`. */
export function fieldRefusals(error: ApiError): Record<string, Refusal> {
  const { errors, fieldCodes } = error.body
  if (!errors || typeof errors !== 'object') return {}
  const codes = (fieldCodes && typeof fieldCodes === 'object' ? fieldCodes : {}) as Record<
    string,
    unknown
  >
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).map(([field, message]) => [
      field,
      { code: isErrorCode(codes[field]) ? codes[field] : undefined, message: text(message) },
    ]),
  )
}

/** A refusal named by its code alone, for a rule the form checks itself. */
export const refusalFor = (code: ErrorCode): Refusal => ({ code, message: '' })

/** Turns refusals into the reader's language; re-renders when the language changes. */
export function useErrorText() {
  const { t, i18n } = useTranslation('errors')
  return (refusal: Refusal | undefined): string => {
    if (!refusal) return ''
    const { code, message } = refusal
    if (code && i18n.exists(code, { ns: 'errors' })) return t(code, ERROR_TEXT_VALUES)
    return message
  }
}

/**
 * Any failure in words: a server's refusal by its code (its sentence, or the status line, when
 * the code is unknown), and for no answer at all the failure's own text.
 */
export function useFailureText() {
  const errorText = useErrorText()
  return (error: unknown): string =>
    error instanceof ApiError && !error.isNetwork
      ? errorText(refusalOf(error)) || error.message
      : String((error as Error | undefined)?.message ?? '')
}
