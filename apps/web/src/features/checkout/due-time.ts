import { hoursKindOf, type Fulfilment } from '@quan/domain/fulfilment'
import { orderSlots, type OrderSlot } from '@quan/domain/order-slots'
import { orderHoursOf } from '@quan/domain/restaurant/hours-calendar'
import type { OrderingOptions } from './fulfilment'

/**
 * The slots the checkout offers (issue 11 §2), by the domain's rule the server checks again:
 * inside the fulfilment's hours (closures and shorter days counted), from the lead time, up to 7 days ahead; a full slot and one
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
    // Every span and closure as set in Settings (issue 21 §4): the server's own rule.
    hours: orderHoursOf(options.hours, hoursKindOf(fulfilment)),
    timeZone: options.hours.timeZone,
    leadMinutes: options.ordering.leadMinutes[fulfilment === 'delivery' ? 'delivery' : 'pickup'],
  }).filter((slot) => slot.start.getTime() >= resumes && !full.has(slot.start.getTime()))
}
