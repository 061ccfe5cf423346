import { isValidPhone } from '@quan/domain/phone'
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

export type OrderCheck = 'required' | 'phone' | 'emptyCart'

/** SPEC §5, in its order: required fields, then the phone, then a cart with something in it. */
export function checkOrder(address: DeliveryAddress, lineCount: number): OrderCheck | null {
  if (REQUIRED_FIELDS.some((field) => !address[field].trim())) return 'required'
  if (!isValidPhone(address.phone.trim())) return 'phone'
  if (lineCount === 0) return 'emptyCart'
  return null
}
