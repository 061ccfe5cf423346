import { currentPace, DEFAULT_KITCHEN_PACE, type KitchenPace } from '@quan/domain'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import { readSetting, writeSetting } from './repo'

const KEY = 'kitchen_pace'

/** The stored form: the pause's end as an ISO instant, null when paused until reopened. */
const storedPace = z.object({
  pause: z.object({ until: z.iso.datetime().nullable() }).nullable(),
  delayMinutes: z.union([z.literal(0), z.literal(15), z.literal(30)]),
})
type StoredPace = z.infer<typeof storedPace>

function fromStored(stored: StoredPace): KitchenPace {
  const { pause, delayMinutes } = stored
  return {
    pause: pause && { until: pause.until === null ? null : new Date(pause.until) },
    delayMinutes,
  }
}

function toStored({ pause, delayMinutes }: KitchenPace): StoredPace {
  return { pause: pause && { until: pause.until?.toISOString() ?? null }, delayMinutes }
}

export interface KitchenPaceBookOptions {
  /** How long the pace read may be served: unbounded while every change is heard of. */
  maxAgeMs?: () => number
  /** Tells the other instances, if any, that the pace has changed. */
  announce?: () => void
}

/**
 * The kitchen's pace (issue 11 §5), read on every order and every visit to the shop: kept in
 * memory until a change here or on another instance (the relay's `settings.changed` notice),
 * as the delivery areas are. A pause lifts by itself at its end: the instant is compared on
 * every read, so nothing needs to happen then. No row is a default install: no pause, no delay.
 */
export class KitchenPaceBook {
  private cached: { value: Promise<KitchenPace>; at: number } | undefined

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly options: KitchenPaceBookOptions = {},
  ) {}

  pace(): Promise<KitchenPace> {
    const maxAgeMs = this.options.maxAgeMs?.() ?? Number.POSITIVE_INFINITY
    if (this.cached && Date.now() - this.cached.at < maxAgeMs) return this.cached.value
    const entry = { value: this.read(), at: Date.now() }
    this.cached = entry
    // A failed read is not kept.
    entry.value.catch(() => {
      if (this.cached === entry) this.cached = undefined
    })
    return entry.value
  }

  /** Writes the new pace, here and everywhere; a pause already over is stored as none. */
  async save(pace: KitchenPace): Promise<KitchenPace> {
    const current = currentPace(pace, this.clock.now())
    await writeSetting(this.db, KEY, JSON.stringify(toStored(current)))
    this.forget()
    this.options.announce?.()
    return this.pace()
  }

  /** After a change made elsewhere (or one that may have gone unheard). */
  forget() {
    this.cached = undefined
  }

  private async read(): Promise<KitchenPace> {
    const value = await readSetting(this.db, KEY)
    return value === undefined
      ? DEFAULT_KITCHEN_PACE
      : fromStored(storedPace.parse(JSON.parse(value)))
  }
}
