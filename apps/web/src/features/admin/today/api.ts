import type { TodayAnswer } from '@quan/domain/answers'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../shared/api/client'
import { todayKeys } from '../today-keys'

export const TODAY_PATH = '/api/admin/today'

/** GET /api/admin/today: the day at a glance; money in euros. */
export function useTodayFigures() {
  return useQuery({
    queryKey: todayKeys.figures,
    queryFn: () =>
      apiRequest<TodayAnswer>(TODAY_PATH, { auth: true }).then((answer) => answer.data),
    staleTime: 30_000,
  })
}
