import type { DeliveryAddress } from './api'

/**
 * A guest's details kept on this device when they ask for it (issue 24 §3): "Remember my
 * details on this device" at checkout. Only in this browser's storage; unticking deletes them.
 */
export const REMEMBERED_DETAILS_KEY = 'rememberedDetails'

const FIELDS: (keyof DeliveryAddress)[] = [
  'firstName',
  'lastName',
  'email',
  'street',
  'city',
  'state',
  'zipcode',
  'country',
  'phone',
]

/** The details kept, or null when none are (or what is stored is not them). */
export function rememberedDetails(): DeliveryAddress | null {
  try {
    const stored = JSON.parse(localStorage.getItem(REMEMBERED_DETAILS_KEY) ?? 'null') as unknown
    if (!stored || typeof stored !== 'object') return null
    const record = stored as Record<string, unknown>
    return Object.fromEntries(
      FIELDS.map((field) => [field, typeof record[field] === 'string' ? record[field] : '']),
    ) as DeliveryAddress
  } catch {
    return null
  }
}

export function rememberDetails(address: DeliveryAddress): void {
  const kept = Object.fromEntries(FIELDS.map((field) => [field, address[field].trim()]))
  localStorage.setItem(REMEMBERED_DETAILS_KEY, JSON.stringify(kept))
}

export function forgetDetails(): void {
  localStorage.removeItem(REMEMBERED_DETAILS_KEY)
}
