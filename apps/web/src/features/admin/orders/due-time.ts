import type { AdminOrder } from '@quan/domain/answers'
import { DEFAULT_ORDERING_SETTINGS, type Fulfilment } from '@quan/domain/fulfilment'
import { preparationStart } from '@quan/domain/order-slots'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { fetchShopConfig } from '../../../shared/shop-config'

/** The lead times /api/config tells: a delivery's, and a pickup's (a dine-in's too). */
export type LeadMinutes = { delivery: number; pickup: number }

/** A fulfilment's lead time: at a table the kitchen cooks as for a pickup (issue 24 §5). */
const leadOf = (lead: LeadMinutes, fulfilment: Fulfilment) =>
  fulfilment === 'delivery' ? lead.delivery : lead.pickup

const DEFAULT_LEAD: LeadMinutes = {
  delivery: DEFAULT_ORDERING_SETTINGS.deliveryLeadMinutes,
  pickup: DEFAULT_ORDERING_SETTINGS.pickupLeadMinutes,
}

/** The lead time of each fulfilment (GET /api/config), for due times and preparation starts. */
export function useLeadMinutes(): LeadMinutes {
  const queryClient = useQueryClient()
  const lead = useQuery({
    queryKey: ['config', 'lead-minutes'],
    queryFn: () => fetchShopConfig(queryClient).then((config) => config.ordering.leadMinutes),
    staleTime: 60_000,
  })
  return lead.data ?? DEFAULT_LEAD
}

/**
 * When an order is due (decision 018): the slot chosen for an order for later; for one as soon
 * as possible, its placing plus its fulfilment's lead time, the earliest slot it could have had.
 */
export function dueTime(order: AdminOrder, lead: LeadMinutes): Date {
  if (order.dueAt) return new Date(order.dueAt)
  return new Date(Date.parse(order.createdAt) + leadOf(lead, order.fulfilment) * 60_000)
}

/** The board's order within a column: the soonest due first, then the oldest placed. */
export function byDueTime(lead: LeadMinutes) {
  return (a: AdminOrder, b: AdminOrder) =>
    dueTime(a, lead).getTime() - dueTime(b, lead).getTime() ||
    a.createdAt.localeCompare(b.createdAt)
}

/** When the kitchen should start on an order for later; none for one as soon as possible. */
export function preparationStartOf(order: AdminOrder, lead: LeadMinutes): Date | null {
  return order.dueAt
    ? preparationStart(new Date(order.dueAt), leadOf(lead, order.fulfilment))
    : null
}
