import { z } from 'zod'
import { VALIDATION_CODES } from './error-codes'

/**
 * How an order reaches the guest (issue 11 §1): brought to their address, or collected at the
 * restaurant. Apart from SPEC's `orderType` (guest or registered), which keeps its meaning.
 * An order that names none is a delivery, as every order was before pickup existed. Dine-in
 * (issue 24 §5) is eaten at one of the restaurant's tables, ordered by the table's QR link.
 */
export const FULFILMENTS = ['delivery', 'pickup', 'dine-in'] as const
export type Fulfilment = (typeof FULFILMENTS)[number]
export const DEFAULT_FULFILMENT: Fulfilment = 'delivery'

/**
 * Whether the order goes to the guest's address: only a delivery has an address, an area and a
 * fee. A pickup and a dine-in order are both handed over at the restaurant.
 */
export function goesToAddress(fulfilment: Fulfilment): boolean {
  return fulfilment === 'delivery'
}

/**
 * Which of the restaurant's hours a fulfilment's orders are taken in: a delivery's and a
 * pickup's own, and a dine-in's the opening hours (the guest is at the table, the doors open).
 */
export function hoursKindOf(fulfilment: Fulfilment): 'delivery' | 'pickup' | 'opening' {
  return fulfilment === 'dine-in' ? 'opening' : fulfilment
}

export function isFulfilment(value: unknown): value is Fulfilment {
  return (FULFILMENTS as readonly unknown[]).includes(value)
}

/**
 * How the restaurant takes orders (issue 11 §1, §2, §5), edited in the back office. A default
 * install is SPEC's: delivery only, as soon as possible, no cap on orders per slot.
 */
export interface OrderingSettings {
  /** Whether guests may collect their order at the restaurant. */
  pickup: boolean
  /** Whether guests may choose a later 15-minute slot instead of as soon as possible. */
  laterOrders: boolean
  /** The earliest slot a delivery may be due, in minutes from now. */
  deliveryLeadMinutes: number
  /** The same for pickup: collecting needs no rider. */
  pickupLeadMinutes: number
  /** Orders one 15-minute slot takes at most (due in it); null: no cap. */
  slotCap: number | null
}

export const DEFAULT_ORDERING_SETTINGS: OrderingSettings = {
  pickup: false,
  laterOrders: false,
  deliveryLeadMinutes: 45,
  pickupLeadMinutes: 20,
  slotCap: null,
}

export const MAX_LEAD_MINUTES = 720
export const MAX_SLOT_CAP = 1000

/**
 * The lead time of a fulfilment: how far ahead its first slot lies. Dine-in takes pickup's: the
 * kitchen cooks it for the counter, with no rider in between.
 */
export function leadMinutesOf(settings: OrderingSettings, fulfilment: Fulfilment): number {
  return goesToAddress(fulfilment) ? settings.deliveryLeadMinutes : settings.pickupLeadMinutes
}

const onOff = z.boolean({ error: VALIDATION_CODES.orderingSwitchInvalid })
const leadMinutes = z
  .number({ error: VALIDATION_CODES.leadMinutesInvalid })
  .int(VALIDATION_CODES.leadMinutesInvalid)
  .min(0, VALIDATION_CODES.leadMinutesInvalid)
  .max(MAX_LEAD_MINUTES, VALIDATION_CODES.leadMinutesInvalid)

/** GET and PUT /api/admin/ordering: every setting at once, the whole object replacing the stored. */
export const orderingSettingsShape = z
  .object(
    {
      pickup: onOff,
      laterOrders: onOff,
      deliveryLeadMinutes: leadMinutes,
      pickupLeadMinutes: leadMinutes,
      slotCap: z
        .number({ error: VALIDATION_CODES.slotCapInvalid })
        .int(VALIDATION_CODES.slotCapInvalid)
        .min(1, VALIDATION_CODES.slotCapInvalid)
        .max(MAX_SLOT_CAP, VALIDATION_CODES.slotCapInvalid)
        .nullable(),
    },
    { error: VALIDATION_CODES.bodyNotObject },
  )
  .strict()
export type OrderingSettingsBody = z.infer<typeof orderingSettingsShape>

/**
 * The one state machine's steps as each fulfilment says them: a pickup order is 'Ready for
 * pickup' where a delivery is 'Out for delivery', and 'Picked up' where it is 'Delivered'. The
 * stored status stays the same word, so filters, figures and the moves know one set.
 */
const PICKUP_WORDS: Readonly<Record<string, string>> = {
  'Out for delivery': 'Ready for pickup',
  Delivered: 'Picked up',
}

/** A dine-in order's: brought to the table ('Ready to serve', 'Served'). */
const DINE_IN_WORDS: Readonly<Record<string, string>> = {
  'Out for delivery': 'Ready to serve',
  Delivered: 'Served',
}

/** The status in English for this fulfilment (mails, the server's messages). */
export function statusInEnglish(status: string, fulfilment: Fulfilment): string {
  if (fulfilment === 'pickup') return PICKUP_WORDS[status] ?? status
  if (fulfilment === 'dine-in') return DINE_IN_WORDS[status] ?? status
  return status
}
