import { createHash } from 'node:crypto'
import {
  DEFAULT_FULFILMENT,
  type DineInSettings,
  goesToAddress,
  deliveryEstimate,
  pickupEstimate,
  deliveryQuote,
  type DeliveryArea,
  type DeliveryEstimate,
  type Fulfilment,
  type KitchenPace,
  type OrderingSettings,
  type RestaurantCountry,
  type RestaurantIdentity,
  formatEuroCents,
  generateTrackingCode,
  MAX_ORDER_TOTAL_CENTS,
  emailKey,
  phoneKey,
  promoDiscountCents,
  promoFoodDiscountCents,
  toCents,
  toEuros,
  type PlaceOrderBody,
  DEFAULT_PAYMENT_METHOD,
  type PaymentMethod,
  type PaymentState,
  type RestaurantHours,
  orderSearchText,
} from '@quan/domain'
import type { Kysely } from 'kysely'
import type { ShopContext } from '../../context'
import { isUniqueViolation } from '../../db/create-db'
import type { Database, FoodTable, OrderTable } from '../../db/schema'
import { AppError, badRequest, conflict } from '../../lib/errors'
import { BatchWriter, type Outcome } from '../../lib/batch-writer'
import type { OrderSnapshot } from '../../live/events'
import { newId, secureRandomInt } from '../../lib/ids'
import { tableOf } from '../../lib/table-token'
import type { Language } from '../../lib/language'
import type { AuthUser } from '../../plugins/auth'
import { clearCart } from '../cart/service'
import { findFoods } from '../food/service'
import {
  lockBatchPromos,
  promoAtPlacement,
  storeBatchPromoUses,
  takePromoUse,
  type Guest,
  type LockedPromo,
} from '../promo-codes/service'
import { CHECKOUT_MINUTES, paymentMethodsOffered, startCheckout } from '../payments/service'
import { newOrderMails } from './mails'
import { closedNow, pausedNow, pickupNotOffered, slotBook, slotRefusal } from './ordering-rules'
import { amountChanged, deliveryFeeOf, priceLines } from './pricing'
import type { VatSettings } from '@quan/domain/vat'
import { orderVat, type OrderVat } from './vat'
import {
  deleteIdempotencyKeysBefore,
  findIdempotencyKeys,
  insertIdempotencyKey,
  insertOrder,
} from './repo'

export interface PlacedOrder {
  success: true
  trackingCode: string
  message: string
  orderId: string
  amount: number
  estimate?: DeliveryEstimate
  promoCode?: string
  discount?: number
  dueAt?: string | null
  /** How it is paid and where its payment stands (issue 22 §1). */
  paymentMethod?: PaymentMethod
  paymentState?: PaymentState
  /** Paid online: the provider's page to send the browser to (after the commit). */
  paymentUrl?: string
}

const MAX_ATTEMPTS = 5

/** The order's e-mail: the address's, or the reference client's customerInfo's; null without. */
function emailOf(body: PlaceOrderBody): string | null {
  return body.address.email || body.customerInfo?.email || null
}

/**
 * Who places the order, for the rules that count a guest (issue 19 §1.2): their account, their
 * phone in its one form and their e-mail, any of which is theirs.
 */
function guestOf(country: RestaurantCountry, body: PlaceOrderBody, user: AuthUser | null): Guest {
  const email = emailOf(body)
  return {
    userId: user?.id ?? null,
    phoneKey: phoneKey(body.address.phone, country) || null,
    emailKey: email ? emailKey(email) : null,
  }
}

function requestHash(body: PlaceOrderBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('base64url')
}

interface OrderJob {
  body: PlaceOrderBody
  user: AuthUser | null
  /** From Accept-Language: the guest's mails are written in it. */
  language: Language
  /** Idempotency-Key scoped to the caller, with a hash of what was asked. */
  idempotency: { scope: string; key: string; hash: string } | undefined
  /** When it was handed to the group commit (performance.now()), for the batch's wait. */
  queuedAt: number
}

/**
 * Takes orders. Orders that arrive together are written in one transaction (group commit), so
 * the fsync that makes each one durable is shared; every guest is answered only after the
 * commit that holds their order. A unique-key clash (a tracking code drawn twice, or another
 * instance storing the same Idempotency-Key) rolls the batch back and it is written again.
 */
export class OrderDesk {
  private readonly writer = new BatchWriter<OrderJob, PlacedOrder>((jobs) => this.write(jobs))

  constructor(
    private readonly ctx: ShopContext,
    /** What the tables' QR links are signed with (issue 24 §5). */
    private readonly tableSecret: string,
  ) {}

  /** Resolves once every order taken so far is stored or refused: before the database closes. */
  flush(): Promise<void> {
    return this.writer.flush()
  }

  /** A retry comes within seconds or minutes; keys older than a day are let go. */
  async forgetOldRetries() {
    const dayAgo = new Date(this.ctx.clock.now().getTime() - 24 * 60 * 60 * 1000)
    await deleteIdempotencyKeysBefore(this.ctx.db, dayAgo.toISOString())
  }

  place(
    body: PlaceOrderBody,
    user: AuthUser | null,
    idempotencyKey: string | undefined,
    language: Language,
  ) {
    let idempotency: OrderJob['idempotency']
    if (idempotencyKey) {
      const hash = requestHash(body)
      // A customer's key is theirs alone. A guest has no identity but their order: their own
      // retry sends the very same body, so the body's hash is the part of the scope only they
      // hold. The key lookup refuses the key to anyone else (storeOrders).
      const scope = user ? `order:${user.id}` : `order:guest:${hash}`
      idempotency = { scope, key: idempotencyKey, hash }
    }
    const placed = this.writer.submit({
      body,
      user,
      language,
      idempotency,
      queuedAt: performance.now(),
    })
    return body.paymentMethod === 'online' ? placed.then((order) => this.toPay(order)) : placed
  }

  /**
   * An order to be paid online: its checkout at the provider, after the commit and outside the
   * batch, so no other guest waits on the provider (issue 22 §1). A retry gets the same one.
   */
  private async toPay(placed: PlacedOrder): Promise<PlacedOrder> {
    if (placed.paymentMethod !== 'online') return placed
    const paymentUrl = await startCheckout(this.ctx, placed.orderId)
    return { ...placed, paymentUrl }
  }

  private async write(jobs: OrderJob[]): Promise<Outcome<PlacedOrder>[]> {
    const started = performance.now()
    for (let attempt = 1; ; attempt++) {
      const created: OrderSnapshot[] = []
      try {
        // Before the transaction: on SQLite it holds the one connection a read would wait for.
        const [areas, pace, ordering, identity, hours, paymentMethods, dineIn] = await Promise.all([
          this.ctx.settings.deliveryAreas.read(),
          this.ctx.settings.kitchen.read(),
          this.ctx.settings.ordering.read(),
          // Its country reads the phones; its name and address end the mails (issue 21 §1).
          this.ctx.settings.restaurantIdentity.read(),
          // The hours, as saved here or on another instance (issue 21 §4).
          this.ctx.settings.restaurantHours.read(),
          // The ways of paying offered now (issue 22 §1).
          paymentMethodsOffered(this.ctx),
          // The tables and the sheet in use, for a dine-in order's link (issue 24 §5).
          this.ctx.settings.dineIn.read(),
        ])
        const country = identity.country
        // The VAT rates each line is sold at (issue 22 §2), read before the transaction too.
        const vatRates = await this.ctx.settings.vatRates.read()
        const outcomes = await this.ctx.db.transaction().execute((trx) =>
          storeOrders(
            this.ctx,
            trx,
            jobs,
            {
              areas,
              pace,
              ordering,
              country,
              identity,
              hours,
              paymentMethods,
              vatRates,
              tables: { secret: this.tableSecret, settings: dineIn },
            },
            created,
          ),
        )
        // Only after the commit: no one may see an order that a rollback would take back.
        for (const order of created) this.ctx.events.publish({ type: 'order.created', order })
        if (created.length > 0) this.ctx.outbox.wake()
        // Counted once committed: a retried submit answered from its first order adds none.
        for (const order of created) this.ctx.metrics.orderPlaced(order.row.fulfilment)
        // The jobs come in the order they were queued: the first waited longest.
        this.ctx.metrics.orderBatchWritten(
          jobs.length,
          started - jobs[0]!.queuedAt,
          performance.now() - started,
        )
        return outcomes
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= MAX_ATTEMPTS) throw error
      }
    }
  }
}

async function storeOrders(
  ctx: ShopContext,
  trx: Kysely<Database>,
  jobs: OrderJob[],
  {
    areas,
    pace,
    ordering,
    country,
    hours,
    identity,
    paymentMethods,
    vatRates,
    tables,
  }: {
    paymentMethods: PaymentMethod[]
    /** The secret the tables' links are signed with, and the tables as set up now. */
    tables: { secret: string; settings: DineInSettings }
    areas: readonly DeliveryArea[]
    pace: KitchenPace
    ordering: OrderingSettings
    country: RestaurantCountry
    hours: RestaurantHours
    identity: RestaurantIdentity
    vatRates: VatSettings
  },
  created: OrderSnapshot[],
): Promise<Outcome<PlacedOrder>[]> {
  // Once per batch and fulfilment; a retry of an order taken before closing or a pause still
  // gets its first answer. Closed hours are told first: they say more about when to come back.
  // Pickup has hours of its own.
  const paused = pausedNow(ctx, pace, hours.timeZone)
  const closed: Record<Fulfilment, AppError | undefined> = {
    delivery: closedNow(ctx, hours, 'delivery') ?? paused,
    pickup: closedNow(ctx, hours, 'pickup') ?? paused,
    // At a table the doors are open: the opening hours (issue 24 §5).
    'dine-in': closedNow(ctx, hours, 'dine-in') ?? paused,
  }
  // The restaurant's current estimate, told in the answer and the mail (issue 11 §5); a pickup's
  // is its lead time (issue 19 §2.5).
  const estimates: Record<Fulfilment, DeliveryEstimate> = {
    delivery: deliveryEstimate(pace),
    pickup: pickupEstimate(pace, ordering.pickupLeadMinutes),
    // Cooked for the counter like a pickup, then carried to the table.
    'dine-in': pickupEstimate(pace, ordering.pickupLeadMinutes),
  }
  const foodIds = new Set(jobs.flatMap((job) => job.body.items.map((item) => item._id)))
  const foods = new Map((await findFoods(trx, [...foodIds])).map((food) => [food.id, food]))
  const vat = await orderVat(trx, vatRates, foods.values())
  // Every code the batch names, locked until the commit: a code's last use goes to one order.
  const promos = await lockBatchPromos(ctx, trx, [
    ...new Set(jobs.flatMap((job) => job.body.promoCode ?? [])),
  ])
  // By key alone: the first answer goes only to the same caller with the same order; anyone
  // else using the key is refused and learns nothing of that order.
  const answered = new Map<string, Answered[]>()
  const remember = (key: string, answer: Answered) =>
    answered.set(key, [...(answered.get(key) ?? []), answer])
  for (const row of await findIdempotencyKeys(
    trx,
    jobs.flatMap((j) => j.idempotency?.key ?? []),
  )) {
    const outcome: Outcome<PlacedOrder> = { ok: true, value: JSON.parse(row.response) }
    remember(row.key, { scope: row.scope, hash: row.request_hash, outcome })
  }
  const slots = await slotBook(
    ctx,
    trx,
    jobs.flatMap((job) => job.body.dueAt ?? []),
    ordering,
  )
  const drawn = new Set<string>()
  const outcomes: Outcome<PlacedOrder>[] = []
  for (const job of jobs) {
    const earlier = job.idempotency ? answered.get(job.idempotency.key) : undefined
    if (earlier) {
      const { scope, hash } = job.idempotency!
      const same = earlier.find((answer) => answer.scope === scope && answer.hash === hash)
      outcomes.push(same ? same.outcome : differentRetry())
      continue
    }
    const fulfilment = job.body.fulfilment ?? 'delivery'
    // Pickup exists only where the restaurant offers it (issue 11 §1); SPEC's shop delivers.
    if (fulfilment === 'pickup' && !ordering.pickup) {
      outcomes.push({ ok: false, error: pickupNotOffered() })
      continue
    }
    // A dine-in order names its table by the signed token of the table's link, verified now
    // (issue 24 §5): the order stores the table's name as listed, never one the guest sends.
    let table: string | null = null
    if (fulfilment === 'dine-in') {
      try {
        table = tableOf(tables.secret, job.body.tableToken ?? '', tables.settings)
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        outcomes.push({ ok: false, error })
        continue
      }
    }
    // An order for later is judged by its slot, not by whether the shop is open now (§2).
    const due = job.body.dueAt ? new Date(job.body.dueAt) : null
    const refusal = due
      ? slotRefusal(ctx, due, fulfilment, { ordering, pace, slots, hours })
      : closed[fulfilment]
    if (refusal) {
      outcomes.push({ ok: false, error: refusal })
      continue
    }
    let outcome: Outcome<PlacedOrder>
    try {
      outcome = {
        ok: true,
        value: await storeOrder(
          ctx,
          trx,
          job,
          {
            foods,
            areas,
            estimate: estimates[fulfilment],
            promos,
            due,
            country,
            timeZone: hours.timeZone,
            paymentMethods,
            vat,
            table,
          },
          drawn,
          created,
        ),
      }
      // Counted within the batch too: its orders are not in the table for one another yet.
      if (due) slots.take(due)
    } catch (error) {
      // A refused order (AppError, thrown before any write) fails alone; a database error
      // fails the batch, which rolls back and is written again or answered with a 500.
      if (!(error instanceof AppError)) throw error
      outcome = { ok: false, error }
    }
    outcomes.push(outcome)
    // Failures are not remembered: a corrected retry with the same key is a new attempt.
    if (job.idempotency && outcome.ok) {
      const { key, scope, hash } = job.idempotency
      remember(key, { scope, hash, outcome })
    }
  }
  // The batch's uses of its codes, one write a code.
  await storeBatchPromoUses(trx, promos)
  // The batch's mails in the batch's own transaction, one insert for all: an order is never
  // stored without its mails nor its mails without it, a rolled-back batch takes both back,
  // and the order path pays one more statement per batch rather than per order. (The
  // order.created event comes after the commit, and a crash between the two would lose mails.)
  if (ctx.outbox.enabled) {
    await ctx.outbox.enqueue(
      trx,
      created.flatMap((order) =>
        newOrderMails(ctx, order, estimates[order.row.fulfilment], identity, hours.timeZone),
      ),
    )
  }
  return outcomes
}

interface Answered {
  scope: string
  hash: string
  outcome: Outcome<PlacedOrder>
}

const differentRetry = (): Outcome<PlacedOrder> => ({
  ok: false,
  error: conflict(
    'ORDER_RETRY_DIFFERENT',
    'This order was already submitted with different contents or by someone else. Please try again.',
  ),
})

/** Prices one order from the database, checks the amount the guest saw, and stores it. */
async function storeOrder(
  ctx: ShopContext,
  trx: Kysely<Database>,
  { body, user, language, idempotency }: OrderJob,
  {
    foods,
    areas,
    estimate,
    promos,
    due,
    country,
    timeZone,
    paymentMethods,
    vat,
    table,
  }: {
    /** A dine-in order's table, its link verified; null for the others. */
    table: string | null
    /** The ways of paying offered now (issue 22 §1). */
    paymentMethods: PaymentMethod[]
    foods: Map<string, FoodTable>
    areas: readonly DeliveryArea[]
    estimate: DeliveryEstimate
    /** The restaurant's zone, as saved with its hours: a code's days are its days. */
    timeZone: string
    /** The batch's promo codes, locked; a code not here is unknown. */
    promos: Map<string, LockedPromo>
    /** The chosen slot's start, already checked (issue 11 §2); null: as soon as possible. */
    due: Date | null
    country: RestaurantCountry
    /** The percents each line and the delivery fee sell at (issue 22 §2). */
    vat: OrderVat
  },
  drawn: Set<string>,
  created: OrderSnapshot[],
): Promise<PlacedOrder> {
  const paymentMethod = body.paymentMethod ?? DEFAULT_PAYMENT_METHOD
  if (!paymentMethods.includes(paymentMethod)) {
    throw conflict(
      'PAYMENT_METHOD_NOT_OFFERED',
      'This way of paying is not offered right now. Please choose another one.',
      { paymentMethods },
    )
  }
  const online = paymentMethod === 'online'
  const orderId = newId()
  const lines = priceLines(foods, body.items, orderId, due ?? ctx.clock.now(), vat.basisPointsOf)
  const subtotalCents = lines.reduce((sum, line) => sum + line.unit_price_cents * line.quantity, 0)
  const fulfilment = fulfilmentOf(body)
  // Collected at the restaurant or eaten at its table: no area, no fee, no minimum (issue 11 §1,
  // issue 24 §5). Where an order goes
  // and its minimum before any discount do not depend on the code, so they are said first.
  const { zipcode } = body.address
  const plainFeeCents = !goesToAddress(fulfilment)
    ? 0
    : deliveryFeeOf(deliveryQuote(areas, zipcode, subtotalCents), zipcode)
  // Before the amount check: a guest told the new total could not place the order anyway.
  if (subtotalCents + plainFeeCents > MAX_ORDER_TOTAL_CENTS) {
    throw badRequest(
      'ORDER_TOO_LARGE',
      `This order is too large to take online (${formatEuroCents(MAX_ORDER_TOTAL_CENTS)} at most). Please call us.`,
      { items: 'The order is too large' },
    )
  }
  // The amount first, as the code's terms would make it (an unknown or paused code has none):
  // a wrong amount is answered alike whatever code came with it, before and without anything
  // said of the code, so a guess with a made-up amount learns nothing (issue 19 §1.1).
  const locked = body.promoCode ? promos.get(body.promoCode) : undefined
  const terms = locked?.code.active ? locked.code : undefined
  // With a code, the area's minimum and free delivery count the food after its discount, what
  // the restaurant is paid for (issue 19 §1.6).
  const quote =
    terms && goesToAddress(fulfilment)
      ? deliveryQuote(areas, zipcode, subtotalCents, promoFoodDiscountCents(terms, subtotalCents))
      : undefined
  const feeCents = quote && quote.kind !== 'outside' ? quote.feeCents : plainFeeCents
  const termsDiscountCents = terms ? promoDiscountCents(terms, subtotalCents, feeCents) : 0
  if (toCents(body.amount) !== subtotalCents + feeCents - termsDiscountCents) {
    throw amountChanged(subtotalCents + plainFeeCents, plainFeeCents, lines)
  }
  const guest = guestOf(country, body, user)
  // Decided again here, with the uses counted in this transaction (issue 11 §4): a code that
  // expired or ran out since the cart's check is refused, and nothing is stored.
  const promo = body.promoCode
    ? await promoAtPlacement(ctx, trx, locked, {
        guest,
        subtotalCents,
        deliveryFeeCents: feeCents,
        fulfilment,
        timeZone,
      })
    : undefined
  // The code applies: is what it leaves of the food enough for the area's minimum?
  if (quote) deliveryFeeOf(quote, zipcode)
  const discountCents = promo?.discountCents ?? 0
  const amountCents = subtotalCents + feeCents - discountCents
  // Nothing refuses the order after this: its use of the code counts, for the batch's next too.
  if (promo) takePromoUse(promos.get(promo.promoCode)!)
  let trackingCode = generateTrackingCode(secureRandomInt)
  while (drawn.has(trackingCode)) trackingCode = generateTrackingCode(secureRandomInt)
  drawn.add(trackingCode)
  const now = ctx.clock.now().toISOString()
  const { address } = body
  const row: OrderTable = {
    id: orderId,
    tracking_code: trackingCode,
    user_id: user?.id ?? null,
    order_type: user ? 'registered' : 'guest',
    status: 'Pending',
    payment: 0,
    first_name: address.firstName,
    last_name: address.lastName,
    email: emailOf(body),
    street: address.street,
    city: address.city,
    state: address.state,
    zipcode: address.zipcode,
    country: address.country,
    phone: address.phone,
    phone_key: guest.phoneKey ?? '',
    search_text: orderSearchText({
      trackingCode,
      customerInfo: { name: `${address.firstName} ${address.lastName}` },
      phoneKey: guest.phoneKey ?? '',
      tableName: table,
    }),
    email_key: guest.emailKey,
    subtotal_cents: subtotalCents,
    delivery_fee_cents: feeCents,
    amount_cents: amountCents,
    promo_code: promo?.promoCode ?? null,
    discount_cents: discountCents,
    notes: body.notes || null,
    created_at: now,
    updated_at: now,
    language,
    fulfilment,
    due_at: due?.toISOString() ?? null,
    payment_method: paymentMethod,
    // Online: held (slot and promo use counted) but off the board until paid (issue 22 §1).
    payment_state: online ? 'awaiting' : 'none',
    payment_provider: online ? (ctx.payments?.name ?? null) : null,
    payment_reference: null,
    payment_url: null,
    payment_expires_at: online
      ? new Date(ctx.clock.now().getTime() + CHECKOUT_MINUTES * 60_000).toISOString()
      : null,
    paid_cents: 0,
    refunded_cents: 0,
    delivery_vat_basis_points: vat.deliveryBasisPoints,
    late_minutes: 0,
    accepted_at: null,
    ready_at: null,
    done_at: null,
    table_name: table,
  }
  await insertOrder(trx, row, lines)
  // An order paid online is announced, and mailed, once it is paid (payments/service.ts).
  if (!online) created.push({ row, lines, events: [] })
  // The server cart has become this order; one paid online stays the customer's until it is
  // paid (payments/service.ts), so a payment cancelled at the provider finds it as it was.
  if (user && !online) await clearCart(trx, user.id)
  const placed: PlacedOrder = {
    success: true,
    trackingCode,
    message: 'Order placed successfully',
    orderId,
    amount: toEuros(amountCents),
    estimate,
    ...(promo ? { promoCode: promo.promoCode, discount: toEuros(discountCents) } : {}),
    dueAt: row.due_at,
    paymentMethod,
    paymentState: row.payment_state,
  }
  if (idempotency) {
    await insertIdempotencyKey(trx, {
      scope: idempotency.scope,
      key: idempotency.key,
      request_hash: idempotency.hash,
      status_code: 201,
      response: JSON.stringify(placed),
      created_at: now,
    })
  }
  return placed
}

/**
 * How the order is fulfilled. The place-order body does not say yet (issue 11 §1 adds
 * `fulfilment` to it); until then every order is a delivery. Once it does, this is
 * `body.fulfilment ?? DEFAULT_FULFILMENT`.
 */
function fulfilmentOf(body: PlaceOrderBody): Fulfilment {
  return body.fulfilment ?? DEFAULT_FULFILMENT
}
