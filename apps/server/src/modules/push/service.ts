import {
  isFinalStatus,
  MAX_PUSH_SUBSCRIPTIONS_PER_ORDER,
  phoneKey,
  type Language,
  type OrderPushBody,
} from '@quan/domain'
import type { ShopContext } from '../../context'
import type { OrderTable } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import type { AuthUser } from '../../plugins/auth'
import { orderByTrackingCode } from '../order/tracking'
import { restaurantCountry } from '../restaurant/country'
import {
  countSubscriptions,
  deleteSubscription,
  findSubscriptionAt,
  saveSubscription,
} from './repo'

// Turning a browser's notifications about an order on and off (issue 24 §2).

const ORDER_NOT_FOUND = 'Order not found'

/**
 * The order, for whoever may follow it: the code and its phone, as the track page asks, or the
 * customer who placed it. Anyone else is told there is no such order, as on the track page.
 */
async function followedOrder(
  ctx: ShopContext,
  { trackingCode, phone }: OrderPushBody,
  user: AuthUser | undefined,
): Promise<OrderTable> {
  const order = await orderByTrackingCode(ctx, trackingCode)
  if (order && user && order.user_id === user.id) return order
  const key = phone ? phoneKey(phone, await restaurantCountry(ctx)) : ''
  if (!order || key === '' || order.phone_key !== key) {
    throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND)
  }
  return order
}

/** Whether the host is one of the push services the shop sends to (PUSH_SERVICE_HOSTS). */
export function isPushServiceHost(hostname: string, allowed: readonly string[]): boolean {
  const host = hostname.toLowerCase()
  return allowed.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry,
  )
}

export async function subscribeToOrder(
  ctx: ShopContext,
  body: OrderPushBody,
  user: AuthUser | undefined,
  language: Language,
): Promise<void> {
  const order = await followedOrder(ctx, body, user)
  if (isFinalStatus(order.status)) {
    throw conflict('PUSH_ORDER_DONE', `This order is ${order.status}: there is no more news of it.`)
  }
  const { endpoint, keys } = body.subscription
  if (!isPushServiceHost(new URL(endpoint).hostname, ctx.config.pushServiceHosts)) {
    throw badRequest(
      'PUSH_SERVICE_UNKNOWN',
      'This browser uses a push service the shop does not know.',
    )
  }
  await ctx.db.transaction().execute(async (trx) => {
    const known = await findSubscriptionAt(trx, order.id, endpoint)
    if (!known && (await countSubscriptions(trx, order.id)) >= MAX_PUSH_SUBSCRIPTIONS_PER_ORDER) {
      throw conflict(
        'PUSH_SUBSCRIPTIONS_FULL',
        `Notifications about this order are already on in ${MAX_PUSH_SUBSCRIPTIONS_PER_ORDER} browsers.`,
      )
    }
    await saveSubscription(trx, {
      id: known?.id ?? newId(),
      order_id: order.id,
      user_id: user && order.user_id === user.id ? user.id : null,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      language,
      created_at: known?.created_at ?? ctx.clock.now().toISOString(),
    })
  })
}

/** Turns a browser's notifications about the order off; off already is fine too. */
export async function unsubscribeFromOrder(
  ctx: ShopContext,
  body: OrderPushBody,
  user: AuthUser | undefined,
): Promise<void> {
  const order = await followedOrder(ctx, body, user)
  const known = await findSubscriptionAt(ctx.db, order.id, body.subscription.endpoint)
  if (known) await ctx.db.transaction().execute((trx) => deleteSubscription(trx, known.id))
}
