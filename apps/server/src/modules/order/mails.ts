import {
  lateExpectedAt,
  localDate,
  localTime,
  textIn,
  type Allergen,
  type DeliveryEstimate,
  type RestaurantIdentity,
} from '@quan/domain'
import type { ShopContext } from '../../context'
import type { OrderLineTable } from '../../db/schema'
import type { OrderSnapshot } from '../../live/events'
import type { Language } from '../../lib/language'
import type { NewMail } from '../mail/outbox'
import {
  orderAlert,
  orderCancellation,
  orderConfirmation,
  orderLate,
  type OrderForMail,
} from '../mail/templates/order'
import { textsOfLine } from './mappers'

/** A line's dish and its chosen options by label, in `language`, as they were sold. */
function mailLine(line: OrderLineTable, language: Language) {
  const texts = textsOfLine(line)
  return {
    name: textIn({ name: line.name, ...texts }, 'name', language),
    options: texts.choices.map((choice) => textIn(choice, 'label', language)),
    quantity: line.quantity,
    unitPriceCents: line.unit_price_cents,
    allergens: line.allergens === null ? null : (JSON.parse(line.allergens) as Allergen[]),
  }
}

function forMail(
  ctx: ShopContext,
  { row, lines }: OrderSnapshot,
  /** The language the dishes are named in: the guest's, or the back office's for the restaurant. */
  dishesIn: Language,
  restaurant: RestaurantIdentity,
  /** The restaurant's time zone, as saved with its hours (issue 21 §4). */
  timeZone: string,
): OrderForMail {
  const placed = new Date(row.created_at)
  return {
    restaurant,
    trackingCode: row.tracking_code,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    email: row.email,
    street: row.street,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    country: row.country,
    notes: row.notes,
    orderType: row.order_type,
    fulfilment: row.fulfilment,
    tableName: row.table_name ?? null,
    payment: { method: row.payment_method, state: row.payment_state },
    due: row.due_at
      ? {
          date: localDate(new Date(row.due_at), timeZone),
          time: localTime(new Date(row.due_at), timeZone),
        }
      : null,
    subtotalCents: row.subtotal_cents,
    deliveryFeeCents: row.delivery_fee_cents,
    promoCode: row.promo_code,
    discountCents: row.discount_cents,
    amountCents: row.amount_cents,
    language: row.language,
    placedAt: {
      date: localDate(placed, timeZone),
      time: localTime(placed, timeZone),
    },
    lines: lines.map((line) => mailLine(line, dishesIn)),
  }
}

/**
 * The mails a new order sends: its confirmation to the guest in their language when they gave
 * an e-mail, and the alert to the restaurant in the back office's language (RESTAURANT_LANGUAGE)
 * when RESTAURANT_EMAIL is set.
 */
export function newOrderMails(
  ctx: ShopContext,
  order: OrderSnapshot,
  /** The restaurant's estimate when the order was placed (issue 11 §5). */
  estimate: DeliveryEstimate,
  /** The restaurant as set up now, read before the order's transaction (issue 21 §1). */
  restaurant: RestaurantIdentity,
  /** Its time zone, as saved with its hours (issue 21 §4). */
  timeZone: string,
): NewMail[] {
  const mails: NewMail[] = []
  const { email, language } = order.row
  if (email) {
    const mail = orderConfirmation(
      { ...forMail(ctx, order, language, restaurant, timeZone), estimate },
      ctx.config.publicUrl,
    )
    mails.push({ kind: 'order-confirmation', to: email, language, ...mail })
  }
  const alertTo = ctx.config.restaurantEmail
  if (alertTo) {
    // The guest's language is named inside it.
    const office = ctx.config.restaurantLanguage
    const mail = orderAlert(forMail(ctx, order, office, restaurant, timeZone), office)
    mails.push({ kind: 'order-alert', to: alertTo, language: office, ...mail })
  }
  return mails
}

/**
 * The mail a cancelled order sends: to the guest in the order's language when they gave an
 * e-mail, with the restaurant's reason and the way to the track page.
 */
export function orderCancelledMails(
  ctx: ShopContext,
  { row }: OrderSnapshot,
  reason: string,
  /** The restaurant as set up now, read before the move's transaction (issue 21 §1). */
  restaurant: RestaurantIdentity,
  /** Its time zone, as saved with its hours (issue 21 §4). */
  timeZone: string,
): NewMail[] {
  if (!row.email) return []
  const placed = new Date(row.created_at)
  const mail = orderCancellation(
    {
      restaurant,
      trackingCode: row.tracking_code,
      firstName: row.first_name,
      language: row.language,
      placedAt: {
        date: localDate(placed, timeZone),
        time: localTime(placed, timeZone),
      },
      reason,
    },
    ctx.config.publicUrl,
  )
  return [{ kind: 'order-cancelled', to: row.email, language: row.language, ...mail }]
}

/**
 * The mail a late notice sends (issue 23 §1): to the guest in the order's language when they
 * gave an e-mail, with how late the order runs and when it is now expected.
 */
export function orderLateMails(
  ctx: ShopContext,
  { row }: OrderSnapshot,
  /** The restaurant's estimate now, for an order as soon as possible (issue 11 §5). */
  estimate: DeliveryEstimate,
  /** The restaurant as set up now, read before the notice's transaction (issue 21 §1). */
  restaurant: RestaurantIdentity,
  /** Its time zone, as saved with its hours (issue 21 §4). */
  timeZone: string,
): NewMail[] {
  if (!row.email) return []
  const expected = lateExpectedAt(
    { date: row.created_at, dueAt: row.due_at, lateMinutes: row.late_minutes },
    estimate,
  )
  const day = localDate(expected, timeZone)
  const mail = orderLate(
    {
      restaurant,
      trackingCode: row.tracking_code,
      firstName: row.first_name,
      language: row.language,
      fulfilment: row.fulfilment,
      lateMinutes: row.late_minutes,
      // The day is said only when it is not today, where a guest would not expect it.
      expected: {
        date: day === localDate(ctx.clock.now(), timeZone) ? null : day,
        time: localTime(expected, timeZone),
      },
    },
    ctx.config.publicUrl,
  )
  return [{ kind: 'order-late', to: row.email, language: row.language, ...mail }]
}
