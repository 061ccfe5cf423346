import { useKitchenPace } from '../shared/kitchen/kitchen-pause'

export const KITCHEN_PACE_READ = 'kitchen pace read'

/**
 * Says so once the kitchen's pace (GET /api/config) is in the page's query cache. Every reader of
 * it draws in the same render as this one, so a test that waits for it can then say that
 * something the pace would show is absent, without a sleep that passes when the answer comes late.
 */
export function KitchenPaceRead() {
  return useKitchenPace().isSuccess ? <p>{KITCHEN_PACE_READ}</p> : null
}
