import type { KitchenPaceView } from '@quan/domain/kitchen-pace'
import { localTime } from '@quan/domain/schedule'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { fetchShopConfig } from '../shop-config'

/** What the shop says while the kitchen has paused new orders (issue 11 §5). */
export interface PausedTexts {
  notice: string
  reason: string
}

/**
 * The pause's texts in the guest's language, the time ordering resumes on the restaurant's
 * clock (a pause is an hour at most, so the time alone is enough), or none when paused until
 * the restaurant reopens.
 */
export function usePausedTexts() {
  const { t } = useTranslation('common')
  return (resumesAt: string | null, timeZone: string): PausedTexts => {
    if (!resumesAt)
      return { notice: t('kitchenPause.noticeNoEnd'), reason: t('kitchenPause.reasonNoEnd') }
    const time = localTime(new Date(resumesAt), timeZone)
    return {
      notice: t('kitchenPause.notice', { time }),
      reason: t('kitchenPause.reason', { time }),
    }
  }
}

/** A timed pause lifts by itself on the server: the page hears of it within this. */
export const PAUSE_RECHECK_MS = 60_000

export const kitchenPaceKey = ['config', 'kitchen'] as const

/**
 * The kitchen's pace, the restaurant's zone and the pickup lead time (a pickup's estimate, issue
 * 19 §2.5), from GET /api/config, checked every minute.
 */
export function useKitchenPace() {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: kitchenPaceKey,
    queryFn: () =>
      fetchShopConfig(queryClient).then(
        (config): { kitchen: KitchenPaceView; timeZone: string; pickupLeadMinutes: number } => ({
          kitchen: config.kitchen,
          timeZone: config.timeZone,
          pickupLeadMinutes: config.ordering.leadMinutes.pickup,
        }),
      ),
    refetchInterval: PAUSE_RECHECK_MS,
  })
}

/** On the menu: the pause and when ordering resumes; nothing while orders are taken. */
export function KitchenPauseNotice() {
  const pausedTexts = usePausedTexts()
  const pace = useKitchenPace()
  const paused = pace.data?.kitchen.paused ? pace.data : null
  // The live region is there before the notice, so a screen reader hears it (issue 19 §4.5).
  return (
    <div role="status">
      {paused && (
        <p className="alert kitchen-pause">
          {pausedTexts(paused.kitchen.resumesAt, paused.timeZone).notice}
        </p>
      )}
    </div>
  )
}
