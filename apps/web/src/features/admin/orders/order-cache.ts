import type { AdminOrder } from '@quan/domain/answers'
import type { OrderStatus } from '@quan/domain/order-status'
import type { QueryClient } from '@tanstack/react-query'
import { restaurantDay } from '../restaurant-day'

/** What the board asks for; '' is "all statuses" and "today in the restaurant's zone". */
export interface OrdersFilter {
  status: OrderStatus | ''
  day: string
  /** A search through every day (issue 23 §1): the server's answer, whatever the status or day. */
  q?: string
}

export const orderKeys = {
  lists: ['office', 'orders'] as const,
  list: (filter: OrdersFilter) => ['office', 'orders', filter] as const,
}

const newestFirst = (a: AdminOrder, b: AdminOrder) => b.createdAt.localeCompare(a.createdAt)

/**
 * Puts a fresh copy of an order (from the stream or from an action's answer) into every board
 * list loaded so far: replaced in place, added where it now belongs (its status, and the day it
 * was placed or, for an order for later, is due: issue 11 §2), or taken out of a list it has left.
 */
export function upsertOrder(
  queryClient: QueryClient,
  order: AdminOrder,
  { zone, today }: { zone: string; today: string },
) {
  const placedOn = restaurantDay(order.createdAt, zone)
  const dueOn = order.dueAt ? restaurantDay(order.dueAt, zone) : ''
  for (const [key, list] of queryClient.getQueriesData<AdminOrder[]>({
    queryKey: orderKeys.lists,
  })) {
    if (!list) continue
    const filter = key[2] as OrdersFilter | undefined
    if (!filter) continue
    const present = list.some((item) => item._id === order._id)
    // Search results are what the server found: a found order is kept fresh, none is added.
    if (filter.q) {
      if (present)
        queryClient.setQueryData(
          key,
          list.map((item) => (item._id === order._id ? order : item)),
        )
      continue
    }
    const day = filter.day || today
    const belongs =
      (!filter.status || filter.status === order.status) && (placedOn === day || dueOn === day)
    let next: AdminOrder[]
    if (present) {
      next = belongs
        ? list.map((item) => (item._id === order._id ? order : item))
        : list.filter((item) => item._id !== order._id)
    } else if (belongs) {
      next = [...list, order].sort(newestFirst)
    } else {
      continue
    }
    queryClient.setQueryData(key, next)
  }
}
