import { today } from '@quan/domain/api/addresses'
import { useQuery } from '@tanstack/react-query'
import { call } from '../../../shared/api/client'
import { todayKeys } from '../today-keys'

/** GET /api/admin/today: the day at a glance; money in euros. */
export function useTodayFigures() {
  return useQuery({
    queryKey: todayKeys.figures,
    queryFn: () => call(today, { auth: true }).then((answer) => answer.data),
    staleTime: 30_000,
  })
}
