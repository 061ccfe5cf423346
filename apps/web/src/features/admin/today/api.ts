import type { OrderStatus } from '@quan/domain/order-status'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../shared/api/client'

/** GET /api/admin/today (briefs/menu-contract.md): the day at a glance; money in euros. */
export interface TodayFigures {
  day: string
  orders: { count: number; byStatus: Record<OrderStatus, number> }
  revenue: number
  paidRevenue: number
  bookings: { count: number; covers: number; pending: number }
  messages: { unhandled: number }
}

export const TODAY_PATH = '/api/admin/today'

export const todayKeys = { figures: ['office', 'today'] as const }

export function useTodayFigures() {
  return useQuery({
    queryKey: todayKeys.figures,
    queryFn: () =>
      apiRequest<{ data: TodayFigures }>(TODAY_PATH, { auth: true }).then((answer) => answer.data),
    staleTime: 30_000,
  })
}
