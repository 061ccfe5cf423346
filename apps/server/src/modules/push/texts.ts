import type { Fulfilment, Language, OrderPushPayload } from '@quan/domain'
import { PAGES } from '@quan/domain/pages'

// The words of the push notifications (issue 24 §2), in each of the shop's languages. Written as
// \u escapes: the server's bundle stays ASCII (test/memory.test.ts), one byte a character.

/** The news a notification tells of an order. */
export type OrderNews =
  | { kind: 'accepted' }
  | { kind: 'onTheWay' }
  | { kind: 'delivered' }
  | { kind: 'cancelled'; reason: string }
  // Let go by the shop itself, unpaid online: told in the guest's words, not the board's.
  | { kind: 'paymentFailed' }
  | { kind: 'paymentExpired' }
  | { kind: 'late'; minutes: number }

interface Values {
  code: string
  reason: string
  minutes: number
}

type Words = Record<
  | 'accepted'
  | 'onTheWay'
  | 'ready'
  | 'delivered'
  | 'collected'
  | 'toTable'
  | 'served'
  | 'cancelled'
  | 'paymentFailed'
  | 'paymentExpired'
  | 'late',
  { title: string; body: (v: Values) => string }
>

const WORDS: Record<Language, Words> = {
  en: {
    accepted: {
      title: 'Your order is accepted',
      body: (v) => `The kitchen is preparing order ${v.code}.`,
    },
    onTheWay: {
      title: 'Your order is on its way',
      body: (v) => `Order ${v.code} is on its way to you.`,
    },
    ready: {
      title: 'Your order is ready for pickup',
      body: (v) => `Order ${v.code} is ready for you at the restaurant.`,
    },
    delivered: {
      title: 'Your order is delivered',
      body: (v) => `Order ${v.code} has been delivered. Enjoy your meal!`,
    },
    collected: {
      title: 'Your order is collected',
      body: (v) => `Thank you for order ${v.code}. Enjoy your meal!`,
    },
    toTable: {
      title: 'Your order is coming to your table',
      body: (v) => `Order ${v.code} is ready and on its way to your table.`,
    },
    served: {
      title: 'Your order is served',
      body: (v) => `Order ${v.code} is at your table. Enjoy your meal!`,
    },
    cancelled: {
      title: 'Your order is cancelled',
      body: (v) => `Order ${v.code} has been cancelled. Reason: ${v.reason}`,
    },
    paymentFailed: {
      title: 'Your order is cancelled',
      body: (v) => `Order ${v.code} has been cancelled because the online payment failed.`,
    },
    paymentExpired: {
      title: 'Your order is cancelled',
      body: (v) => `Order ${v.code} has been cancelled because it was not paid online in time.`,
    },
    late: {
      title: 'Your order is running late',
      body: (v) => `Order ${v.code} will be about ${v.minutes} minutes later. Sorry for the wait.`,
    },
  },
  vi: {
    accepted: {
      title: '\u0110\u01a1n h\u00e0ng \u0111\u00e3 \u0111\u01b0\u1ee3c nh\u1eadn',
      body: (v) => `Nh\u00e0 b\u1ebfp \u0111ang chu\u1ea9n b\u1ecb \u0111\u01a1n ${v.code}.`,
    },
    onTheWay: {
      title: '\u0110\u01a1n h\u00e0ng \u0111ang \u0111\u01b0\u1ee3c giao',
      body: (v) =>
        `\u0110\u01a1n ${v.code} \u0111ang tr\u00ean \u0111\u01b0\u1eddng \u0111\u1ebfn b\u1ea1n.`,
    },
    ready: {
      title: '\u0110\u01a1n h\u00e0ng \u0111\u00e3 s\u1eb5n s\u00e0ng \u0111\u1ec3 l\u1ea5y',
      body: (v) =>
        `\u0110\u01a1n ${v.code} \u0111\u00e3 s\u1eb5n s\u00e0ng t\u1ea1i nh\u00e0 h\u00e0ng.`,
    },
    delivered: {
      title: '\u0110\u01a1n h\u00e0ng \u0111\u00e3 \u0111\u01b0\u1ee3c giao',
      body: (v) =>
        `\u0110\u01a1n ${v.code} \u0111\u00e3 \u0111\u01b0\u1ee3c giao. Ch\u00fac ngon mi\u1ec7ng!`,
    },
    collected: {
      title: '\u0110\u01a1n h\u00e0ng \u0111\u00e3 \u0111\u01b0\u1ee3c l\u1ea5y',
      body: (v) =>
        `C\u1ea3m \u01a1n b\u1ea1n \u0111\u00e3 \u0111\u1eb7t \u0111\u01a1n ${v.code}. Ch\u00fac ngon mi\u1ec7ng!`,
    },
    toTable: {
      title: 'M\u00f3n \u0111ang \u0111\u01b0\u1ee3c mang ra b\u00e0n',
      body: (v) =>
        `\u0110\u01a1n ${v.code} \u0111\u00e3 xong v\u00e0 \u0111ang \u0111\u01b0\u1ee3c mang ra b\u00e0n c\u1ee7a b\u1ea1n.`,
    },
    served: {
      title: 'M\u00f3n \u0111\u00e3 \u0111\u01b0\u1ee3c mang ra b\u00e0n',
      body: (v) =>
        `\u0110\u01a1n ${v.code} \u0111\u00e3 \u1edf b\u00e0n c\u1ee7a b\u1ea1n. Ch\u00fac ngon mi\u1ec7ng!`,
    },
    cancelled: {
      title: '\u0110\u01a1n h\u00e0ng \u0111\u00e3 b\u1ecb h\u1ee7y',
      body: (v) => `\u0110\u01a1n ${v.code} \u0111\u00e3 b\u1ecb h\u1ee7y. L\u00fd do: ${v.reason}`,
    },
    paymentFailed: {
      title: '\u0110\u01a1n h\u00e0ng \u0111\u00e3 b\u1ecb h\u1ee7y',
      body: (v) =>
        `\u0110\u01a1n ${v.code} \u0111\u00e3 b\u1ecb h\u1ee7y v\u00ec thanh to\u00e1n tr\u1ef1c tuy\u1ebfn kh\u00f4ng th\u00e0nh c\u00f4ng.`,
    },
    paymentExpired: {
      title: '\u0110\u01a1n h\u00e0ng \u0111\u00e3 b\u1ecb h\u1ee7y',
      body: (v) =>
        `\u0110\u01a1n ${v.code} \u0111\u00e3 b\u1ecb h\u1ee7y v\u00ec ch\u01b0a \u0111\u01b0\u1ee3c thanh to\u00e1n tr\u1ef1c tuy\u1ebfn k\u1ecbp th\u1eddi.`,
    },
    late: {
      title: '\u0110\u01a1n h\u00e0ng b\u1ecb ch\u1eadm',
      body: (v) =>
        `\u0110\u01a1n ${v.code} s\u1ebd ch\u1eadm th\u00eam kho\u1ea3ng ${v.minutes} ph\u00fat. Xin l\u1ed7i v\u00ec \u0111\u00e3 \u0111\u1ec3 b\u1ea1n ch\u1edd.`,
    },
  },
  sk: {
    accepted: {
      title: 'Objedn\u00e1vka je prijat\u00e1',
      body: (v) => `Kuchy\u0148a pripravuje objedn\u00e1vku ${v.code}.`,
    },
    onTheWay: {
      title: 'Objedn\u00e1vka je na ceste',
      body: (v) => `Objedn\u00e1vka ${v.code} je na ceste k v\u00e1m.`,
    },
    ready: {
      title: 'Objedn\u00e1vka je pripraven\u00e1 na vyzdvihnutie',
      body: (v) => `Objedn\u00e1vka ${v.code} na v\u00e1s \u010dak\u00e1 v re\u0161taur\u00e1cii.`,
    },
    delivered: {
      title: 'Objedn\u00e1vka je doru\u010den\u00e1',
      body: (v) => `Objedn\u00e1vka ${v.code} bola doru\u010den\u00e1. Dobr\u00fa chu\u0165!`,
    },
    collected: {
      title: 'Objedn\u00e1vka je vyzdvihnut\u00e1',
      body: (v) => `\u010eakujeme za objedn\u00e1vku ${v.code}. Dobr\u00fa chu\u0165!`,
    },
    toTable: {
      title: 'Objedn\u00e1vka ide k v\u00e1\u0161mu stolu',
      body: (v) => `Objedn\u00e1vka ${v.code} je hotov\u00e1 a nesieme ju k v\u00e1\u0161mu stolu.`,
    },
    served: {
      title: 'Objedn\u00e1vka je na stole',
      body: (v) => `Objedn\u00e1vka ${v.code} je na va\u0161om stole. Dobr\u00fa chu\u0165!`,
    },
    cancelled: {
      title: 'Objedn\u00e1vka je zru\u0161en\u00e1',
      body: (v) => `Objedn\u00e1vka ${v.code} bola zru\u0161en\u00e1. D\u00f4vod: ${v.reason}`,
    },
    paymentFailed: {
      title: 'Objedn\u00e1vka je zru\u0161en\u00e1',
      body: (v) =>
        `Objedn\u00e1vka ${v.code} bola zru\u0161en\u00e1, preto\u017ee online platba zlyhala.`,
    },
    paymentExpired: {
      title: 'Objedn\u00e1vka je zru\u0161en\u00e1',
      body: (v) =>
        `Objedn\u00e1vka ${v.code} bola zru\u0161en\u00e1, preto\u017ee nebola v\u010das zaplaten\u00e1 online.`,
    },
    late: {
      title: 'Objedn\u00e1vka me\u0161k\u00e1',
      body: (v) =>
        `Objedn\u00e1vka ${v.code} bude me\u0161ka\u0165 e\u0161te asi ${v.minutes} min\u00fat. Ospravedl\u0148ujeme sa.`,
    },
  },
}

/**
 * Which words tell the news: a pickup is ready and collected where a delivery is on its way, and
 * a dine-in order comes to its table and is served (issue 24 §5).
 */
const STEP_WORDS: Record<Fulfilment, { onTheWay: keyof Words; delivered: keyof Words }> = {
  delivery: { onTheWay: 'onTheWay', delivered: 'delivered' },
  pickup: { onTheWay: 'ready', delivered: 'collected' },
  'dine-in': { onTheWay: 'toTable', delivered: 'served' },
}

function wordsOf(news: OrderNews, fulfilment: Fulfilment): keyof Words {
  if (news.kind === 'onTheWay' || news.kind === 'delivered') {
    return STEP_WORDS[fulfilment][news.kind]
  }
  return news.kind
}

/** The notification of one piece of news about an order, in the subscriber's language. */
export function orderPushPayload(
  news: OrderNews,
  order: { trackingCode: string; fulfilment: Fulfilment },
  language: Language,
): OrderPushPayload {
  const words = WORDS[language][wordsOf(news, order.fulfilment)]
  const values: Values = {
    code: order.trackingCode,
    reason: news.kind === 'cancelled' ? news.reason : '',
    minutes: news.kind === 'late' ? news.minutes : 0,
  }
  return {
    title: words.title,
    body: words.body(values),
    url: `${PAGES.track}?code=${encodeURIComponent(order.trackingCode)}`,
    tag: `order-${order.trackingCode}`,
  }
}

/** News after which nothing more is told of the order: its subscriptions go with it. */
export const endsTheOrder = (news: OrderNews): boolean =>
  news.kind === 'delivered' ||
  news.kind === 'cancelled' ||
  news.kind === 'paymentFailed' ||
  news.kind === 'paymentExpired'

/** The news a move to `status` tells, if any: Pending is where an order starts. */
export function newsOfMove(status: string, reason: string | null | undefined): OrderNews | null {
  switch (status) {
    case 'Preparing':
      return { kind: 'accepted' }
    case 'Out for delivery':
      return { kind: 'onTheWay' }
    case 'Delivered':
      return { kind: 'delivered' }
    case 'Cancelled':
      return { kind: 'cancelled', reason: reason ?? '' }
    default:
      return null
  }
}
