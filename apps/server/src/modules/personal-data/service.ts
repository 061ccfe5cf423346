import { toEuros, type PersonalDataExport } from '@quan/domain'
import type { Kysely } from 'kysely'
import type { ShopContext } from '../../context'
import type { Selectable } from 'kysely'
import type {
  Database,
  OrderLineTable,
  OrderTable,
  PersonalDataAction,
  PersonalDataAsker,
  PersonalDataLogTable,
  UserTable,
} from '../../db/schema'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { verifyPassword } from '../../lib/passwords'
import { loadSnapshots } from '../admin-orders/service'
import { trackOrder } from '../order/tracking'
import {
  DONE_STATUSES,
  deleteMailsTo,
  findOrder,
  linesOf,
  ordersOf,
  pushSubscriptionsOf,
  savedAddressesOf,
  stripOrders,
  writeLog,
} from './repo'

// The guest's data in their hands (issue 24 §4): what the shop holds about someone, handed over
// as JSON or taken out, and every such action logged without the data.

/** Who the data is about: a customer's account, or one order a guest (or the owner) names. */
export type Subject =
  { kind: 'account'; user: Selectable<UserTable> } | { kind: 'order'; order: OrderTable }

/** One part of an export: its name in the JSON, and how it is read for a subject. */
export interface ExportPart {
  name: string
  read: (db: Kysely<Database>, subject: Subject) => Promise<unknown>
}

/** The subject's orders, oldest first: the account's, or the one order named. */
async function ordersOfSubject(db: Kysely<Database>, subject: Subject) {
  return subject.kind === 'account' ? ordersOf(db, subject.user.id) : [subject.order]
}

/**
 * What an export holds, one part after the other. Bookings and messages carry no account (they
 * are sent without one) and e-mails are never verified, so whoever signs up with another's
 * address would be handed that person's bookings and messages: they are not matched to an
 * account by e-mail. They are anonymised by age, or by the owner on request.
 */
export const EXPORT_PARTS: ExportPart[] = [
  {
    name: 'account',
    read: async (_db, subject) =>
      subject.kind === 'account'
        ? {
            id: subject.user.id,
            name: subject.user.name,
            email: subject.user.email,
            role: subject.user.role,
            createdAt: subject.user.created_at,
          }
        : null,
  },
  {
    name: 'orders',
    read: async (db, subject) => {
      const orders = await ordersOfSubject(db, subject)
      const lines = await linesOf(
        db,
        orders.map((order) => order.id),
      )
      return orders.map((order) =>
        orderExport(
          order,
          lines.filter((line) => line.order_id === order.id),
        ),
      )
    },
  },
  {
    // Issue 24 §3: the delivery addresses a customer keeps for checkout.
    name: 'addresses',
    read: async (db, subject) =>
      subject.kind === 'account'
        ? (await savedAddressesOf(db, subject.user.id)).map((address) => ({
            id: address.id,
            firstName: address.first_name,
            lastName: address.last_name,
            street: address.street,
            city: address.city,
            state: address.state,
            zipcode: address.zipcode,
            country: address.country,
            phone: address.phone,
            email: address.email,
            isDefault: address.is_default === 1,
            savedAt: address.created_at,
          }))
        : [],
  },
  {
    // Issue 24 §2: the browsers told of the orders by push. The endpoint names the browser.
    name: 'pushSubscriptions',
    read: async (db, subject) => {
      const orders = await ordersOfSubject(db, subject)
      return (
        await pushSubscriptionsOf(
          db,
          orders.map((order) => order.id),
        )
      ).map((row) => ({
        orderId: row.order_id,
        endpoint: row.endpoint,
        language: row.language,
        subscribedAt: row.created_at,
      }))
    },
  },
]

/** An order as its guest gave it and as it was sold, money in euros as the API speaks it. */
function orderExport(order: OrderTable, lines: OrderLineTable[]) {
  return {
    id: order.id,
    trackingCode: order.tracking_code,
    placedAt: order.created_at,
    status: order.status,
    fulfilment: order.fulfilment,
    dueAt: order.due_at,
    language: order.language,
    firstName: order.first_name,
    lastName: order.last_name,
    phone: order.phone,
    email: order.email,
    address: {
      street: order.street,
      city: order.city,
      state: order.state,
      zipcode: order.zipcode,
      country: order.country,
    },
    notes: order.notes,
    paymentMethod: order.payment_method,
    promoCode: order.promo_code,
    subtotal: toEuros(order.subtotal_cents),
    discount: toEuros(order.discount_cents),
    deliveryFee: toEuros(order.delivery_fee_cents),
    amount: toEuros(order.amount_cents),
    anonymisedAt: order.anonymised_at ?? null,
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPrice: toEuros(line.unit_price_cents),
      options: line.options === null ? null : (JSON.parse(line.options) as unknown),
    })),
  }
}

/** Who asked for an action, for the log. */
export interface Asker {
  by: PersonalDataAsker
  actorId: string | null
}

type LogRecord = Partial<
  Pick<PersonalDataLogTable, 'user_id' | 'order_id' | 'reservation_id' | 'message_id'>
>

export function logRows(
  action: PersonalDataAction,
  asker: Asker,
  at: string,
  records: LogRecord[],
): PersonalDataLogTable[] {
  return records.map((record) => ({
    id: newId(),
    at,
    action,
    asked_by: asker.by,
    actor_id: asker.actorId,
    user_id: record.user_id ?? null,
    order_id: record.order_id ?? null,
    reservation_id: record.reservation_id ?? null,
    message_id: record.message_id ?? null,
  }))
}

/** Everything the shop holds about the subject, one part after the other; logged. */
export async function exportPersonalData(
  ctx: ShopContext,
  subject: Subject,
  asker: Asker,
): Promise<PersonalDataExport> {
  const at = ctx.clock.now().toISOString()
  const data: PersonalDataExport = { exportedAt: at }
  for (const part of EXPORT_PARTS) data[part.name] = await part.read(ctx.db, subject)
  await writeLog(
    ctx.db,
    logRows('export', asker, at, [
      subject.kind === 'account' ? { user_id: subject.user.id } : { order_id: subject.order.id },
    ]),
  )
  return data
}

export async function accountSubject(ctx: ShopContext, userId: string): Promise<Subject> {
  const user = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user) throw notFound('ACCOUNT_NOT_FOUND', 'Account not found')
  return { kind: 'account', user }
}

/** The order whose code and phone the guest holds, as the track page finds it. */
export async function guestOrderSubject(
  ctx: ShopContext,
  trackingCode: string,
  phone: string,
): Promise<Subject> {
  const { _id } = await trackOrder(ctx, trackingCode, phone)
  return orderSubject(ctx, _id)
}

export async function orderSubject(ctx: ShopContext, orderId: string): Promise<Subject> {
  const order = await findOrder(ctx.db, orderId)
  if (!order) throw notFound('ORDER_NOT_FOUND', 'Order not found')
  return { kind: 'order', order }
}

const STILL_OPEN =
  'This order is still being prepared or delivered: its details can be erased once it is delivered or cancelled.'

function refuseOpen(orders: OrderTable[]) {
  if (orders.some((order) => !(DONE_STATUSES as readonly string[]).includes(order.status)))
    throw conflict('ORDER_STILL_OPEN', STILL_OPEN)
}

/**
 * One step of deleting an account, run in its transaction after the orders are stripped and
 * before the account's row goes. Each removes what it keeps about the account.
 */
type AccountStep = (trx: Kysely<Database>, user: Selectable<UserTable>) => Promise<void>

const ACCOUNT_STEPS: AccountStep[] = [
  async (trx, user) => {
    await trx.deleteFrom('cart_lines').where('user_id', '=', user.id).execute()
  },
  // Issue 24 §3: the saved addresses. The users' foreign key would cascade; said here, so the
  // deletion does not hang on the database's setting.
  async (trx, user) => {
    await trx.deleteFrom('customer_addresses').where('user_id', '=', user.id).execute()
  },
  // Issue 24 §2: the push subscriptions go with the orders (stripOrders).
]

/**
 * Deletes a customer's account, asked with their password again. In one transaction: their
 * orders stay for the restaurant's accounts without name, phone, e-mail, address or note, and
 * the account's row and everything kept for it go.
 */
export async function deleteAccount(ctx: ShopContext, userId: string, password: string) {
  const { user } = (await accountSubject(ctx, userId)) as Extract<Subject, { kind: 'account' }>
  if (!(await verifyPassword(password, user.password_hash)))
    throw badRequest('PASSWORD_WRONG', 'Wrong password', { password: 'Wrong password' })
  // ADMIN_EMAIL would make it again at the next start; the owner changes it there.
  if (user.role === 'admin')
    throw conflict('ADMIN_ACCOUNT_KEPT', 'The admin account is set by ADMIN_EMAIL and is kept.')
  const at = ctx.clock.now().toISOString()
  const erased = await ctx.db.transaction().execute(async (trx) => {
    const orders = await ordersOf(trx, user.id)
    refuseOpen(orders)
    const ids = orders.map((order) => order.id)
    await deleteMailsTo(trx, [user.email, ...orders.map((order) => order.email ?? '')])
    await stripOrders(trx, ids, at)
    for (const step of ACCOUNT_STEPS) await step(trx, user)
    await trx.deleteFrom('users').where('id', '=', user.id).execute()
    const asker: Asker = { by: 'customer', actorId: user.id }
    await writeLog(
      trx,
      logRows('erase', asker, at, [
        { user_id: user.id },
        ...ids.map((order_id) => ({ user_id: user.id, order_id })),
      ]),
    )
    return ids
  })
  await showErased(ctx, erased)
}

/** Takes a done order's personal data out, for its guest or for the owner they asked. */
export async function eraseOrder(ctx: ShopContext, subject: Subject, asker: Asker) {
  if (subject.kind !== 'order') throw new Error('eraseOrder takes an order')
  const { order } = subject
  refuseOpen([order])
  const at = ctx.clock.now().toISOString()
  await ctx.db.transaction().execute(async (trx) => {
    await deleteMailsTo(trx, [order.email ?? ''])
    await stripOrders(trx, [order.id], at)
    await writeLog(trx, logRows('erase', asker, at, [{ order_id: order.id }]))
  })
  await showErased(ctx, [order.id])
}

/** The board and an open track page show the order without the guest's details at once. */
async function showErased(ctx: ShopContext, ids: readonly string[]) {
  for (const order of await loadSnapshots(ctx.db, ids)) {
    ctx.events.publish({ type: 'order.updated', order })
  }
}
