import { isValidPhone } from '@quan/domain/phone'
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

export type OrderCheck = 'required' | 'phone' | 'email' | 'emptyCart'

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

export type FieldProblem = 'required' | 'phone' | 'email'

/** What is wrong with each field, so the form can mark every one of them (WCAG 3.3.1). */
export function addressProblems(
  address: DeliveryAddress,
): Partial<Record<keyof DeliveryAddress, FieldProblem>> {
  const problems: Partial<Record<keyof DeliveryAddress, FieldProblem>> = {}
  for (const field of REQUIRED_FIELDS) if (!address[field].trim()) problems[field] = 'required'
  const phone = address.phone.trim()
  if (phone && !isValidPhone(phone)) problems.phone = 'phone'
  // Optional, but the server refuses one that is not an address.
  const email = address.email.trim()
  if (email && !EMAIL_PATTERN.test(email)) problems.email = 'email'
  return problems
}

/**
 * SPEC §5, in its order: required fields, then the phone, then a cart with something in it;
 * an e-mail that is given must be an address (the server checks it too).
 */
export function checkOrder(address: DeliveryAddress, lineCount: number): OrderCheck | null {
  const problems = Object.values(addressProblems(address))
  if (problems.includes('required')) return 'required'
  if (problems.includes('phone')) return 'phone'
  if (problems.includes('email')) return 'email'
  if (lineCount === 0) return 'emptyCart'
  return null
}
