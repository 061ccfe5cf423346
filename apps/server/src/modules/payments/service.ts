import { PAGES } from '@quan/domain/pages'
import { clearCart } from '../cart/service'
import { issueReceipt } from '../receipts/service'
import {
  deliveryEstimate,
  offeredPaymentMethods,
  pickupEstimate,
  textIn,
  toCents,
  toEuros,
  UNPAID_ONLINE_STATES,
  type PaymentMethod,
  type PaymentState,
  type RefundBody,
  type RefundState,
} from '@quan/domain'
import type { Kysely } from 'kysely'
import type { ShopContext } from '../../context'
import { isUniqueViolation } from '../../db/create-db'
import type { Database, OrderTable, RefundTable } from '../../db/schema'
import { AppError, conflict, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import type { Language } from '../../lib/language'
import type { OrderSnapshot } from '../../live/events'
import type { AuthUser } from '../../plugins/auth'
import { orderToAdmin, type AdminOrder } from '../admin-orders/mappers'
import { loadSnapshots } from '../admin-orders/service'
import { newOrderMails } from '../order/mails'
import { textsOfLine } from '../order/mappers'
import { countPromoUses } from '../promo-codes/service'
import { findUserById } from '../user/service'
import { orderRefundMails } from './mails'
import { findOrder } from './repo'
import {
  RefundRefusedError,
  WebhookSignatureError,
  type CheckoutOrder,
  type WebhookReading,
} from './provider'

/**
 * How long a guest has to pay at the provider: Stripe's shortest checkout is 30 minutes from
 * its creation, which comes a moment after the order's; two more keep it above that.
 */
export const CHECKOUT_MINUTES = 32
/** Stripe refuses an `expires_at` less than 30 minutes ahead. */
const SHORTEST_CHECKOUT_MS = 31 * 60_000
/** A checkout the provider cannot be asked about is let go this long after its expiry. */
const UNANSWERED_GRACE_MS = 60 * 60 * 1000
/** A refund the provider did not answer is asked again by the sweep after this. */
const PENDING_REFUND_MS = 2 * 60 * 1000

const ORDER_NOT_FOUND = 'Order not found'
const PAYMENT_UNAVAILABLE =
  'Online payment could not be started, so the order was not placed. Please try again or choose another way of paying.'

/** The ways of paying the checkout offers now (GET /api/config, and the order's check). */
export async function paymentMethodsOffered(ctx: ShopContext): Promise<PaymentMethod[]> {
  return offeredPaymentMethods(await ctx.settings.paymentMethods.read(), ctx.payments !== undefined)
}

/** Whether the board and the back office's lists show the order: not while it is unpaid online. */
export function onTheBoard(order: Pick<OrderTable, 'payment_state'>): boolean {
  return !(UNPAID_ONLINE_STATES as readonly string[]).includes(order.payment_state)
}

const LABELS: Record<Language, CheckoutOrder['labels']> = {
  vi: { deliveryFee: 'Phí giao hàng', discount: 'Giảm giá' },
  en: { deliveryFee: 'Delivery fee', discount: 'Discount' },
  sk: { deliveryFee: 'Doručenie', discount: 'Zľava' },
}

async function snapshot(db: Kysely<Database>, orderId: string): Promise<OrderSnapshot> {
  const [order] = await loadSnapshots(db, [orderId])
  if (!order) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND)
  return order
}

/** The provider's checkout as the seam is told it: the server's lines and total. */
function checkoutOrder(ctx: ShopContext, { row, lines }: OrderSnapshot): CheckoutOrder {
  const code = encodeURIComponent(row.tracking_code)
  const base = ctx.config.publicUrl
  return {
    orderId: row.id,
    trackingCode: row.tracking_code,
    amountCents: row.amount_cents,
    currency: 'eur',
    language: row.language,
    email: row.email,
    lines: lines.map((line) => {
      const texts = textsOfLine(line)
      const name = textIn({ name: line.name, ...texts }, 'name', row.language)
      const options = texts.choices.map((choice) => textIn(choice, 'label', row.language))
      return {
        name: options.length > 0 ? `${name} (${options.join(', ')})` : name,
        quantity: line.quantity,
        unitAmountCents: line.unit_price_cents,
      }
    }),
    deliveryFeeCents: row.delivery_fee_cents,
    discountCents: row.discount_cents,
    promoCode: row.promo_code,
    labels: LABELS[row.language],
    // The track page shows the order, paid or waiting for the payment; cancelling goes back to
    // the checkout with the cart as it was.
    // The pages by their one name (domain PAGES): the checkout is /order, not /checkout.
    successUrl: `${base}${PAGES.track}?code=${code}&payment=return`,
    cancelUrl: `${base}${PAGES.checkout}?payment=cancelled&code=${code}`,
    // The order's own expiry, or later when its checkout is made late (Stripe's minimum).
    expiresAt: new Date(
      Math.max(
        new Date(row.payment_expires_at ?? 0).getTime(),
        ctx.clock.now().getTime() + SHORTEST_CHECKOUT_MS,
      ),
    ),
  }
}

/**
 * After the order's commit, outside the batch: the provider's checkout for an order placed to
 * be paid online, and where to send the browser. A retry of the same order (same
 * Idempotency-Key) gets the same checkout. When the provider cannot be reached, the order is
 * cancelled, its slot and promo code's use freed, and the guest told (502 PAYMENT_UNAVAILABLE).
 */
export async function startCheckout(ctx: ShopContext, orderId: string): Promise<string> {
  const order = await snapshot(ctx.db, orderId)
  const { row } = order
  if (row.payment_state === 'awaiting' && row.payment_url) return row.payment_url
  if (row.payment_state !== 'awaiting' || !ctx.payments) {
    if (row.payment_state === 'awaiting') await letGo(ctx, orderId, 'failed', 'No payment provider')
    throw new AppError(502, 'PAYMENT_UNAVAILABLE', PAYMENT_UNAVAILABLE)
  }
  try {
    const checkout = await ctx.payments.createCheckout(
      checkoutOrder(ctx, order),
      `checkout-${orderId}`,
    )
    await ctx.db
      .updateTable('orders')
      .set({
        payment_reference: checkout.reference,
        payment_url: checkout.redirectUrl,
        payment_expires_at: checkout.expiresAt.toISOString(),
      })
      .where('id', '=', orderId)
      .where('payment_state', '=', 'awaiting')
      .execute()
    return checkout.redirectUrl
  } catch (error) {
    ctx.log.error({ err: error, orderId }, 'could not start the online payment')
    await letGo(ctx, orderId, 'failed', 'The online payment could not be started')
    throw new AppError(502, 'PAYMENT_UNAVAILABLE', PAYMENT_UNAVAILABLE)
  }
}

/** Who the provider's changes are written by in an order's history. */
function providerActor(ctx: ShopContext, orderId: string) {
  return {
    id: newId(),
    order_id: orderId,
    at: ctx.clock.now().toISOString(),
    actor_id: null,
    actor_name: ctx.payments?.name === 'stripe' ? 'Stripe' : 'Payments',
  }
}

/**
 * Cancels an order that was never paid (failed, expired, or its checkout never started), and
 * frees its slot (a cancelled order is not counted) and its promo code's use. Only while it is
 * still awaiting: a payment that came first is never undone. Returns whether it was let go.
 */
async function letGo(
  ctx: ShopContext,
  orderId: string,
  state: 'failed' | 'expired',
  reason: string,
): Promise<boolean> {
  const order = await ctx.db.transaction().execute(async (trx) => {
    const row = await findOrder(trx, orderId)
    if (!row) return undefined
    const at = ctx.clock.now().toISOString()
    const result = await trx
      .updateTable('orders')
      .set({ status: 'Cancelled', payment_state: state, updated_at: at })
      .where('id', '=', orderId)
      .where('payment_state', '=', 'awaiting')
      .where('status', '=', row.status)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) return undefined
    // Cancelled already (by the back office): its slot and promo use were freed then.
    if (row.status !== 'Cancelled') {
      await trx
        .insertInto('order_events')
        .values({
          ...providerActor(ctx, orderId),
          from_status: row.status,
          to_status: 'Cancelled',
          payment: null,
          reason,
        })
        .execute()
      if (row.promo_code) await countPromoUses(trx, row.promo_code, -1)
      // A guest who turned on notifications hears of it (issue 24 §2).
      await ctx.push.enqueue(trx, row, {
        kind: state === 'failed' ? 'paymentFailed' : 'paymentExpired',
      })
    }
    return snapshot(trx, orderId)
  })
  // The track page hears it; the board does not show unpaid online orders (routes.ts).
  if (order) ctx.events.publish({ type: 'order.updated', order })
  if (order) ctx.push.wake()
  return order !== undefined
}

type PaidOutcome = 'paid' | 'mismatch' | 'already'

/**
 * The provider says the order is paid: it is, when the amount and the reference match it; then
 * it goes on the board (order.created, as a new order does) and its confirmation mail is sent.
 * A payment of another amount, or one for an order already let go, is flagged for the
 * restaurant (`mismatch`), never accepted silently.
 */
async function markPaid(
  ctx: ShopContext,
  orderId: string,
  amountCents: number,
): Promise<PaidOutcome> {
  const [pace, ordering, identity, hours] = await Promise.all([
    ctx.settings.kitchen.read(),
    ctx.settings.ordering.read(),
    ctx.settings.restaurantIdentity.read(),
    ctx.settings.restaurantHours.read(),
  ])
  const done = await ctx.db.transaction().execute(async (trx) => {
    const row = await findOrder(trx, orderId)
    if (!row || !['awaiting', 'failed', 'expired'].includes(row.payment_state)) {
      return { outcome: 'already' as const }
    }
    const at = ctx.clock.now().toISOString()
    const matches = amountCents === row.amount_cents && row.status !== 'Cancelled'
    const state: PaymentState = matches ? 'paid' : 'mismatch'
    const result = await trx
      .updateTable('orders')
      .set({
        payment_state: state,
        paid_cents: amountCents,
        ...(matches ? { payment: 1 } : {}),
        updated_at: at,
      })
      .where('id', '=', orderId)
      .where('payment_state', '=', row.payment_state)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) return { outcome: 'already' as const }
    const reason = matches
      ? null
      : row.status === 'Cancelled'
        ? `Paid ${toEuros(amountCents).toFixed(2)} EUR online after the order was cancelled: refund it or call the guest`
        : `Paid ${toEuros(amountCents).toFixed(2)} EUR online, but the order is ${toEuros(row.amount_cents).toFixed(2)} EUR: check the payment before preparing it`
    await trx
      .insertInto('order_events')
      .values({
        ...providerActor(ctx, orderId),
        from_status: null,
        to_status: null,
        payment: matches ? 1 : null,
        reason,
      })
      .execute()
    // A paid order gets its receipt (issue 22 §3), after its row is written (issueReceipt).
    if (matches) await issueReceipt(ctx, trx, orderId, { identity, timeZone: hours.timeZone })
    // Paid: the customer's server cart has become this order (kept until now, order/service.ts).
    if (matches && row.user_id) await clearCart(trx, row.user_id)
    const order = await snapshot(trx, orderId)
    if (matches && ctx.outbox.enabled) {
      // A pickup's lead time, and a dine-in order's (issue 24 §5); a delivery's estimate.
      const estimate =
        row.fulfilment !== 'delivery'
          ? pickupEstimate(pace, ordering.pickupLeadMinutes)
          : deliveryEstimate(pace)
      await ctx.outbox.enqueue(trx, newOrderMails(ctx, order, estimate, identity, hours.timeZone))
    }
    return {
      outcome: state === 'paid' ? ('paid' as const) : ('mismatch' as const),
      order,
      wasCancelled: row.status === 'Cancelled',
    }
  })
  if ('order' in done && done.order) {
    // Now the kitchen sees it, and the board chimes as for any new order.
    ctx.events.publish({
      type: done.wasCancelled ? 'order.updated' : 'order.created',
      order: done.order,
    })
    ctx.outbox.wake()
  }
  return done.outcome
}

/**
 * POST /api/payments/stripe/webhook: the signature checked by the provider, then the event
 * recorded under (provider, event id) and acted on once; the same event again changes nothing.
 */
export async function receiveWebhook(
  ctx: ShopContext,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<void> {
  const provider = ctx.payments
  if (!provider)
    throw notFound('PAYMENTS_NOT_CONFIGURED', 'Online payment is not set up in this shop.')
  let reading: WebhookReading
  try {
    reading = await provider.readWebhook(rawBody, headers)
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      throw new AppError(400, 'WEBHOOK_SIGNATURE_INVALID', 'The webhook signature does not match.')
    }
    throw error
  }
  try {
    await ctx.db
      .insertInto('payment_events')
      .values({
        provider: provider.name,
        event_id: reading.eventId,
        kind: reading.type,
        reference: reading.reference,
        amount_cents: reading.amountCents,
        order_id: null,
        outcome: null,
        received_at: ctx.clock.now().toISOString(),
      })
      .execute()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // Delivered again: it was acted on the first time, unless the shop stopped in between
    // (no outcome written). Acting again is safe: every change is conditional on the state.
    const first = await ctx.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('provider', '=', provider.name)
      .where('event_id', '=', reading.eventId)
      .executeTakeFirst()
    if (first?.outcome !== null) return
  }
  const outcome = await actOn(ctx, provider.name, reading)
  await ctx.db
    .updateTable('payment_events')
    .set({ outcome: outcome.outcome, order_id: outcome.orderId })
    .where('provider', '=', provider.name)
    .where('event_id', '=', reading.eventId)
    .execute()
}

async function actOn(
  ctx: ShopContext,
  provider: string,
  reading: WebhookReading,
): Promise<{ outcome: string; orderId: string | null }> {
  if (reading.kind === 'ignored' || !reading.reference) return { outcome: 'ignored', orderId: null }
  const row = await ctx.db
    .selectFrom('orders')
    .select(['id'])
    .where('payment_provider', '=', provider)
    .where('payment_reference', '=', reading.reference)
    .executeTakeFirst()
  // The reference and the order the checkout was made for must both match.
  if (!row || (reading.orderId !== null && reading.orderId !== row.id)) {
    ctx.log.warn({ reference: reading.reference }, 'a payment event names no order of this shop')
    return { outcome: 'unknown-order', orderId: null }
  }
  switch (reading.kind) {
    case 'paid':
      return { outcome: await markPaid(ctx, row.id, reading.amountCents ?? 0), orderId: row.id }
    case 'failed':
    case 'expired': {
      const reason =
        reading.kind === 'failed'
          ? 'The online payment failed'
          : 'The online payment expired unpaid'
      const cancelled = await letGo(ctx, row.id, reading.kind, reason)
      return { outcome: cancelled ? 'cancelled' : 'ignored-late', orderId: row.id }
    }
    default:
      // Refunds are recorded when the shop makes them (refundOrder).
      return { outcome: 'ignored', orderId: row.id }
  }
}

/**
 * Orders still awaiting their payment after their checkout's expiry, even if no webhook ever
 * came: the provider is asked first (a payment it took is kept), then the checkout is ended and
 * the order let go, its slot and promo code's use freed. Runs on a timer (routes.ts).
 */
export async function sweepUnpaid(ctx: ShopContext): Promise<number> {
  const now = ctx.clock.now()
  const due = await ctx.db
    .selectFrom('orders')
    .select(['id', 'payment_reference', 'payment_expires_at', 'payment_provider'])
    .where('payment_state', '=', 'awaiting')
    .where('payment_expires_at', '<=', now.toISOString())
    .execute()
  let released = 0
  for (const order of due) {
    try {
      const provider = ctx.payments
      if (order.payment_reference && provider && provider.name === order.payment_provider) {
        const status = await provider.fetchStatus(order.payment_reference)
        if (status.state === 'paid') {
          await markPaid(ctx, order.id, status.amountCents)
          continue
        }
        if (status.state === 'open') await provider.cancelCheckout(order.payment_reference)
      }
      const reason = 'Not paid online before the payment expired'
      if (await letGo(ctx, order.id, 'expired', reason)) released += 1
    } catch (error) {
      ctx.log.error({ err: error, orderId: order.id }, 'could not ask the provider about a payment')
      // The provider did not answer: given time, the order is let go all the same.
      const expired = new Date(order.payment_expires_at ?? 0).getTime()
      if (now.getTime() - expired > UNANSWERED_GRACE_MS) {
        if (await letGo(ctx, order.id, 'expired', 'Not paid online; the provider did not answer')) {
          released += 1
        }
      }
    }
  }
  // Refunds the provider left unanswered are asked again.
  await settlePendingRefunds(ctx)
  return released
}

/**
 * POST /api/admin/orders/:id/refunds: refunds part or the rest of what the guest paid online,
 * through the provider. The refund is stored before it is asked (so two at once cannot refund
 * more than was paid), then as done, with its line in the order's history and the guest's mail;
 * or as refused, in the history too, and answered 409 REFUND_REFUSED. When the provider does
 * not answer, the refund stays pending and is asked again, with the same idempotency key (so it
 * is never made twice), by the sweep or the order's next refund.
 */
export async function refundOrder(
  ctx: ShopContext,
  orderId: string,
  body: RefundBody,
  admin: AuthUser,
): Promise<AdminOrder> {
  const provider = ctx.payments
  await settlePendingRefunds(ctx, orderId)
  const reason = body.reason?.trim() || null
  const user = await findUserById(ctx.db, admin.id)
  const actor = { actor_id: admin.id, actor_name: user?.name ?? 'Admin' }
  const refund = await ctx.db.transaction().execute(async (trx) => {
    const row = await findOrder(trx, orderId)
    if (!row) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND)
    if (
      row.payment_method !== 'online' ||
      !['paid', 'partially_refunded', 'refunded', 'mismatch'].includes(row.payment_state) ||
      !row.payment_reference ||
      !provider ||
      row.payment_provider !== provider.name
    ) {
      throw conflict(
        'REFUND_NOT_POSSIBLE',
        'This order was not paid online, so there is nothing to refund through the payment provider.',
      )
    }
    const taken = await trx
      .selectFrom('refunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
      .where('order_id', '=', orderId)
      .where('state', 'in', ['pending', 'succeeded'])
      .executeTakeFirstOrThrow()
    const left = row.paid_cents - Number(taken.cents)
    const amountCents = body.amount === undefined ? left : toCents(body.amount)
    if (amountCents <= 0 || amountCents > left) {
      throw conflict(
        'REFUND_TOO_LARGE',
        `At most ${toEuros(Math.max(left, 0)).toFixed(2)} EUR is left to refund on this order.`,
        { left: toEuros(Math.max(left, 0)) },
      )
    }
    const at = ctx.clock.now().toISOString()
    const pending: RefundTable = {
      id: newId(),
      order_id: orderId,
      amount_cents: amountCents,
      reason,
      state: 'pending',
      provider_reference: null,
      error: null,
      ...actor,
      created_at: at,
      updated_at: at,
    }
    await trx.insertInto('refunds').values(pending).execute()
    return pending
  })
  const settled = await askRefund(ctx, refund, (await findOrder(ctx.db, orderId))!)
  if (settled.state === 'refused') {
    throw conflict(
      'REFUND_REFUSED',
      `The payment provider refused the refund: ${settled.error}. Nothing was refunded.`,
    )
  }
  if (settled.state === 'pending') {
    throw new AppError(
      502,
      'PAYMENT_UNAVAILABLE',
      'The payment provider did not answer. The refund is kept and asked again in a minute; check the order before refunding again.',
    )
  }
  return orderToAdmin(settled.order!)
}

/** Asks the provider for a stored pending refund, and writes how it ended. */
async function askRefund(
  ctx: ShopContext,
  refund: RefundTable,
  row: OrderTable,
): Promise<{ state: RefundState; error?: string; order?: OrderSnapshot }> {
  const provider = ctx.payments
  if (!provider || !row.payment_reference) return { state: 'pending' }
  let refused: string | undefined
  let providerReference: string | null = null
  try {
    const done = await provider.refund(
      row.payment_reference,
      refund.amount_cents,
      `refund-${refund.id}`,
    )
    providerReference = done.reference
  } catch (error) {
    if (!(error instanceof RefundRefusedError)) {
      ctx.log.error({ err: error, orderId: row.id }, 'the provider did not answer a refund')
      return { state: 'pending' }
    }
    refused = error.message || 'refused'
  }
  const [identity, hours] = await Promise.all([
    ctx.settings.restaurantIdentity.read(),
    ctx.settings.restaurantHours.read(),
  ])
  const order = await ctx.db.transaction().execute(async (trx) => {
    const at = ctx.clock.now().toISOString()
    const result = await trx
      .updateTable('refunds')
      .set({
        state: refused ? 'refused' : 'succeeded',
        provider_reference: providerReference,
        error: refused ?? null,
        updated_at: at,
      })
      .where('id', '=', refund.id)
      .where('state', '=', 'pending')
      .executeTakeFirst()
    // Settled meanwhile (the sweep and a refund at once): written once.
    if (Number(result.numUpdatedRows) !== 1) return undefined
    if (!refused) {
      const now = (await findOrder(trx, row.id))!
      const refundedCents = now.refunded_cents + refund.amount_cents
      await trx
        .updateTable('orders')
        .set({
          refunded_cents: refundedCents,
          payment_state: refundedCents >= now.paid_cents ? 'refunded' : 'partially_refunded',
          updated_at: at,
        })
        .where('id', '=', row.id)
        .execute()
    }
    await trx
      .insertInto('order_events')
      .values({
        id: newId(),
        order_id: row.id,
        at,
        actor_id: refund.actor_id,
        actor_name: refund.actor_name,
        from_status: null,
        to_status: null,
        payment: null,
        reason: refused
          ? `${refund.reason ? `${refund.reason} ` : ''}(refused: ${refused})`
          : refund.reason,
        refund_cents: refund.amount_cents,
        refund_state: refused ? 'refused' : 'succeeded',
      })
      .execute()
    const changed = await snapshot(trx, row.id)
    if (!refused) {
      const mail = { amountCents: refund.amount_cents, reason: refund.reason }
      await ctx.outbox.enqueue(
        trx,
        orderRefundMails(ctx, changed.row, mail, identity, hours.timeZone),
      )
    }
    return changed
  })
  if (order) {
    ctx.events.publish({ type: 'order.updated', order })
    if (!refused) ctx.outbox.wake()
  }
  return refused ? { state: 'refused', error: refused, order } : { state: 'succeeded', order }
}

/** Refunds the provider did not answer, asked again with their own idempotency keys. */
async function settlePendingRefunds(ctx: ShopContext, orderId?: string) {
  let query = ctx.db.selectFrom('refunds').selectAll().where('state', '=', 'pending')
  // The sweep leaves alone a refund that may still be in flight in its own request.
  const settled = new Date(ctx.clock.now().getTime() - PENDING_REFUND_MS).toISOString()
  query = orderId ? query.where('order_id', '=', orderId) : query.where('updated_at', '<', settled)
  for (const refund of await query.execute()) {
    const row = await findOrder(ctx.db, refund.order_id)
    if (row) await askRefund(ctx, refund, row)
  }
}
