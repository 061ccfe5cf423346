import { today } from '@quan/domain/api/addresses'
import { useQuery } from '@tanstack/react-query'
import { call } from '../../../shared/api/client'

export const todayKeys = { figures: ['office', 'today'] as const }

/** GET /api/admin/today: the day at a glance; money in euros. */
export function useTodayFigures() {
  return useQuery({
    queryKey: todayKeys.figures,
    queryFn: () => call(today, { auth: true }).then((answer) => answer.data),
    staleTime: 30_000,
  })
}
