import type { ShopConfig } from '@quan/domain/answers'
import type { Fulfilment } from '@quan/domain/fulfilment'
import { WEEKDAY_NAMES } from '@quan/domain/next-opening'
import { orderSlots, type OrderSlot } from '@quan/domain/order-slots'
import type { WeeklyHours, Weekday } from '@quan/domain/schedule'
import type { OrderingOptions } from './fulfilment'

/** The hours as /api/config tells them (by weekday name, or 'always'), as the domain reads them. */
export function weeklyHoursOf(hours: ShopConfig['deliveryHours']): WeeklyHours | null {
  if (hours === 'always') return null
  return Object.fromEntries(
    WEEKDAY_NAMES.map((name, index) => [index as Weekday, hours[name] ?? null]),
  ) as WeeklyHours
}

/**
 * The slots the checkout offers (issue 11 §2), by the domain's rule the server checks again:
 * inside the fulfilment's hours, from the lead time, up to 7 days ahead; a full slot and one
 * during a pause of the kitchen are left out (none at all while paused until reopened).
 */
export function offeredSlots(
  options: OrderingOptions,
  fulfilment: Fulfilment,
  now: Date,
  pause: { paused: boolean; resumesAt: string | null } | undefined,
): OrderSlot[] {
  if (!options.ordering.laterOrders) return []
  if (pause?.paused && pause.resumesAt === null) return []
  const resumes = pause?.paused && pause.resumesAt ? Date.parse(pause.resumesAt) : -Infinity
  const full = new Set(options.ordering.fullSlots.map((slot) => Date.parse(slot)))
  return orderSlots(now, {
    hours: weeklyHoursOf(fulfilment === 'pickup' ? options.pickupHours : options.deliveryHours),
    timeZone: options.timeZone,
    leadMinutes: options.ordering.leadMinutes[fulfilment],
  }).filter((slot) => slot.start.getTime() >= resumes && !full.has(slot.start.getTime()))
}
