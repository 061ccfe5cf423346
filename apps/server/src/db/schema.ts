import type { Generated } from 'kysely'
import type { Language } from '../lib/language'
import type { Fulfilment, PaymentMethod, PaymentState, RefundState } from '@quan/domain'

/**
 * Row types as both engines return them. Booleans are 0/1 integers and times are ISO text on
 * both, so SQLite and PostgreSQL rows look the same; mappers turn them into API shapes.
 */
export interface Database {
  settings: { key: string; value: string }
  users: UserTable
  categories: CategoryTable
  foods: FoodTable
  cart_lines: CartLineTable
  orders: OrderTable
  receipts: ReceiptTable
  receipt_counter: ReceiptCounterTable
  order_lines: OrderLineTable
  order_events: OrderEventTable
  contact_messages: ContactMessageTable
  reservations: ReservationTable
  idempotency_keys: IdempotencyKeyTable
  images: ImageTable
  reservation_events: ReservationEventTable
  mail_outbox: MailOutboxTable
  promo_codes: PromoCodeTable
  payment_events: PaymentEventTable
  refunds: RefundTable
  print_jobs: PrintJobTable
  personal_data_log: PersonalDataLogTable
  push_subscriptions: PushSubscriptionTable
  push_jobs: PushJobTable
  customer_addresses: CustomerAddressTable
}

export type Role = 'customer' | 'admin'

export interface UserTable {
  id: string
  name: string
  email: string
  /** Lower-cased email: one account per address whatever its letter case. */
  email_key: string
  password_hash: string
  role: Role
  created_at: string
  /** Tokens signed at another version are refused: raised to end every session of the account. */
  token_version: Generated<number>
}

export interface CategoryTable {
  id: string
  /** The base name, which dishes name as their category. */
  name: string
  /** The name per language (issue 12 §1, migration 0013); blank: the base name. */
  name_vi: string
  name_en: string
  name_sk: string
  image: string | null
  sort_order: number
  created_at: string
  /** The VAT rate's id (issue 22 §2, migration 0016) for its dishes; null: the shop's default. */
  vat_rate_id: string | null
}

export interface FoodTable {
  id: string
  name: string
  name_vi: string
  name_en: string
  name_sk: string
  description: string
  /** The description per language (issue 12 §1, migration 0013); blank: the base text. */
  description_vi: string
  description_en: string
  description_sk: string
  price_cents: number
  image: string | null
  sku: string
  category: string
  status: string
  is_promotion: number
  original_price_cents: number
  promotion_price_cents: number
  sold_count: number
  likes: number
  /** JSON of OptionGroup[]: groups are always read and written whole with their dish. */
  options: string
  /** JSON list of Annex II codes; null while not stated (issue 12 §2). */
  allergens: string | null
  /** JSON list of dietary tags. */
  dietary_tags: string
  /** 0 (not spicy) to 3. */
  spicy: number
  /** Sold out until this instant, the next opening day's start (issue 12 §3); null: on sale. */
  sold_out_until: string | null
  created_at: string
  updated_at: string
  /** The VAT rate's id (issue 22 §2, migration 0016); null: its category's. */
  vat_rate_id: string | null
}

export interface CartLineTable {
  user_id: string
  cart_key: string
  quantity: number
}

export interface OrderTable {
  id: string
  tracking_code: string
  user_id: string | null
  order_type: 'guest' | 'registered'
  status: string
  payment: number
  first_name: string
  last_name: string
  email: string | null
  street: string
  city: string
  state: string
  zipcode: string
  country: string
  /** As the guest typed it: what staff and the guest see. */
  phone: string
  /** Its one international form (phoneKey, migration 0014): every rule that counts a guest. */
  phone_key: string
  /**
   * What the board's search compares (migration 0023): the code, the guest's name folded and the
   * phone's key, lower case, one a line (the domain's orderSearchText).
   */
  search_text: string
  /** The e-mail's key (emailKey, migration 0014), null without one: a guest is either. */
  email_key: string | null
  subtotal_cents: number
  delivery_fee_cents: number
  amount_cents: number
  notes: string | null
  created_at: string
  updated_at: string
  /** The guest's language when ordering, for their e-mails (migration 0004). */
  language: Language
  /** The promo code applied, as the guest's order used it, and what it took off (migration 0008). */
  promo_code: string | null
  discount_cents: number
  /** Delivered or collected at the restaurant (issue 11 §1, migration 0009). */
  fulfilment: Fulfilment
  /**
   * When it is due, as an ISO instant: the start of the chosen 15-minute slot (issue 11 §2,
   * migration 0009); null for an order as soon as possible.
   */
  due_at: string | null
  /** How it is paid (issue 22 §1, migration 0015): cash, card (both at the door) or online. */
  payment_method: PaymentMethod
  /** Where its payment stands (domain PAYMENT_STATES); `none` for cash and card. */
  payment_state: PaymentState
  /** The provider ('stripe') and its reference (the Checkout Session's id); null for cash. */
  payment_provider: string | null
  payment_reference: string | null
  /** The provider's page the guest pays on, kept for a retried place-order call. */
  payment_url: string | null
  /** When the provider's checkout expires: an order still awaiting then is cancelled. */
  payment_expires_at: string | null
  /** What the provider reported paid, and what has been refunded, in cents. */
  paid_cents: number
  refunded_cents: number
  /** The delivery fee's VAT percent as sold, in hundredths (issue 22 §2, migration 0016). */
  delivery_vat_basis_points: number
  /** How late the guest has been told it runs, in minutes, all notices added (migration 0019). */
  late_minutes: number
  /**
   * The kitchen's moments, for the reports' preparation times (migration 0022): when the order
   * was first moved to Preparing (accepted), Out for delivery (ready) and Delivered (done), as
   * ISO instants; null until it is.
   */
  accepted_at: string | null
  ready_at: string | null
  done_at: string | null
  /** When its personal data was taken out (issue 24 §4, migration 0026); null while there. */
  anonymised_at?: string | null
  /** A dine-in order's table, by its name when placed (issue 24 §5, migration 0027); else null. */
  table_name?: string | null
}

/** A snapshot of each line as sold: later menu edits never change an old order. */
export interface OrderLineTable {
  order_id: string
  position: number
  food_id: string
  name: string
  unit_price_cents: number
  quantity: number
  /** JSON of the chosen options (group name → choice code), null for a dish without options. */
  options: string | null
  /** JSON list of the line's allergens as ordered; null when not stated (issue 12 §2). */
  allergens: string | null
  /**
   * JSON of the line's texts as sold (issue 12 §1, migration 0013): the dish's names per
   * language and the chosen options' texts (domain LineTexts).
   */
  texts: string | null
  /** The VAT percent it was sold at, in hundredths: 1900 is 19 % (issue 22 §2, migration 0016). */
  vat_basis_points: number
}

/**
 * One change the back office made to an order: a move (from and to set) or a payment mark
 * (payment 0/1). The actor's name is copied so the history survives the account.
 */
export interface OrderEventTable {
  id: string
  order_id: string
  at: string
  actor_id: string | null
  actor_name: string
  from_status: string | null
  to_status: string | null
  payment: number | null
  reason: string | null
  /** A refund (issue 22 §1, migration 0015): its cents and how it ended; null otherwise. */
  refund_cents?: number | null
  refund_state?: RefundState | null
  /** A late notice (issue 23 §1, migration 0019): the minutes it added; null otherwise. */
  late_minutes?: number | null
}

export interface ContactMessageTable {
  id: string
  name: string
  email: string
  subject: string
  message: string
  created_at: string
  handled_at: string | null
  /** The admin's name when it was marked handled (migration 0003). */
  handled_by: string | null
  /** The guest's language when writing (migration 0004). */
  language: Language
  /** When its personal data was taken out (issue 24 §4, migration 0026). */
  anonymised_at?: string | null
}

export interface ReservationTable {
  id: string
  customer_name: string
  phone: string
  email: string
  reservation_date: string
  reservation_time: string
  number_of_people: number
  note: string | null
  status: string
  message_id: string | null
  created_at: string
  /** The last confirmation or cancellation, and the admin's name then (migration 0003). */
  updated_at: string | null
  handled_by: string | null
  /** The guest's language when booking, for every mail about it (migration 0004). */
  language: Language
  /** When its personal data was taken out (issue 24 §4, migration 0026). */
  anonymised_at?: string | null
}

export interface IdempotencyKeyTable {
  scope: string
  key: string
  request_hash: string
  status_code: number
  response: string
  created_at: string
}

export interface ImageTable {
  name: string
  content_type: string
  data: Buffer
  created_at: string
}

/** One move of a booking's status, kept for good (migration 0003). */
export interface ReservationEventTable {
  id: string
  reservation_id: string
  at: string
  actor_id: string
  actor_name: string
  from_status: string
  to_status: string
  reason: string | null
}

export type MailKind =
  | 'order-confirmation'
  | 'order-alert'
  | 'order-cancelled'
  | 'order-late'
  | 'reservation-received'
  | 'reservation-confirmed'
  | 'reservation-cancelled'
  | 'contact-forward'
  | 'order-refunded'
  | 'receipt'

/**
 * One e-mail to send (migration 0004), written in the same transaction as what it is about, so
 * a committed order or booking always has its mail and a rolled-back one never does.
 */
export interface MailOutboxTable {
  id: string
  kind: MailKind
  to: string
  /** The guest's address on a forwarded contact message, so the restaurant can just reply. */
  reply_to: string | null
  language: Language
  subject: string
  text: string
  /** Tries so far, counted when a worker claims the mail. */
  attempts: number
  /** When it is due; pushed ahead while a worker holds it; null once sent or given up. */
  next_attempt_at: string | null
  sent_at: string | null
  last_error: string | null
  created_at: string
}

/** A promo code (issue 11 §4, migration 0008); the orders that used it name it. */
export interface PromoCodeTable {
  code: string
  kind: string
  /** Percent 1-100, fixed cents, or 0 for free delivery. */
  value: number
  minimum_cents: number | null
  valid_from: string | null
  valid_until: string | null
  max_uses: number | null
  max_uses_per_guest: number | null
  first_order_only: number
  fulfilment: string
  active: number
  /** Orders placed with it and not cancelled, kept in step in their transactions. */
  uses: Generated<number>
  created_at: string
  updated_at: string
}

/** One event a payment provider sent (issue 22 §1, migration 0015), kept once: its replay is no-op. */
export interface PaymentEventTable {
  provider: string
  event_id: string
  kind: string
  reference: string | null
  amount_cents: number | null
  order_id: string | null
  /** What it did: 'paid', 'mismatch', 'cancelled', 'ignored', ... */
  outcome: string | null
  received_at: string
}

/** A refund asked of the provider (issue 22 §1, migration 0015). */
export interface RefundTable {
  id: string
  order_id: string
  amount_cents: number
  reason: string | null
  state: RefundState
  provider_reference: string | null
  /** The provider's words when it refused. */
  error: string | null
  actor_id: string | null
  actor_name: string
  created_at: string
  updated_at: string
}

/** A receipt as issued (issue 22 §3, migration 0018): its number is its place in one series. */
export interface ReceiptTable {
  number: number
  order_id: string
  issued_at: string
  /** The domain's Receipt as JSON, written once. */
  document: string
}

/** One row (id 1): the last receipt number given; raised in the transaction that issues one. */
export interface ReceiptCounterTable {
  id: number
  last_number: number
}

/** Why a ticket is printed: by itself (PRINTER_URL and the printOn setting) or asked for by hand. */
export type PrintReason = 'auto' | 'reprint'
export type PrintJobState = 'queued' | 'printed' | 'failed'

/** An order's kitchen ticket to print (issue 23 §2, migration 0020), queued like a mail. */
export interface PrintJobTable {
  id: string
  order_id: string
  reason: PrintReason
  state: PrintJobState
  /** Tries so far, counted when a worker claims the job. */
  attempts: number
  /** When it is due; pushed ahead while a worker holds it; null once printed or given up. */
  next_attempt_at: string | null
  printed_at: string | null
  last_error: string | null
  created_at: string
}

export type PersonalDataAction = 'export' | 'erase' | 'anonymise'
export type PersonalDataAsker = 'customer' | 'guest' | 'admin' | 'schedule'

/**
 * One export, erasure or anonymisation of personal data (issue 24 §4, migration 0026): what,
 * when, who asked and which record, never the data itself.
 */
export interface PersonalDataLogTable {
  id: string
  at: string
  action: PersonalDataAction
  asked_by: PersonalDataAsker
  actor_id: string | null
  user_id: string | null
  order_id: string | null
  reservation_id: string | null
  message_id: string | null
}

/** One browser's push address for one order (issue 24 §2, migration 0024). */
export interface PushSubscriptionTable {
  id: string
  order_id: string
  /** The customer who subscribed, signed in; null for a guest. */
  user_id: string | null
  /** The push service's https URL for this browser. */
  endpoint: string
  /** The browser's P-256 public key and auth secret, base64url, for the payload's encryption. */
  p256dh: string
  auth: string
  /** The language the notifications are written in. */
  language: Language
  created_at: string
}

/** One notification to send to one subscription, queued like a mail (migration 0024). */
export interface PushJobTable {
  id: string
  subscription_id: string
  order_id: string
  /** The notification as JSON: { title, body, url, tag }. */
  payload: string
  /** 1: the order is done; the subscription is deleted once this job is over. */
  last: number
  /** Tries so far, counted when a worker claims the job. */
  attempts: number
  /** When it is due; pushed ahead while a worker holds it. */
  next_attempt_at: string
  last_error: string | null
  created_at: string
}

/** A customer's saved delivery address (issue 24 §3, migration 0025). */
export interface CustomerAddressTable {
  id: string
  user_id: string
  first_name: string
  last_name: string
  street: string
  city: string
  state: string
  zipcode: string
  country: string
  phone: string
  email: string | null
  /** 1 for the customer's one default, else 0. */
  is_default: number
  created_at: string
}
