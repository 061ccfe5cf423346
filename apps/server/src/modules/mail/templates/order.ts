import type { Fulfilment } from '@quan/domain'
import type { PaymentMethod, PaymentState } from '@quan/domain/payments'
import { ALLERGEN_NAMES } from '@quan/domain/allergen-names'
import type { Allergen } from '@quan/domain/allergens'
import type { Language } from '../../../lib/language'
import {
  euros,
  LANGUAGE_NAMES,
  lines,
  longDate,
  shortDate,
  signOff,
  type MailRestaurant,
  type MailText,
} from './format'

/** One line as the guest ordered it, its dish named in the mail's language. */
export interface OrderMailLine {
  name: string
  /** The chosen options' labels, e.g. ['Large', 'Extra spicy']. */
  options: string[]
  quantity: number
  unitPriceCents: number
  /** As ordered (issue 12 §2): the law wants them told again at delivery. Null: not stated. */
  allergens: Allergen[] | null
}

export interface OrderForMail {
  /** The restaurant as it is when the mail is written. */
  restaurant: MailRestaurant
  trackingCode: string
  firstName: string
  lastName: string
  phone: string
  email: string | null
  street: string
  city: string
  state: string
  zipcode: string
  country: string
  notes: string | null
  orderType: 'guest' | 'registered'
  subtotalCents: number
  deliveryFeeCents: number
  /** The promo code applied and what it took off (issue 11 §4); null and 0 without one. */
  promoCode?: string | null
  discountCents?: number
  amountCents: number
  language: Language
  /** The restaurant's local date and time it was placed. */
  placedAt: { date: string; time: string }
  lines: OrderMailLine[]
  /** The delivery estimate told when it was placed (issue 11 §5); the confirmation says it. */
  estimate?: { fromMinutes: number; toMinutes: number }
  /** Delivered, or collected at the restaurant (issue 11 §1); a delivery when not said. */
  fulfilment?: Fulfilment
  /** A dine-in order's table (issue 24 §5); none for the others. */
  tableName?: string | null
  /** The promised slot on the restaurant's calendar (issue 11 §2); none: as soon as possible. */
  due?: { date: string; time: string } | null
  /** How it is paid and where its payment stands (issue 22 §1); not said when not given. */
  payment?: { method: PaymentMethod; state: PaymentState }
}

/** How an order is paid, as its mails say it: the way, and whether it is paid yet. */
const PAYMENT_WORDS: Record<
  Language,
  { label: string; way: (method: PaymentMethod, pickup: boolean, paid: boolean) => string }
> = {
  en: {
    label: 'Payment',
    way: (method, pickup, paid) =>
      method === 'online'
        ? paid
          ? 'paid online'
          : 'online, not paid yet'
        : `${method === 'card' ? 'by card' : 'in cash'} ${pickup ? 'at the counter' : 'on delivery'}`,
  },
  vi: {
    label: 'Thanh toán',
    way: (method, pickup, paid) =>
      method === 'online'
        ? paid
          ? 'đã thanh toán trực tuyến'
          : 'trực tuyến, chưa thanh toán'
        : `${method === 'card' ? 'bằng thẻ' : 'bằng tiền mặt'} ${pickup ? 'tại quầy' : 'khi nhận hàng'}`,
  },
  sk: {
    label: 'Platba',
    way: (method, pickup, paid) =>
      method === 'online'
        ? paid
          ? 'zaplatené online'
          : 'online, zatiaľ nezaplatené'
        : `${method === 'card' ? 'kartou' : 'v hotovosti'} ${pickup ? 'pri pulte' : 'pri doručení'}`,
  },
}

/** The mail's line on the way of paying, in `language`; none when the order does not say. */
function paymentLine(order: OrderForMail, language: Language): string | undefined {
  if (!order.payment) return undefined
  const t = PAYMENT_WORDS[language]
  const paid = ['paid', 'partially_refunded', 'refunded'].includes(order.payment.state)
  return `${t.label}: ${t.way(order.payment.method, atRestaurant(order), paid)}`
}

/** Whether the order is handed over at the restaurant (a pickup, or a dine-in at its table). */
const atRestaurant = (order: OrderForMail) =>
  order.fulfilment !== undefined && order.fulfilment !== 'delivery'

/** Where a pickup order is collected, as the mails write it. */
const pickupLines = ({ name, address }: MailRestaurant) => [
  name,
  address.street,
  `${address.postalCode} ${address.city}`,
]

const ALLERGEN_WORDS = {
  en: { label: 'Allergens', none: 'none of the 14', unknown: 'not stated, please ask us' },
  vi: {
    label: 'Chất gây dị ứng',
    none: 'không có chất nào trong 14 chất',
    unknown: 'chưa khai báo, vui lòng hỏi chúng tôi',
  },
  sk: { label: 'Alergény', none: 'žiadny zo 14', unknown: 'neuvedené, opýtajte sa nás' },
} satisfies Record<Language, unknown>

/** A line and, under it, its allergens in the mail's language. */
function lineTexts(line: OrderMailLine, language: Language): string[] {
  const options = line.options.length > 0 ? ` (${line.options.join(', ')})` : ''
  const words = ALLERGEN_WORDS[language]
  const allergens =
    line.allergens === null
      ? words.unknown
      : line.allergens.length === 0
        ? words.none
        : line.allergens.map((allergen) => ALLERGEN_NAMES[language][allergen]).join(', ')
  return [
    `${line.quantity} × ${line.name}${options}: ${euros(line.unitPriceCents * line.quantity, language)}`,
    `   ${words.label}: ${allergens}`,
  ]
}

function addressLines(order: OrderForMail): string[] {
  return [
    `${order.firstName} ${order.lastName}`,
    order.street,
    `${order.zipcode} ${order.city}`,
    `${order.state}, ${order.country}`,
  ]
}

const CONFIRMATION = {
  en: {
    subject: (code: string, shop: string) => `Your order ${code} at ${shop}`,
    hello: (name: string) => `Hello ${name},`,
    thanks: 'Thank you for your order. We have it and will start cooking soon.',
    code: 'Order code',
    subtotal: 'Subtotal',
    delivery: 'Delivery',
    free: 'free',
    discount: (code: string) => `Promo code ${code}`,
    total: 'Total',
    estimate: (from: number, to: number) => `Estimated delivery: ${from}-${to} minutes`,
    pickupEstimate: (minutes: number) => `Ready for pickup in about ${minutes} minutes`,
    pickup: 'You collect your order at',
    table: (name: string) => `Your table: ${name}`,
    dueDelivery: 'Delivery at',
    duePickup: 'Ready for pickup at',
    address: 'Delivery address',
    phone: 'Phone',
    notes: 'Your note',
    track: 'Follow your order',
    trackHow: '(enter the order code and your phone number there)',
  },
  vi: {
    subject: (code: string, shop: string) => `Đơn hàng ${code} của bạn tại ${shop}`,
    hello: (name: string) => `Xin chào ${name},`,
    thanks: 'Cảm ơn bạn đã đặt hàng. Chúng tôi đã nhận được đơn hàng và sẽ sớm bắt đầu nấu.',
    code: 'Mã theo dõi',
    subtotal: 'Tạm tính',
    delivery: 'Phí giao hàng',
    free: 'miễn phí',
    discount: (code: string) => `Mã khuyến mãi ${code}`,
    total: 'Tổng cộng',
    estimate: (from: number, to: number) => `Thời gian giao hàng dự kiến: ${from}-${to} phút`,
    pickupEstimate: (minutes: number) => `Món sẽ sẵn sàng để lấy sau khoảng ${minutes} phút`,
    pickup: 'Bạn đến lấy món tại',
    table: (name: string) => `B\u00e0n c\u1ee7a b\u1ea1n: ${name}`,
    dueDelivery: 'Giao hàng lúc',
    duePickup: 'Sẵn sàng để lấy lúc',
    address: 'Địa chỉ giao hàng',
    phone: 'Điện thoại',
    notes: 'Ghi chú của bạn',
    track: 'Theo dõi đơn hàng',
    trackHow: '(nhập mã theo dõi và số điện thoại của bạn tại đó)',
  },
  sk: {
    subject: (code: string, shop: string) => `Vaša objednávka ${code} – ${shop}`,
    hello: (name: string) => `Dobrý deň, ${name},`,
    thanks: 'ďakujeme za vašu objednávku. Prijali sme ju a čoskoro ju začneme pripravovať.',
    code: 'Kód objednávky',
    subtotal: 'Medzisúčet',
    delivery: 'Doručenie',
    free: 'zadarmo',
    discount: (code: string) => `Zľavový kód ${code}`,
    total: 'Spolu',
    estimate: (from: number, to: number) => `Predpokladané doručenie: ${from}-${to} minút`,
    pickupEstimate: (minutes: number) => `Pripravené na vyzdvihnutie približne o ${minutes} minút`,
    pickup: 'Objednávku si vyzdvihnete na adrese',
    table: (name: string) => `V\u00e1\u0161 st\u00f4l: ${name}`,
    dueDelivery: 'Termín doručenia',
    duePickup: 'Pripravené na vyzdvihnutie',
    address: 'Adresa doručenia',
    phone: 'Telefón',
    notes: 'Vaša poznámka',
    track: 'Sledujte svoju objednávku',
    trackHow: '(zadajte tam kód objednávky a svoje telefónne číslo)',
  },
} satisfies Record<Language, unknown>

/** To the guest, in their language: what they ordered, what it costs, where it goes. */
export function orderConfirmation(order: OrderForMail, publicUrl: string): MailText {
  const t = CONFIRMATION[order.language]
  const trackUrl = `${publicUrl}/track-order?code=${encodeURIComponent(order.trackingCode)}`
  const fee = order.deliveryFeeCents > 0 ? euros(order.deliveryFeeCents, order.language) : t.free
  // A pickup's estimate is one figure, its lead time (issue 19 §2.5); a dine-in's is the same.
  const pickup = atRestaurant(order)
  const table = order.fulfilment === 'dine-in' ? (order.tableName ?? '') : null
  const estimate =
    order.estimate &&
    (pickup
      ? t.pickupEstimate(order.estimate.toMinutes)
      : t.estimate(order.estimate.fromMinutes, order.estimate.toMinutes))
  // An order for later is promised its slot, not the estimate (issue 11 §2).
  const due = order.due
    ? `${pickup ? t.duePickup : t.dueDelivery}: ${longDate(order.due.date, order.language)}, ${order.due.time}`
    : undefined
  return {
    subject: t.subject(order.trackingCode, order.restaurant.name),
    text: lines(
      t.hello(order.firstName),
      '',
      t.thanks,
      '',
      `${t.code}: ${order.trackingCode}`,
      '',
      ...order.lines.flatMap((line) => lineTexts(line, order.language)),
      '',
      `${t.subtotal}: ${euros(order.subtotalCents, order.language)}`,
      // A pickup has no delivery to charge for.
      ...(pickup ? [] : [`${t.delivery}: ${fee}`]),
      ...(order.promoCode
        ? [`${t.discount(order.promoCode)}: −${euros(order.discountCents ?? 0, order.language)}`]
        : []),
      `${t.total}: ${euros(order.amountCents, order.language)}`,
      ...(due ? [due] : estimate ? [estimate] : []),
      paymentLine(order, order.language),
      '',
      ...(table !== null
        ? [t.table(table), `${t.phone}: ${order.phone}`]
        : pickup
          ? [`${t.pickup}:`, ...pickupLines(order.restaurant), `${t.phone}: ${order.phone}`]
          : [`${t.address}:`, ...addressLines(order)]),
      ...(pickup ? [] : [`${t.phone}: ${order.phone}`]),
      ...(order.notes ? ['', `${t.notes}: ${order.notes}`] : []),
      '',
      `${t.track}: ${trackUrl}`,
      t.trackHow,
      '',
      ...signOff(order.language, order.restaurant),
    ),
  }
}

/** What an alert's amount line lists after the total. */
interface AlertParts {
  dishes: string
  delivery: string
  code?: { code: string; discount: string }
}

// Each name stands after a colon or a dash, so that no Slovak case ending is needed.
const ALERT = {
  en: {
    subject: (kind: Fulfilment, code: string, guest: string, amount: string) =>
      `New ${{ delivery: '', pickup: 'pickup ', 'dine-in': 'dine-in ' }[kind]}order ${code}: ${amount}, ${guest}`,
    placed: (code: string, date: string, time: string) =>
      `New order ${code}, placed ${date} at ${time}.`,
    due: (date: string, time: string) => `Due: ${date} at ${time} (ordered for later)`,
    amount: (amount: string, { dishes, delivery, code }: AlertParts) =>
      `Amount: ${amount} (dishes ${dishes}, delivery ${delivery}${code ? `, promo code ${code.code} −${code.discount}` : ''})`,
    guest: (guest: string, registered: boolean) =>
      `Guest: ${guest} (${registered ? 'registered customer' : 'guest'})`,
    phone: 'Phone',
    email: 'E-mail',
    language: 'Language',
    pickup: 'Pickup: the guest collects it at the restaurant.',
    table: (name: string) => `Dine-in: serve it at table ${name}.`,
    deliverTo: 'Deliver to:',
    note: 'Note',
  },
  vi: {
    subject: (kind: Fulfilment, code: string, guest: string, amount: string) =>
      `Đơn mới${{ delivery: '', pickup: ' (tự đến lấy)', 'dine-in': ' (t\u1ea1i b\u00e0n)' }[kind]} ${code} – ${guest}, ${amount}`,
    placed: (code: string, date: string, time: string) =>
      `Đơn mới ${code}, đặt lúc ${time} ngày ${date}.`,
    due: (date: string, time: string) => `Hẹn: ${time}, ${date} (đặt trước)`,
    amount: (amount: string, { dishes, delivery, code }: AlertParts) =>
      `Số tiền: ${amount} (món ${dishes}, phí giao hàng ${delivery}${code ? `, mã khuyến mãi ${code.code} −${code.discount}` : ''})`,
    guest: (guest: string, registered: boolean) =>
      `Khách: ${guest} (${registered ? 'thành viên đã đăng ký' : 'không có tài khoản'})`,
    phone: 'Điện thoại',
    email: 'Email',
    language: 'Ngôn ngữ của khách',
    pickup: 'Tự đến lấy: khách sẽ đến nhà hàng lấy món.',
    table: (name: string) => `\u0102n t\u1ea1i b\u00e0n: mang m\u00f3n ra b\u00e0n ${name}.`,
    deliverTo: 'Giao đến:',
    note: 'Ghi chú',
  },
  sk: {
    subject: (kind: Fulfilment, code: string, guest: string, amount: string) =>
      `Nová objednávka${{ delivery: '', pickup: ' na osobný odber', 'dine-in': ' na mieste' }[kind]} ${code} – ${guest}, ${amount}`,
    placed: (code: string, date: string, time: string) =>
      `Nová objednávka ${code}, prijatá ${date} o ${time}.`,
    due: (date: string, time: string) => `Termín: ${date}, ${time} (objednávka na neskôr)`,
    amount: (amount: string, { dishes, delivery, code }: AlertParts) =>
      `Suma: ${amount} (jedlá ${dishes}, doručenie ${delivery}${code ? `, zľavový kód ${code.code} −${code.discount}` : ''})`,
    guest: (guest: string, registered: boolean) =>
      `Hosť: ${guest} (${registered ? 'registrovaný zákazník' : 'bez účtu'})`,
    phone: 'Telefón',
    email: 'E-mail',
    language: 'Jazyk hosťa',
    pickup: 'Osobný odber: hosť si objednávku vyzdvihne v reštaurácii.',
    table: (name: string) => `Na mieste: pod\u00e1vajte k stolu ${name}.`,
    deliverTo: 'Doručiť na adresu:',
    note: 'Poznámka',
  },
} satisfies Record<Language, unknown>

/**
 * To the restaurant, in the back office's language (RESTAURANT_LANGUAGE, issue 19 §5): a new
 * order to cook, with whom to call about it. Its dishes are named in that language too.
 */
export function orderAlert(order: OrderForMail, language: Language): MailText {
  const t = ALERT[language]
  const guest = `${order.firstName} ${order.lastName}`
  const kind = order.fulfilment ?? 'delivery'
  const amount = euros(order.amountCents, language)
  const due = order.due && {
    // English keeps the figures the kitchen has always read; the others their own long date.
    date: language === 'en' ? order.due.date : longDate(order.due.date, language),
    time: order.due.time,
  }
  return {
    subject: t.subject(kind, order.trackingCode, guest, amount),
    text: lines(
      t.placed(order.trackingCode, shortDate(order.placedAt.date, language), order.placedAt.time),
      due ? t.due(due.date, due.time) : undefined,
      '',
      t.amount(amount, {
        dishes: euros(order.subtotalCents, language),
        delivery: euros(order.deliveryFeeCents, language),
        code: order.promoCode
          ? { code: order.promoCode, discount: euros(order.discountCents ?? 0, language) }
          : undefined,
      }),
      paymentLine(order, language),
      t.guest(guest, order.orderType === 'registered'),
      `${t.phone}: ${order.phone}`,
      order.email ? `${t.email}: ${order.email}` : undefined,
      `${t.language}: ${LANGUAGE_NAMES[language][order.language]}`,
      '',
      ...order.lines.flatMap((line) => lineTexts(line, language)),
      '',
      ...(kind === 'dine-in'
        ? [t.table(order.tableName ?? '')]
        : kind === 'pickup'
          ? [t.pickup]
          : [t.deliverTo, ...addressLines(order)]),
      ...(order.notes ? ['', `${t.note}: ${order.notes}`] : []),
    ),
  }
}

/** What the cancellation mail tells of the order. */
export interface CancelledOrderForMail {
  /** The restaurant as it is when the mail is written. */
  restaurant: MailRestaurant
  trackingCode: string
  firstName: string
  language: Language
  /** The restaurant's local date and time it was placed. */
  placedAt: { date: string; time: string }
  /** In the words the restaurant typed. */
  reason: string
}

const CANCELLATION = {
  en: {
    subject: (code: string, shop: string) => `Your order ${code} at ${shop} has been cancelled`,
    hello: (name: string) => `Hello ${name},`,
    sorry: (code: string, date: string, time: string) =>
      `We are sorry: we have had to cancel your order ${code} of ${date} at ${time}.`,
    reason: 'Reason',
    questions: 'If you have any questions, please reply to this e-mail or call us.',
    track: 'Your order',
    trackHow: '(enter the order code and your phone number there)',
  },
  vi: {
    subject: (code: string, shop: string) => `Đơn hàng ${code} của bạn tại ${shop} đã bị hủy`,
    hello: (name: string) => `Xin chào ${name},`,
    sorry: (code: string, date: string, time: string) =>
      `Chúng tôi rất tiếc phải hủy đơn hàng ${code} của bạn (đặt ${date} lúc ${time}).`,
    reason: 'Lý do',
    questions: 'Nếu bạn có câu hỏi, hãy trả lời email này hoặc gọi cho chúng tôi.',
    track: 'Đơn hàng của bạn',
    trackHow: '(nhập mã theo dõi và số điện thoại của bạn tại đó)',
  },
  sk: {
    subject: (code: string, shop: string) => `Vaša objednávka ${code} bola zrušená – ${shop}`,
    hello: (name: string) => `Dobrý deň, ${name},`,
    sorry: (code: string, date: string, time: string) =>
      `je nám ľúto, ale vašu objednávku ${code} z ${date} o ${time} sme museli zrušiť.`,
    reason: 'Dôvod',
    questions: 'Ak máte otázky, odpovedzte na tento e-mail alebo nám zavolajte.',
    track: 'Vaša objednávka',
    trackHow: '(zadajte tam kód objednávky a svoje telefónne číslo)',
  },
} satisfies Record<Language, unknown>

/** To the guest, in their language: their order is cancelled, why, and where to see it. */
export function orderCancellation(order: CancelledOrderForMail, publicUrl: string): MailText {
  const t = CANCELLATION[order.language]
  const trackUrl = `${publicUrl}/track-order?code=${encodeURIComponent(order.trackingCode)}`
  // Slovak would decline the weekday after 'z' (z pondelka); the plain date needs no case.
  const date =
    order.language === 'sk'
      ? shortDate(order.placedAt.date, 'sk')
      : longDate(order.placedAt.date, order.language)
  return {
    subject: t.subject(order.trackingCode, order.restaurant.name),
    text: lines(
      t.hello(order.firstName),
      '',
      t.sorry(order.trackingCode, date, order.placedAt.time),
      '',
      `${t.reason}: ${order.reason}`,
      '',
      `${t.track}: ${trackUrl}`,
      t.trackHow,
      '',
      t.questions,
      '',
      ...signOff(order.language, order.restaurant),
    ),
  }
}

/** What the late notice's mail tells of the order (issue 23 §1). */
export interface LateOrderForMail {
  /** The restaurant as it is when the mail is written. */
  restaurant: MailRestaurant
  trackingCode: string
  firstName: string
  language: Language
  fulfilment: Fulfilment
  /** How late it runs now, all notices added, in minutes. */
  lateMinutes: number
  /** When it is now expected, in the restaurant's time; the date only when not today. */
  expected: { date: string | null; time: string }
}

const LATE = {
  en: {
    subject: (code: string, shop: string) => `Your order ${code} at ${shop} is running late`,
    hello: (name: string) => `Hello ${name},`,
    sorry: (code: string, minutes: number) =>
      `We are sorry: your order ${code} is running about ${minutes} minutes late.`,
    expected: (kind: Fulfilment, when: string) =>
      ({
        pickup: `It will now be ready for pickup at ${when}.`,
        delivery: `We now expect to deliver it at ${when}.`,
        'dine-in': `We now expect to bring it to your table at ${when}.`,
      })[kind],
    on: (date: string, time: string) => `${time} on ${date}`,
    questions: 'If you have any questions, please reply to this e-mail or call us.',
    track: 'Your order',
    trackHow: '(enter the order code and your phone number there)',
  },
  vi: {
    subject: (code: string, shop: string) => `Đơn hàng ${code} của bạn tại ${shop} bị chậm`,
    hello: (name: string) => `Xin chào ${name},`,
    sorry: (code: string, minutes: number) =>
      `Chúng tôi rất xin lỗi: đơn hàng ${code} của bạn sẽ chậm khoảng ${minutes} phút.`,
    expected: (kind: Fulfilment, when: string) =>
      ({
        pickup: `Đơn hàng sẽ sẵn sàng để bạn đến lấy lúc ${when}.`,
        delivery: `Chúng tôi dự kiến giao đơn hàng lúc ${when}.`,
        'dine-in': `Ch\u00fang t\u00f4i d\u1ef1 ki\u1ebfn mang m\u00f3n ra b\u00e0n c\u1ee7a b\u1ea1n l\u00fac ${when}.`,
      })[kind],
    on: (date: string, time: string) => `${time}, ${date}`,
    questions: 'Nếu bạn có câu hỏi, hãy trả lời email này hoặc gọi cho chúng tôi.',
    track: 'Đơn hàng của bạn',
    trackHow: '(nhập mã theo dõi và số điện thoại của bạn tại đó)',
  },
  sk: {
    subject: (code: string, shop: string) => `Vaša objednávka ${code} mešká – ${shop}`,
    hello: (name: string) => `Dobrý deň, ${name},`,
    sorry: (code: string, minutes: number) =>
      `je nám ľúto, ale vaša objednávka ${code} mešká asi ${minutes} minút.`,
    expected: (kind: Fulfilment, when: string) =>
      ({
        pickup: `Na vyzdvihnutie bude pripravená o ${when}.`,
        delivery: `Teraz ju predpokladáme doručiť o ${when}.`,
        'dine-in': `K stolu v\u00e1m ju teraz predpoklad\u00e1me prinies\u0165 o ${when}.`,
      })[kind],
    on: (date: string, time: string) => `${time} (${date})`,
    questions: 'Ak máte otázky, odpovedzte na tento e-mail alebo nám zavolajte.',
    track: 'Vaša objednávka',
    trackHow: '(zadajte tam kód objednávky a svoje telefónne číslo)',
  },
} satisfies Record<Language, unknown>

/** To the guest, in their language: their order runs late, when it is now expected, and where. */
export function orderLate(order: LateOrderForMail, publicUrl: string): MailText {
  const t = LATE[order.language]
  const trackUrl = `${publicUrl}/track-order?code=${encodeURIComponent(order.trackingCode)}`
  const { date, time } = order.expected
  const when = date ? t.on(shortDate(date, order.language), time) : time
  return {
    subject: t.subject(order.trackingCode, order.restaurant.name),
    text: lines(
      t.hello(order.firstName),
      '',
      t.sorry(order.trackingCode, order.lateMinutes),
      t.expected(order.fulfilment, when),
      '',
      `${t.track}: ${trackUrl}`,
      t.trackHow,
      '',
      t.questions,
      '',
      ...signOff(order.language, order.restaurant),
    ),
  }
}
