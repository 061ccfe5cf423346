import { DEFAULT_DELIVERY_AREAS, type DeliveryArea } from '@quan/domain'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '../../db/schema'
import { readSetting, writeSetting } from './repo'

const KEY = 'delivery_areas'

/** The stored form: cents, as everything inside. Checked on the way in by the request schema. */
const storedAreas = z.array(
  z.object({
    name: z.string(),
    postalCodes: z.array(z.string()),
    feeCents: z.number().int(),
    minimumCents: z.number().int(),
    freeFromCents: z.number().int().nullable(),
  }),
)

export interface DeliveryAreaBookOptions {
  /** How long the areas read may be served: unbounded while every change is heard of. */
  maxAgeMs?: () => number
  /** Tells the other instances, if any, that the areas have changed. */
  announce?: () => void
}

/**
 * The delivery areas (issue 11 §3), read on every order and every visit to the checkout and
 * changed a few times a year: read once, kept until a change here or on another instance. A
 * database that never had them saved has SPEC's one area, so a default install is unchanged.
 */
export class DeliveryAreaBook {
  private cached: { value: Promise<readonly DeliveryArea[]>; at: number } | undefined

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: DeliveryAreaBookOptions = {},
  ) {}

  areas(): Promise<readonly DeliveryArea[]> {
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

  /** Replaces the whole list (already checked by the request schema), here and everywhere. */
  async save(areas: DeliveryArea[]): Promise<readonly DeliveryArea[]> {
    await writeSetting(this.db, KEY, JSON.stringify(areas))
    this.forget()
    this.options.announce?.()
    return this.areas()
  }

  /** After a change made elsewhere (or one that may have gone unheard). */
  forget() {
    this.cached = undefined
  }

  private async read(): Promise<readonly DeliveryArea[]> {
    const value = await readSetting(this.db, KEY)
    return value === undefined ? DEFAULT_DELIVERY_AREAS : storedAreas.parse(JSON.parse(value))
  }
}
