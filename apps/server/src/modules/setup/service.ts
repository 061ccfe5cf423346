import { SMALL_SIDE } from '../admin-menu/image-upload'
import { parseCartKey, type DemoCounts, type SetupState } from '@quan/domain'
import type { Kysely } from 'kysely'
import type { ShopContext } from '../../context'
import type { Database } from '../../db/schema'
import { optionGroupsOf } from '../food/mappers'
import { readSetting } from './repo'
import { deliveryAreasSetting } from '../settings/delivery-areas'

// A new restaurant's checklist, and the demo's clearing (issue 21 §5; docs/decisions/021).

/** The settings rows the restaurant's own facts and hours are saved in (issue 21 §1, §4). */
export const IDENTITY_KEY = 'restaurantIdentity'
export const HOURS_KEY = 'restaurantHours'

/** Where the demo seed wrote the instant it ran (startup/seed.ts). */
const SEEDED_KEY = 'seeded'

const ORDER_MAIL_KINDS = [
  'order-confirmation',
  'order-alert',
  'order-cancelled',
  'order-refunded',
  'order-late',
] as const
const BOOKING_MAIL_KINDS = [
  'reservation-received',
  'reservation-confirmed',
  'reservation-cancelled',
] as const

/**
 * The steps before the first order, each done or not: the name and address and the hours saved
 * once, a category, a dish on the menu, the delivery areas saved once.
 */
export async function setupState(ctx: ShopContext): Promise<SetupState> {
  const saved = async (key: string) => (await readSetting(ctx.db, key)) !== undefined
  const category = await ctx.db.selectFrom('categories').select('id').limit(1).executeTakeFirst()
  const dish = await ctx.db
    .selectFrom('foods')
    .select('id')
    .where('status', '!=', 'archived')
    .limit(1)
    .executeTakeFirst()
  return {
    steps: [
      { id: 'identity', done: await saved(IDENTITY_KEY) },
      { id: 'hours', done: await saved(HOURS_KEY) },
      { id: 'category', done: Boolean(category) },
      { id: 'dish', done: Boolean(dish) },
      { id: 'deliveryAreas', done: await saved(deliveryAreasSetting.key) },
    ],
    demo: counts(await demoRows(ctx.db)),
  }
}

interface DemoRows {
  dishIds: string[]
  categoryIds: string[]
  orderIds: string[]
  trackingCodes: string[]
  bookingIds: string[]
  /** Bookings and their mails made before this instant go; null: every one. */
  bookingsBefore: string | null
  images: string[]
}

const counts = (rows: DemoRows): DemoCounts => ({
  dishes: rows.dishIds.length,
  categories: rows.categoryIds.length,
  orders: rows.orderIds.length,
  bookings: rows.bookingIds.length,
})

/**
 * What is the demo's (docs/decisions/021): the dishes and categories the seed wrote, known by
 * the instant it wrote them (kept as the 'seeded' mark), less a category that holds one of the
 * owner's dishes; the orders with a demo dish in them; the bookings made before the owner's
 * first own dish (all of them while there is none); the pictures only demo rows show.
 */
async function demoRows(db: Kysely<Database>): Promise<DemoRows> {
  const none: DemoRows = {
    dishIds: [],
    categoryIds: [],
    orderIds: [],
    trackingCodes: [],
    bookingIds: [],
    bookingsBefore: null,
    images: [],
  }
  const seededAt = await readSetting(db, SEEDED_KEY)
  if (seededAt === undefined) return none
  const foods = await db.selectFrom('foods').selectAll().execute()
  const demoDishes = foods.filter((row) => row.created_at === seededAt)
  if (demoDishes.length === 0) return none
  const ownDishes = foods.filter((row) => row.created_at !== seededAt)
  const categories = await db.selectFrom('categories').selectAll().execute()
  const usedByOwn = new Set(ownDishes.map((row) => row.category))
  const demoCategories = categories.filter(
    (row) => row.created_at === seededAt && !usedByOwn.has(row.name),
  )
  const dishIds = demoDishes.map((row) => row.id)
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'tracking_code'])
    .where(
      'id',
      'in',
      db.selectFrom('order_lines').select('order_id').where('food_id', 'in', dishIds),
    )
    .execute()
  const bookingsBefore =
    ownDishes.length === 0
      ? null
      : ownDishes.reduce(
          (first, row) => (row.created_at < first ? row.created_at : first),
          ownDishes[0]!.created_at,
        )
  let bookings = db.selectFrom('reservations').select('id')
  if (bookingsBefore !== null) bookings = bookings.where('created_at', '<', bookingsBefore)
  const bookingIds = (await bookings.execute()).map((row) => row.id)

  // A picture goes when only demo rows show it, at both its sizes.
  const shows = (row: { image: string | null; options?: string }) => [
    ...(row.image ? [row.image] : []),
    ...(row.options
      ? optionGroupsOf({ options: row.options }).flatMap((group) =>
          group.choices.flatMap((choice) => (choice.image ? [choice.image] : [])),
        )
      : []),
  ]
  const demoCategoryIds = new Set(demoCategories.map((row) => row.id))
  const kept = new Set([
    ...ownDishes.flatMap(shows),
    ...categories.filter((row) => !demoCategoryIds.has(row.id)).flatMap(shows),
  ])
  const images = [...new Set([...demoDishes.flatMap(shows), ...demoCategories.flatMap(shows)])]
    .filter((name) => !kept.has(name))
    .flatMap((name) => [name, name.replace(/\.webp$/, `-${SMALL_SIDE}.webp`)])

  return {
    dishIds,
    categoryIds: demoCategories.map((row) => row.id),
    orderIds: orders.map((row) => row.id),
    trackingCodes: orders.map((row) => row.tracking_code),
    bookingIds,
    bookingsBefore,
    images,
  }
}

/** `ids` in slices, as SQL's `in (...)` is bounded (SQLite: 32766 parameters). */
async function inSlices(ids: string[], run: (slice: string[]) => Promise<unknown>) {
  for (let at = 0; at < ids.length; at += 500) await run(ids.slice(at, at + 500))
}

/**
 * Clears the demo in one transaction (docs/decisions/021): its dishes, categories and pictures,
 * its orders with their lines, events, retry records and mails, its bookings with theirs, the
 * carts' lines of its dishes. Settings stay, and the 'seeded' mark with them, so the demo never
 * comes back.
 */
export async function clearDemo(ctx: ShopContext): Promise<DemoCounts> {
  return ctx.db.transaction().execute(async (trx) => {
    const rows = await demoRows(trx)
    const { orderIds, bookingIds, dishIds } = rows
    // Uses of a promo code count its orders not cancelled: the cleared ones stop counting.
    await inSlices(orderIds, async (slice) => {
      const used = await trx
        .selectFrom('orders')
        .select(['promo_code'])
        .where('id', 'in', slice)
        .where('promo_code', 'is not', null)
        .where('status', '!=', 'cancelled')
        .execute()
      for (const { promo_code } of used) {
        await trx
          .updateTable('promo_codes')
          .set((eb) => ({ uses: eb('uses', '-', 1) }))
          .where('code', '=', promo_code!)
          .where('uses', '>', 0)
          .execute()
      }
      await trx.deleteFrom('order_events').where('order_id', 'in', slice).execute()
      // Their refunds and the payment events that named them (issue 22 §1).
      await trx.deleteFrom('refunds').where('order_id', 'in', slice).execute()
      await trx.deleteFrom('payment_events').where('order_id', 'in', slice).execute()
      await trx.deleteFrom('order_lines').where('order_id', 'in', slice).execute()
      await trx.deleteFrom('orders').where('id', 'in', slice).execute()
    })
    // The retry records hold the answer, which names the order; the mails name its code.
    if (orderIds.length > 0) {
      const ids = new Set(orderIds)
      const records = await trx
        .selectFrom('idempotency_keys')
        .select(['scope', 'key', 'response'])
        .where('scope', 'like', 'order:%')
        .execute()
      for (const record of records) {
        if (![...ids].some((id) => record.response.includes(id))) continue
        await trx
          .deleteFrom('idempotency_keys')
          .where('scope', '=', record.scope)
          .where('key', '=', record.key)
          .execute()
      }
      const mails = await trx
        .selectFrom('mail_outbox')
        .select(['id', 'subject'])
        .where('kind', 'in', [...ORDER_MAIL_KINDS])
        .execute()
      const codes = rows.trackingCodes
      const about = mails.filter((mail) => codes.some((code) => mail.subject.includes(code)))
      await inSlices(
        about.map((mail) => mail.id),
        (slice) => trx.deleteFrom('mail_outbox').where('id', 'in', slice).execute(),
      )
    }
    await inSlices(bookingIds, async (slice) => {
      await trx.deleteFrom('reservation_events').where('reservation_id', 'in', slice).execute()
      await trx.deleteFrom('reservations').where('id', 'in', slice).execute()
    })
    if (bookingIds.length > 0) {
      let mails = trx.deleteFrom('mail_outbox').where('kind', 'in', [...BOOKING_MAIL_KINDS])
      if (rows.bookingsBefore !== null) mails = mails.where('created_at', '<', rows.bookingsBefore)
      await mails.execute()
    }
    const demoDishes = new Set(dishIds)
    const carts = await trx.selectFrom('cart_lines').select(['user_id', 'cart_key']).execute()
    for (const line of carts) {
      const dish = parseCartKey(line.cart_key)?.foodId
      if (!dish || !demoDishes.has(dish)) continue
      await trx
        .deleteFrom('cart_lines')
        .where('user_id', '=', line.user_id)
        .where('cart_key', '=', line.cart_key)
        .execute()
    }
    await inSlices(dishIds, (slice) => trx.deleteFrom('foods').where('id', 'in', slice).execute())
    await inSlices(rows.categoryIds, (slice) =>
      trx.deleteFrom('categories').where('id', 'in', slice).execute(),
    )
    await inSlices(rows.images, (slice) =>
      trx.deleteFrom('images').where('name', 'in', slice).execute(),
    )
    return counts(rows)
  })
}
