import { describe, expect, it } from 'vitest'
import { orderPushPayload } from './texts'

// Issue 24 §5: a push notice of an order at a table says it comes to the table and is served,
// where a delivery is on its way and delivered.

const atTable = { trackingCode: 'TB123456', fulfilment: 'dine-in' as const }

describe('the push notices of an order at a table', () => {
  it('says it is coming to the table, then served, in each language', () => {
    expect(orderPushPayload({ kind: 'onTheWay' }, atTable, 'en').title).toBe(
      'Your order is coming to your table',
    )
    expect(orderPushPayload({ kind: 'delivered' }, atTable, 'en').body).toBe(
      'Order TB123456 is at your table. Enjoy your meal!',
    )
    expect(orderPushPayload({ kind: 'delivered' }, atTable, 'vi').title).toBe(
      'M\u00f3n \u0111\u00e3 \u0111\u01b0\u1ee3c mang ra b\u00e0n',
    )
    expect(orderPushPayload({ kind: 'onTheWay' }, atTable, 'sk').title).toBe(
      'Objedn\u00e1vka ide k v\u00e1\u0161mu stolu',
    )
  })

  it('keeps a delivery’s words for a delivery', () => {
    const delivery = { ...atTable, fulfilment: 'delivery' as const }
    expect(orderPushPayload({ kind: 'onTheWay' }, delivery, 'en').title).toBe(
      'Your order is on its way',
    )
  })
})

describe('the push notice of an order let go unpaid online', () => {
  const order = { trackingCode: 'ON123456', fulfilment: 'delivery' as const }

  it('tells why in the guest’s language, not in the board’s words', () => {
    expect(orderPushPayload({ kind: 'paymentFailed' }, order, 'en').body).toBe(
      'Order ON123456 has been cancelled because the online payment failed.',
    )
    expect(orderPushPayload({ kind: 'paymentExpired' }, order, 'vi')).toMatchObject({
      title: '\u0110\u01a1n h\u00e0ng \u0111\u00e3 b\u1ecb h\u1ee7y',
      body: '\u0110\u01a1n ON123456 \u0111\u00e3 b\u1ecb h\u1ee7y v\u00ec ch\u01b0a \u0111\u01b0\u1ee3c thanh to\u00e1n tr\u1ef1c tuy\u1ebfn k\u1ecbp th\u1eddi.',
    })
    expect(orderPushPayload({ kind: 'paymentFailed' }, order, 'sk').body).toBe(
      'Objedn\u00e1vka ON123456 bola zru\u0161en\u00e1, preto\u017ee online platba zlyhala.',
    )
  })
})
