import type { ErrorCode } from '@quan/domain/error-codes'
import type { Fulfilment } from '@quan/domain/fulfilment'
import { isValidPhone } from '@quan/domain/phone'
import { cleanPostalCode, isPostalCode } from '@quan/domain/postal-code'
import { EMAIL_PATTERN } from '@quan/domain/validation'
import type { DeliveryAddress } from './api'

export const REQUIRED_FIELDS = [
  'firstName',
  'lastName',
  'street',
  'city',
  'state',
  'zipcode',
  'country',
  'phone',
] as const

/** A pickup asks no address (issue 11 §1): name and phone only. */
export const PICKUP_REQUIRED_FIELDS = ['firstName', 'lastName', 'phone'] as const

/** The fields a pickup order shows, in the form's order. */
export const PICKUP_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const

/** SPEC §5's checks, named by the codes the server gives the same refusals. */
export type OrderCheck = Extract<
  ErrorCode,
  'REQUIRED_FIELDS' | 'POSTAL_CODE_INVALID' | 'PHONE_INVALID' | 'EMAIL_INVALID' | 'CART_EMPTY'
>

/** The fields in the order the form shows them: the first one with a problem gets the focus. */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'street',
  'city',
  'state',
  'zipcode',
  'country',
  'phone',
] as const satisfies readonly (keyof DeliveryAddress)[]

export type FieldProblem = Exclude<OrderCheck, 'CART_EMPTY'>

/** What is wrong with each field, so the form can mark every one of them (WCAG 3.3.1). */
export function addressProblems(
  address: DeliveryAddress,
  fulfilment: Fulfilment = 'delivery',
): Partial<Record<keyof DeliveryAddress, FieldProblem>> {
  const problems: Partial<Record<keyof DeliveryAddress, FieldProblem>> = {}
  // At a table (issue 24 §5) the same as a pickup: who the order is for.
  const required = fulfilment === 'delivery' ? REQUIRED_FIELDS : PICKUP_REQUIRED_FIELDS
  for (const field of required) if (!address[field].trim()) problems[field] = 'REQUIRED_FIELDS'
  // A pickup asks none and sends none: what a delivery left in the field is not looked at.
  const postalCode = cleanPostalCode(address.zipcode)
  if (fulfilment === 'delivery' && postalCode && !isPostalCode(postalCode))
    problems.zipcode = 'POSTAL_CODE_INVALID'
  const phone = address.phone.trim()
  if (phone && !isValidPhone(phone)) problems.phone = 'PHONE_INVALID'
  // Optional, but the server refuses one that is not an address.
  const email = address.email.trim()
  if (email && !EMAIL_PATTERN.test(email)) problems.email = 'EMAIL_INVALID'
  return problems
}

/**
 * SPEC §5, in its order: required fields (the postal code one of letters and digits, as the
 * server's schema has it), then the phone, then a cart with something in it;
 * an e-mail that is given must be an address (the server checks it too).
 */
export function checkOrder(
  address: DeliveryAddress,
  lineCount: number,
  fulfilment: Fulfilment = 'delivery',
): OrderCheck | null {
  const problems = Object.values(addressProblems(address, fulfilment))
  if (problems.includes('REQUIRED_FIELDS')) return 'REQUIRED_FIELDS'
  if (problems.includes('POSTAL_CODE_INVALID')) return 'POSTAL_CODE_INVALID'
  if (problems.includes('PHONE_INVALID')) return 'PHONE_INVALID'
  if (problems.includes('EMAIL_INVALID')) return 'EMAIL_INVALID'
  if (lineCount === 0) return 'CART_EMPTY'
  return null
}
