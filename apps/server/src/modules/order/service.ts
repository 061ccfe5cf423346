import { createHash } from 'node:crypto'
import {
  allergensOfSelection,
  chosenOptions,
  DEFAULT_FULFILMENT,
  deliveryEstimate,
  pickupEstimate,
  deliveryQuote,
  type DeliveryArea,
  type DeliveryEstimate,
  type DeliveryQuote,
  type Fulfilment,
  isOfferedSlot,
  type KitchenPace,
  leadMinutesOf,
  nearestOfferedSlots,
  localTime,
  type OrderingSettings,
  type WeeklyHours,
  orderTakingAt,
  formatEuroCents,
  generateTrackingCode,
  isOpenAt,
  MAX_ORDER_TOTAL_CENTS,
  nextOpening,
  normalizeTrackingCode,
  openingInEnglish,
  emailKey,
  phoneKey,
  promoDiscountCents,
  promoFoodDiscountCents,
  resolveSelection,
  toCents,
  toEuros,
  TRACKING_CODE_PATTERN,
  unitPriceCents,
  type PlaceOrderBody,
  type LineTexts,
  type OptionGroup,
  type SelectedOptions,
} from '@quan/domain'
import type { Kysely } from 'kysely'
import type { ShopContext } from '../../context'
import { isUniqueViolation } from '../../db/create-db'
import type { Database, FoodTable, OrderLineTable, OrderTable } from '../../db/schema'
import { AppError, badRequest, conflict, notFound } from '../../lib/errors'
import { BatchWriter, type Outcome } from '../../lib/batch-writer'
import type { OrderSnapshot } from '../../lib/events'
import { newId, secureRandomInt } from '../../lib/ids'
import type { Language } from '../../lib/language'
import type { AuthUser } from '../../plugins/auth'
import { clearCart } from '../cart/repo'
import { refuseSoldOutChoices, refuseUnorderable } from '../food/availability'
import { allergensOf, pricedFood } from '../food/mappers'
import { findFoods } from '../food/repo'
import {
  lockBatchPromos,
  promoAtPlacement,
  storeBatchPromoUses,
  takePromoUse,
  type LockedPromo,
} from '../promo-codes/service'
import type { Guest } from '../promo-codes/repo'
import { newOrderMails } from './mails'
import {
  cancelReasonOf,
  groupLines,
  orderToPhoneSummary,
  orderToSummary,
  orderToTracked,
} from './mappers'
import {
  cancelMovesOf,
  countOrdersDue,
  deleteIdempotencyKeysBefore,
  findIdempotencyKeys,
  findOrderByTrackingCode,
  insertIdempotencyKey,
  insertOrder,
  linesOfOrders,
  lockOrderSlots,
  ordersByPhoneKey,
  ordersOfUser,
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
}

const ORDER_NOT_FOUND = 'Order not found'
const MAX_ATTEMPTS = 5

/** Prices every line from the database; the client's figures are never trusted. */
function priceLines(
  byId: Map<string, FoodTable>,
  items: PlaceOrderBody['items'],
  orderId: string,
  /** When the order is due: a dish sold out today may be ordered for a later day. */
  at: Date,
) {
  const lines: OrderLineTable[] = []
  for (const [position, item] of items.entries()) {
    const food = byId.get(item._id)
    if (!food) {
      throw badRequest(
        'DISH_UNKNOWN',
        'A dish in your cart is no longer on the menu. Please remove it.',
        {
          [`items.${position}`]: 'Unknown dish',
        },
      )
    }
    refuseUnorderable(food, at)
    const priced = pricedFood(food)
    const resolved = resolveSelection(priced, item.selectedOptions)
    if (!resolved.ok) {
      throw badRequest('OPTION_UNKNOWN', resolved.message, {
        [`items.${position}.selectedOptions`]: resolved.message,
      })
    }
    refuseSoldOutChoices(food, priced.options, resolved.selection, at)
    const allergens = allergensOfSelection(
      { allergens: allergensOf(food), options: priced.options },
      resolved.selection,
    )
    lines.push({
      order_id: orderId,
      position,
      food_id: food.id,
      name: food.name,
      unit_price_cents: unitPriceCents(priced, resolved.selection),
      quantity: item.quantity,
      options: priced.options.length > 0 ? JSON.stringify(resolved.selection) : null,
      allergens: allergens && JSON.stringify(allergens),
      texts: JSON.stringify(lineTextsOf(food, priced.options, resolved.selection)),
    })
  }
  return lines
}

/** The line's texts as sold, in every language (issue 12 §1). */
function lineTextsOf(
  food: FoodTable,
  options: OptionGroup[],
  selection: SelectedOptions,
): LineTexts {
  return {
    nameVI: food.name_vi,
    nameEN: food.name_en,
    nameSK: food.name_sk,
    choices: chosenOptions(options, selection),
  }
}

/** The order's e-mail: the address's, or the reference client's customerInfo's; null without. */
function emailOf(body: PlaceOrderBody): string | null {
  return body.address.email || body.customerInfo?.email || null
}

/**
 * Who places the order, for the rules that count a guest (issue 19 §1.2): their account, their
 * phone in its one form and their e-mail, any of which is theirs.
 */
function guestOf(ctx: ShopContext, body: PlaceOrderBody, user: AuthUser | null): Guest {
  const email = emailOf(body)
  return {
    userId: user?.id ?? null,
    phoneKey: phoneKey(body.address.phone, ctx.config.country) || null,
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
}

/**
 * Takes orders. Orders that arrive together are written in one transaction (group commit), so
 * the fsync that makes each one durable is shared; every guest is answered only after the
 * commit that holds their order. A unique-key clash (a tracking code drawn twice, or another
 * instance storing the same Idempotency-Key) rolls the batch back and it is written again.
 */
export class OrderDesk {
  private readonly writer = new BatchWriter<OrderJob, PlacedOrder>((jobs) => this.write(jobs))

  constructor(private readonly ctx: ShopContext) {}

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
    return this.writer.submit({ body, user, language, idempotency })
  }

  private async write(jobs: OrderJob[]): Promise<Outcome<PlacedOrder>[]> {
    for (let attempt = 1; ; attempt++) {
      const created: OrderSnapshot[] = []
      try {
        // Before the transaction: on SQLite it holds the one connection a read would wait for.
        const [areas, pace, ordering] = await Promise.all([
          this.ctx.settings.deliveryAreas.read(),
          this.ctx.settings.kitchen.read(),
          this.ctx.settings.ordering.read(),
        ])
        const outcomes = await this.ctx.db
          .transaction()
          .execute((trx) => storeOrders(this.ctx, trx, jobs, { areas, pace, ordering }, created))
        // Only after the commit: no one may see an order that a rollback would take back.
        for (const order of created) this.ctx.events.publish({ type: 'order.created', order })
        if (created.length > 0) this.ctx.outbox.wake()
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
  }: { areas: readonly DeliveryArea[]; pace: KitchenPace; ordering: OrderingSettings },
  created: OrderSnapshot[],
): Promise<Outcome<PlacedOrder>[]> {
  // Once per batch and fulfilment; a retry of an order taken before closing or a pause still
  // gets its first answer. Closed hours are told first: they say more about when to come back.
  // Pickup has hours of its own (PICKUP_HOURS).
  const paused = pausedNow(ctx, pace)
  const closed: Record<Fulfilment, AppError | undefined> = {
    delivery: closedNow(ctx, ctx.config.deliveryHours) ?? paused,
    pickup: closedNow(ctx, ctx.config.pickupHours) ?? paused,
  }
  // The restaurant's current estimate, told in the answer and the mail (issue 11 §5); a pickup's
  // is its lead time (issue 19 §2.5).
  const estimates: Record<Fulfilment, DeliveryEstimate> = {
    delivery: deliveryEstimate(pace),
    pickup: pickupEstimate(pace, ordering.pickupLeadMinutes),
  }
  const foodIds = new Set(jobs.flatMap((job) => job.body.items.map((item) => item._id)))
  const foods = new Map((await findFoods(trx, [...foodIds])).map((food) => [food.id, food]))
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
  const slots = await slotBook(ctx, trx, jobs, ordering)
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
    // An order for later is judged by its slot, not by whether the shop is open now (§2).
    const due = job.body.dueAt ? new Date(job.body.dueAt) : null
    const refusal = due
      ? slotRefusal(ctx, due, fulfilment, { ordering, pace, slots })
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
          { foods, areas, estimate: estimates[fulfilment], promos, due },
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
      created.flatMap((order) => newOrderMails(ctx, order, estimates[order.row.fulfilment])),
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
  }: {
    foods: Map<string, FoodTable>
    areas: readonly DeliveryArea[]
    estimate: DeliveryEstimate
    /** The batch's promo codes, locked; a code not here is unknown. */
    promos: Map<string, LockedPromo>
    /** The chosen slot's start, already checked (issue 11 §2); null: as soon as possible. */
    due: Date | null
  },
  drawn: Set<string>,
  created: OrderSnapshot[],
): Promise<PlacedOrder> {
  const orderId = newId()
  const lines = priceLines(foods, body.items, orderId, due ?? ctx.clock.now())
  const subtotalCents = lines.reduce((sum, line) => sum + line.unit_price_cents * line.quantity, 0)
  const fulfilment = fulfilmentOf(body)
  const pickup = fulfilment === 'pickup'
  // Collected at the restaurant: no area, no fee, no minimum (issue 11 §1). Where an order goes
  // and its minimum before any discount do not depend on the code, so they are said first.
  const { zipcode } = body.address
  const plainFeeCents = pickup
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
    terms && !pickup
      ? deliveryQuote(areas, zipcode, subtotalCents, promoFoodDiscountCents(terms, subtotalCents))
      : undefined
  const feeCents = quote && quote.kind !== 'outside' ? quote.feeCents : plainFeeCents
  const termsDiscountCents = terms ? promoDiscountCents(terms, subtotalCents, feeCents) : 0
  if (toCents(body.amount) !== subtotalCents + feeCents - termsDiscountCents) {
    throw amountChanged(subtotalCents + plainFeeCents, plainFeeCents, lines)
  }
  const guest = guestOf(ctx, body, user)
  // Decided again here, with the uses counted in this transaction (issue 11 §4): a code that
  // expired or ran out since the cart's check is refused, and nothing is stored.
  const promo = body.promoCode
    ? await promoAtPlacement(ctx, trx, locked, {
        guest,
        subtotalCents,
        deliveryFeeCents: feeCents,
        fulfilment,
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
  }
  await insertOrder(trx, row, lines)
  created.push({ row, lines, events: [] })
  // The server cart has become this order.
  if (user) await clearCart(trx, user.id)
  const placed: PlacedOrder = {
    success: true,
    trackingCode,
    message: 'Order placed successfully',
    orderId,
    amount: toEuros(amountCents),
    estimate,
    ...(promo ? { promoCode: promo.promoCode, discount: toEuros(discountCents) } : {}),
    dueAt: row.due_at,
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
 * The fee of a quote for delivering to `postalCode` (issue 11 §3), or the refusal of an address
 * outside every area or of an order under its area's minimum (after a code's discount when the
 * quote counts one, issue 19 §1.6). Checked before anything is written.
 */
function deliveryFeeOf(quote: DeliveryQuote, postalCode: string) {
  if (quote.kind === 'outside') {
    throw conflict('OUTSIDE_DELIVERY_AREA', 'Sorry, we do not deliver to this postal code.', {
      zipcode: postalCode,
    })
  }
  if (quote.kind === 'below-minimum') {
    const { area, missingCents, foodCents } = quote
    const minimum = formatEuroCents(area.minimumCents)
    throw conflict(
      'BELOW_MINIMUM',
      foodCents === undefined
        ? `The minimum order for delivery to ${area.name} is ${minimum}. Add ${formatEuroCents(missingCents)} more to your order.`
        : `The minimum order for delivery to ${area.name} is ${minimum}, counted after the discount: this order comes to ${formatEuroCents(foodCents)}.`,
      { minimum: toEuros(area.minimumCents), missing: toEuros(missingCents) },
    )
  }
  return quote.feeCents
}

/**
 * How the order is fulfilled. The place-order body does not say yet (issue 11 §1 adds
 * `fulfilment` to it); until then every order is a delivery. Once it does, this is
 * `body.fulfilment ?? DEFAULT_FULFILMENT`.
 */
function fulfilmentOf(body: PlaceOrderBody): Fulfilment {
  return body.fulfilment ?? DEFAULT_FULFILMENT
}

/**
 * The 409 for an amount that is not the order's: its total before any code, so that it says
 * nothing of the code sent (issue 19 §1.1); the checkout takes its own code's discount off.
 */
function amountChanged(amountCents: number, feeCents: number, lines: OrderLineTable[]) {
  return new AppError(
    409,
    'AMOUNT_CHANGED',
    `Prices have changed since you opened the menu. The total is now ${formatEuroCents(amountCents)}. Please check your order and place it again.`,
    undefined,
    {
      amount: toEuros(amountCents),
      deliveryFee: toEuros(feeCents),
      // Kept for clients that read it: the amount above is before any code.
      discount: 0,
      items: lines.map((line) => ({
        _id: line.food_id,
        name: line.name,
        price: toEuros(line.unit_price_cents),
        quantity: line.quantity,
      })),
    },
  )
}

export interface OrderingHours {
  isOpenNow: boolean
  /** The restaurant's local date and time orders are next taken; null when open now or never. */
  nextOpening: { date: string; time: string } | null
}

/**
 * Whether orders are taken now (DELIVERY_HOURS in the restaurant's zone, or PICKUP_HOURS for
 * pickup), and when next.
 */
export function orderingHours(
  ctx: ShopContext,
  now = ctx.clock.now(),
  hours: WeeklyHours | null = ctx.config.deliveryHours,
): OrderingHours {
  if (!hours || isOpenAt(now, ctx.config.timeZone, hours)) {
    return { isOpenNow: true, nextOpening: null }
  }
  const next = nextOpening(now, ctx.config.timeZone, hours)
  return { isOpenNow: false, nextOpening: next && { date: next.date, time: next.time } }
}

/** The 409 for an order outside its hours, or undefined while they are open. */
function closedNow(ctx: ShopContext, hours: WeeklyHours | null): AppError | undefined {
  const now = ctx.clock.now()
  const { isOpenNow, nextOpening: next } = orderingHours(ctx, now, hours)
  if (isOpenNow) return undefined
  if (!next)
    return conflict('NOT_TAKING_ORDERS', 'We are not taking orders at the moment.', {
      nextOpening: null,
    })
  const when = openingInEnglish(next, now, ctx.config.timeZone)
  return conflict('CLOSED_NOW', `We are closed now. We take orders again ${when}.`, {
    nextOpening: next,
  })
}

/** The hours orders of this fulfilment are due in: DELIVERY_HOURS or PICKUP_HOURS. */
function hoursOf(ctx: ShopContext, fulfilment: Fulfilment) {
  return fulfilment === 'pickup' ? ctx.config.pickupHours : ctx.config.deliveryHours
}

function slotRules(ctx: ShopContext, ordering: OrderingSettings, fulfilment: Fulfilment) {
  return {
    hours: hoursOf(ctx, fulfilment),
    timeZone: ctx.config.timeZone,
    leadMinutes: leadMinutesOf(ordering, fulfilment),
  }
}

/**
 * The batch's view of the slot cap (issue 11 §2): how many orders each slot its orders want
 * already holds, read after locking those slots on PostgreSQL (decision 018), so a batch on
 * another instance counts after this one commits. Nothing is read without a cap.
 */
async function slotBook(
  ctx: ShopContext,
  trx: Kysely<Database>,
  jobs: OrderJob[],
  ordering: OrderingSettings,
) {
  const wanted = ordering.slotCap
    ? jobs.flatMap((job) => (job.body.dueAt ? [new Date(job.body.dueAt).toISOString()] : []))
    : []
  if (ctx.engine === 'postgres' && wanted.length > 0) await lockOrderSlots(trx, wanted)
  const counts = await countOrdersDue(trx, { slots: wanted })
  return {
    cap: ordering.slotCap,
    isFull: (start: Date) =>
      ordering.slotCap !== null && (counts.get(start.toISOString()) ?? 0) >= ordering.slotCap,
    take: (start: Date) => {
      const key = start.toISOString()
      counts.set(key, (counts.get(key) ?? 0) + 1)
    },
  }
}
type SlotBook = Awaited<ReturnType<typeof slotBook>>

/**
 * Why an order for `due` cannot be taken, or undefined when it can: orders for later must be
 * on, the slot one the checkout offers now, after a pause of the kitchen, and not full.
 */
function slotRefusal(
  ctx: ShopContext,
  due: Date,
  fulfilment: Fulfilment,
  { ordering, pace, slots }: { ordering: OrderingSettings; pace: KitchenPace; slots: SlotBook },
): AppError | undefined {
  if (!ordering.laterOrders) {
    return conflict(
      'LATER_NOT_OFFERED',
      'Sorry, we take orders for as soon as possible only. Please order without a time.',
    )
  }
  const now = ctx.clock.now()
  const rules = slotRules(ctx, ordering, fulfilment)
  const alternatives = () => ({
    freeSlots: nearestOfferedSlots(due, now, rules, slots.isFull).map((slot) =>
      slot.start.toISOString(),
    ),
  })
  if (!isOfferedSlot(due, now, rules)) {
    return conflict(
      'SLOT_NOT_OFFERED',
      'This time cannot be chosen (any more). Please choose one of the times offered.',
      alternatives(),
    )
  }
  // A slot after a pause is taken during it; a pause until reopened takes none.
  const taking = orderTakingAt(pace, now)
  if (taking.paused && (taking.resumesAt === null || due < taking.resumesAt)) {
    return pausedNow(ctx, pace)
  }
  if (slots.isFull(due)) {
    return conflict(
      'ORDER_SLOT_FULL',
      'This time is fully booked. Please choose another time.',
      alternatives(),
    )
  }
  return undefined
}

/** The 409 for a pickup order while the restaurant offers none (a default install). */
const pickupNotOffered = () =>
  conflict(
    'PICKUP_NOT_OFFERED',
    'Sorry, we do not offer pickup at the moment. Please choose delivery.',
  )

/**
 * The 409 for an order while the kitchen has paused new orders (issue 11 §5), or undefined
 * when it takes them: with the instant it does again, null when paused until reopened.
 */
function pausedNow(ctx: ShopContext, pace: KitchenPace): AppError | undefined {
  const taking = orderTakingAt(pace, ctx.clock.now())
  if (!taking.paused) return undefined
  const { resumesAt } = taking
  const when = resumesAt
    ? `We take orders again at ${localTime(resumesAt, ctx.config.timeZone)}.`
    : 'Please try again later.'
  return conflict('KITCHEN_PAUSED', `The kitchen has paused new orders for a moment. ${when}`, {
    resumesAt: resumesAt?.toISOString() ?? null,
  })
}

/**
 * One order, for whoever holds both its code and its phone, in any of the phone's forms (their
 * keys are compared, issue 19 §1.2).
 */
export async function trackOrder(ctx: ShopContext, trackingCode: string, phone: string) {
  const code = normalizeTrackingCode(trackingCode)
  const order = TRACKING_CODE_PATTERN.test(code)
    ? await findOrderByTrackingCode(ctx.db, code)
    : undefined
  const key = phoneKey(phone, ctx.config.country)
  if (!order || key === '' || order.phone_key !== key)
    throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND)
  const [lines, cancels] = await Promise.all([
    linesOfOrders(ctx.db, [order.id]),
    order.status === 'Cancelled' ? cancelMovesOf(ctx.db, [order.id]) : [],
  ])
  return orderToTracked(order, lines, cancelReasonOf(order, cancels))
}

/** What the track page shows of an order that has just changed. */
export function trackedView({ row, lines, events }: OrderSnapshot) {
  return orderToTracked(row, lines, cancelReasonOf(row, events))
}

/**
 * Orders by phone alone: the summary only, never a name, address, e-mail, note, order id or
 * full tracking code (see orderToPhoneSummary).
 */
export async function ordersByPhone(ctx: ShopContext, phone: string) {
  const key = phoneKey(phone, ctx.config.country)
  const orders = key === '' ? [] : await ordersByPhoneKey(ctx.db, key)
  if (orders.length === 0)
    throw notFound('NO_ORDERS_FOR_PHONE', 'No orders found for this phone number')
  const lines = groupLines(
    await linesOfOrders(
      ctx.db,
      orders.map((order) => order.id),
    ),
  )
  return orders.map((order) => orderToPhoneSummary(order, lines.get(order.id) ?? []))
}

/** A customer's own orders, with their notes; a cancelled one says why. */
export async function userOrders(ctx: ShopContext, userId: string) {
  const orders = await ordersOfUser(ctx.db, userId)
  const cancelled = orders.filter((order) => order.status === 'Cancelled').map((order) => order.id)
  const [lines, cancels] = await Promise.all([
    linesOfOrders(
      ctx.db,
      orders.map((order) => order.id),
    ).then(groupLines),
    cancelMovesOf(ctx.db, cancelled),
  ])
  return orders.map((order) => ({
    _id: order.id,
    ...(order.promo_code ? { promoCode: order.promo_code } : {}),
    ...orderToSummary(order, lines.get(order.id) ?? [], {
      cancelReason: cancelReasonOf(
        order,
        cancels.filter((move) => move.order_id === order.id),
      ),
    }),
  }))
}
