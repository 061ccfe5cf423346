import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import { readSetting, writeSetting } from './repo'

/** One of the restaurant's settings: its row, how it is read back, and a default install's. */
export interface SettingDescription<T> {
  /** Its key in the `settings` table, and in the relay's notice of a change. */
  key: string
  /** Reads the stored JSON back into the value the shop works with. */
  schema: z.ZodType<T>
  /** What a database that never had it saved holds, so a default install is unchanged. */
  default: T
  /** The JSON stored, when it is not the value itself (say, instants as ISO text). */
  stored?: (value: T) => unknown
}

/** What every book of one app shares. */
export interface SettingBookOptions {
  db: Kysely<Database>
  /** Ages what is kept, so that tests decide when it is stale. */
  clock: Clock
  /** How long a value read may be served: unbounded while every change is heard of. */
  maxAgeMs?: () => number
  /** Tells the other instances, if any, that the setting under this key has changed. */
  announce?: (key: string) => void
}

/**
 * A setting read on every order or visit and changed a few times a year (issue 11): read once,
 * kept until a change here or on another instance (the relay's `settings.changed` notice, heard
 * by the shelf), or until it is older than `maxAgeMs` while such a change could go unheard.
 */
export class SettingBook<T> {
  private cached: { value: Promise<T>; at: number } | undefined

  constructor(
    readonly description: SettingDescription<T>,
    private readonly options: SettingBookOptions,
  ) {}

  get key(): string {
    return this.description.key
  }

  read(): Promise<T> {
    const maxAgeMs = this.options.maxAgeMs?.() ?? Number.POSITIVE_INFINITY
    const now = this.options.clock.now().getTime()
    if (this.cached && now - this.cached.at < maxAgeMs) return this.cached.value
    const entry = { value: this.load(), at: now }
    this.cached = entry
    // A failed read is not kept.
    entry.value.catch(() => {
      if (this.cached === entry) this.cached = undefined
    })
    return entry.value
  }

  /** Replaces the value (already checked by the request schema), here and everywhere. */
  async save(value: T): Promise<T> {
    const { key, stored } = this.description
    await writeSetting(this.options.db, key, JSON.stringify(stored ? stored(value) : value))
    this.forget()
    this.options.announce?.(key)
    return this.read()
  }

  /** After a change made elsewhere (or one that may have gone unheard). */
  forget() {
    this.cached = undefined
  }

  private async load(): Promise<T> {
    const value = await readSetting(this.options.db, this.description.key)
    return value === undefined
      ? this.description.default
      : this.description.schema.parse(JSON.parse(value))
  }
}
