import { DEFAULT_KITCHEN_PACE, type KitchenPace } from '@quan/domain'
import { z } from 'zod'
import type { SettingDescription } from './setting-book'

/** The stored form: the pause's end as an ISO instant, null when paused until reopened. */
const storedPace = z.object({
  pause: z.object({ until: z.iso.datetime().nullable() }).nullable(),
  delayMinutes: z.union([z.literal(0), z.literal(15), z.literal(30)]),
})
type StoredPace = z.infer<typeof storedPace>

function fromStored({ pause, delayMinutes }: StoredPace): KitchenPace {
  return {
    pause: pause && { until: pause.until === null ? null : new Date(pause.until) },
    delayMinutes,
  }
}

function toStored({ pause, delayMinutes }: KitchenPace): StoredPace {
  return { pause: pause && { until: pause.until?.toISOString() ?? null }, delayMinutes }
}

/**
 * The kitchen's pace (issue 11 §5), read on every order and every visit to the shop. A pause
 * lifts by itself at its end: the instant is compared on every read, so nothing needs to happen
 * then. No row is a default install: no pause, no delay.
 */
export const kitchenPaceSetting: SettingDescription<KitchenPace> = {
  key: 'kitchen_pace',
  schema: storedPace.transform(fromStored),
  default: DEFAULT_KITCHEN_PACE,
  stored: toStored,
}
