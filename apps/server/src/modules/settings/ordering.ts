import {
  DEFAULT_ORDERING_SETTINGS,
  orderingSettingsShape,
  type OrderingSettings,
} from '@quan/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { readSetting, writeSetting } from './repo'

const KEY = 'ordering'

export interface OrderingBookOptions {
  /** How long the settings read may be served: unbounded while every change is heard of. */
  maxAgeMs?: () => number
  /** Tells the other instances, if any, that the settings have changed. */
  announce?: () => void
}

/**
 * How the restaurant takes orders (issue 11 §1, §2): pickup on or off, orders for later, the
 * lead times and the cap per slot. Read on every order and visit to the checkout, changed a few
 * times a year: kept in memory until a change here or on another instance (the relay's
 * `settings.changed` notice), as the delivery areas are. No row is a default install: SPEC's
 * delivery as soon as possible. Stored in the API's own shape, checked by it on the way in.
 */
export class OrderingBook {
  private cached: { value: Promise<OrderingSettings>; at: number } | undefined

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: OrderingBookOptions = {},
  ) {}

  settings(): Promise<OrderingSettings> {
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

  /** Replaces every setting (already checked by the request schema), here and everywhere. */
  async save(settings: OrderingSettings): Promise<OrderingSettings> {
    await writeSetting(this.db, KEY, JSON.stringify(settings))
    this.forget()
    this.options.announce?.()
    return this.settings()
  }

  /** After a change made elsewhere (or one that may have gone unheard). */
  forget() {
    this.cached = undefined
  }

  private async read(): Promise<OrderingSettings> {
    const value = await readSetting(this.db, KEY)
    return value === undefined
      ? DEFAULT_ORDERING_SETTINGS
      : orderingSettingsShape.parse(JSON.parse(value))
  }
}
