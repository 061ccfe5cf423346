import { makeAddress, makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app'
import { listenOnFreePort, openEventStream } from '../../../test/event-stream'
import { FakeStripe } from '../../../test/fake-stripe'
import { insertTestFoods } from '../../../test/seed'
import { MailSink } from '../../../test/smtp'
import type { MailKind } from '../../db/schema'

/**
 * Paying online (issue 22 §1, §4) against a local fake of Stripe's API: the shop's SDK is
 * pointed at it with STRIPE_API_BASE, and it sends signed webhooks to the listening shop.
 */

const PHONE = '0901234567'
const WEBHOOK = '/api/payments/stripe/webhook'
/** A slot far enough ahead of TEST_NOW (noon in Bratislava) for the 45 minutes' lead. */
const SLOT = '2026-03-02T13:00:00.000Z'

const sink = new MailSink()
let fake: FakeStripe
let t: TestApp
let admin: string
let base: string

beforeAll(async () => {
  fake = await FakeStripe.start()
  const port = await sink.listen()
  t = await buildTestApp({
    env: {
      ...fake.env(),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://quan.example',
      MAIL_POLL_MS: '3600000',
    },
  })
  await insertTestFoods(t.db, [
    { _id: 'food-1' }, // €12.50
    {
      _id: 'food-2',
      name: 'Chè',
      nameVI: 'Chè ba màu',
      nameEN: 'Sweet soup',
      nameSK: 'Sladká polievka',
      sku: 'CHE-1',
      priceCents: 350,
    },
  ])
  admin = await loginAdmin(t.app)
  base = await listenOnFreePort(t.app)
  fake.webhookUrl = `${base}${WEBHOOK}`
  const methods = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/payments',
    headers: { token: admin },
    payload: { cash: true, card: true, online: true },
  })
  expect(methods.statusCode).toBe(200)
  expect(methods.json().data).toMatchObject({ online: true, providerConfigured: true })
})

afterAll(async () => {
  await t.close()
  await fake.close()
  await sink.close()
})

beforeEach(() => {
  fake.reset()
  t.clock.set(TEST_NOW)
})

async function placeOnline(
  overrides: Parameters<typeof makeOrderBody>[0] = {},
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: makeOrderBody({ paymentMethod: 'online', ...overrides }),
    headers,
  })
  expect(res.statusCode, res.body).toBe(201)
  const placed = res.json() as {
    orderId: string
    trackingCode: string
    paymentUrl: string
    paymentState: string
    amount: number
  }
  const session = fake.sessionOf(placed.orderId)!
  return { placed, session }
}

const orderRow = (id: string) =>
  t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

const boardIds = async () => {
  const res = await t.app.inject({
    url: '/api/admin/orders?day=2026-03-02',
    headers: { token: admin },
  })
  return (res.json().data as { _id: string }[]).map((order) => order._id)
}

const mailsOf = (kind: MailKind) =>
  t.db.selectFrom('mail_outbox').selectAll().where('kind', '=', kind).execute()

async function track(code: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/track',
    payload: { trackingCode: code, phone: PHONE },
  })
  expect(res.statusCode).toBe(200)
  return res.json().data
}

async function createPromo(code: string, maxUses: number | null) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/promo-codes',
    headers: { token: admin },
    payload: {
      code,
      kind: 'fixed',
      value: 2,
      minimumSubtotal: null,
      validFrom: null,
      validUntil: null,
      maxUses,
      maxUsesPerGuest: null,
      firstOrderOnly: false,
      fulfilment: 'any',
      active: true,
    },
  })
  expect(res.statusCode, res.body).toBe(201)
}

const promoUses = async (code: string) =>
  Number(
    (
      await t.db
        .selectFrom('promo_codes')
        .select('uses')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).uses,
  )

describe('the checkout', () => {
  it('offers online payment with the other methods the restaurant switched on', async () => {
    const res = await t.app.inject('/api/config')
    expect(res.json().data.payments).toEqual({ methods: ['cash', 'card', 'online'] })
  })

  it('charges the server’s total, line by line, whatever prices the client sends', async () => {
    const lying = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: makeOrderBody({ paymentMethod: 'online', amount: 0.5 }),
    })
    expect(lying.statusCode).toBe(409)
    expect(lying.json().code).toBe('AMOUNT_CHANGED')
    const before = fake.sessions.size

    const { placed, session } = await placeOnline({
      items: [
        { _id: 'food-1', quantity: 2, price: 0.01, name: 'Free' } as never,
        { _id: 'food-2', quantity: 1, price: 0 } as never,
      ],
      amount: 25 + 3.5 + 2,
    })
    expect(fake.sessions.size).toBe(before + 1)
    expect(placed).toMatchObject({
      success: true,
      message: 'Order placed successfully',
      amount: 30.5,
      paymentMethod: 'online',
      paymentState: 'awaiting',
      paymentUrl: `${fake.url}/pay/${session.id}`,
    })
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 3050,
      client_reference_id: placed.orderId,
      success_url: `https://quan.example/track-order?code=${placed.trackingCode}&payment=return`,
      cancel_url: `https://quan.example/order?payment=cancelled&code=${placed.trackingCode}`,
      // Above Stripe's shortest, 30 minutes from the session's creation.
      expires_at: Date.parse(TEST_NOW) / 1000 + 32 * 60,
    })
    expect(
      session.line_items_sent.map((line) => {
        const item = line as {
          quantity: string
          price_data: { unit_amount: string; product_data: { name: string } }
        }
        return [item.price_data.product_data.name, item.quantity, item.price_data.unit_amount]
      }),
    ).toEqual([
      // Named in the guest's language (English without an Accept-Language).
      ['Beef pho', '2', '1250'],
      ['Sweet soup', '1', '350'],
      ['Delivery fee', '1', '200'],
    ])
    // Every create carries an idempotency key.
    const creates = fake.requests.filter((r) => r.path === '/v1/checkout/sessions')
    expect(
      creates.every(
        (r) =>
          r.idempotencyKey ===
          `checkout-${(r.body as { client_reference_id: string }).client_reference_id}`,
      ),
    ).toBe(true)
  })

  it('names the lines in the guest’s language', async () => {
    const { session } = await placeOnline(
      { items: [{ _id: 'food-2', quantity: 1 }], amount: 5.5 },
      { 'accept-language': 'vi' },
    )
    const [dish, fee] = session.line_items_sent as {
      price_data: { product_data: { name: string } }
    }[]
    expect([dish!.price_data.product_data.name, fee!.price_data.product_data.name]).toEqual([
      'Chè ba màu',
      'Phí giao hàng',
    ])
    expect(session.locale).toBe('vi')
  })

  it('takes a discount off the lines so that they still add up to the server’s total', async () => {
    await createPromo('TWOOFF', null)
    const { session } = await placeOnline({ promoCode: 'TWOOFF', amount: 12.5 })
    expect(session.amount_total).toBe(1250)
  })

  it('keeps an order paid online off the board, and out of the mails, until it is paid', async () => {
    const { placed } = await placeOnline()
    expect(await boardIds()).not.toContain(placed.orderId)
    expect((await orderRow(placed.orderId)).payment_state).toBe('awaiting')
    expect((await track(placed.trackingCode)).paymentState).toBe('awaiting')
    const confirmations = await mailsOf('order-confirmation')
    expect(confirmations.some((mail) => mail.text.includes(placed.trackingCode))).toBe(false)
  })

  it('gives a retry with the same Idempotency-Key the same checkout', async () => {
    const body = makeOrderBody({
      paymentMethod: 'online',
      address: makeAddress({ firstName: 'Mai' }),
    })
    const headers = { 'idempotency-key': 'pay-retry-0001' }
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: body,
      headers,
    })
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: body,
      headers,
    })
    expect(again.statusCode).toBe(201)
    expect(again.json().paymentUrl).toBe(first.json().paymentUrl)
    expect(again.json().orderId).toBe(first.json().orderId)
  })

  it('cancels the order, frees its promo use and tells the guest when the checkout cannot start', async () => {
    await createPromo('ONCE', 1)
    fake.behaviour.refuseCheckouts = true
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: makeOrderBody({ paymentMethod: 'online', promoCode: 'ONCE', amount: 12.5 }),
    })
    expect(res.statusCode).toBe(502)
    expect(res.json()).toMatchObject({ success: false, code: 'PAYMENT_UNAVAILABLE' })
    const row = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('promo_code', '=', 'ONCE')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'Cancelled', payment_state: 'failed' })
    expect(await promoUses('ONCE')).toBe(0)
  })
})

describe('the webhook', () => {
  it('marks the order paid when the amount and reference match, puts it on the board and mails the guest', async () => {
    const { placed, session } = await placeOnline({
      address: makeAddress({ email: 'paid@example.com' }),
    })
    const back = await fetch(`${fake.url}/pay/${session.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    })
    // The webhook came before the browser's return.
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(session.success_url)
    expect(await orderRow(placed.orderId)).toMatchObject({
      payment_state: 'paid',
      payment: 1,
      paid_cents: 1450,
      status: 'Pending',
    })
    expect(await boardIds()).toContain(placed.orderId)
    expect(await track(placed.trackingCode)).toMatchObject({ paymentState: 'paid', payment: true })
    const mails = (await mailsOf('order-confirmation')).filter((m) => m.to === 'paid@example.com')
    expect(mails).toHaveLength(1)
  })

  it('tells the board of the order only once it is paid, and the track page all along', async () => {
    const board = await openEventStream(`${base}/api/admin/orders/stream`, { token: admin })
    const { placed, session } = await placeOnline()
    const tracking = await openEventStream(
      `${base}/api/orders/track/stream?code=${placed.trackingCode}&phone=${PHONE}`,
    )
    expect(await tracking.next()).toMatchObject({ data: { paymentState: 'awaiting' } })
    await fake.pay(session.id)
    // The first the board hears of it is the order paid: the awaiting one never reached it.
    expect(await board.next()).toMatchObject({
      event: 'order',
      data: { _id: placed.orderId, paymentState: 'paid', payment: true },
    })
    expect(await tracking.next()).toMatchObject({ data: { paymentState: 'paid' } })
    board.close()
    tracking.close()
  })

  it('keeps a customer’s server cart until the order is paid, then empties it', async () => {
    const token = await registerCustomer(t.app)
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { token },
      payload: { itemId: 'food-1' },
    })
    expect(add.statusCode).toBe(200)
    const cart = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/cart/get', headers: { token } })).json()
        .cartData as Record<string, number>
    const { session } = await placeOnline({}, { token })
    // A payment cancelled at Stripe comes back to the cart as it was.
    expect(await cart()).toEqual({ 'food-1': 1 })
    await fake.pay(session.id)
    expect(await cart()).toEqual({})
  })

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { placed, session } = await placeOnline()
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...session, status: 'complete', payment_status: 'paid' } },
    })
    for (const signature of [fake.sign(payload, 'whsec_someone_else'), 't=1,v1=00', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('WEBHOOK_SIGNATURE_INVALID')
    }
    expect((await orderRow(placed.orderId)).payment_state).toBe('awaiting')
    const events = await t.db
      .selectFrom('payment_events')
      .selectAll()
      .where('event_id', '=', 'evt_forged')
      .execute()
    expect(events).toEqual([])
  })

  it('pays once for the same event delivered twice', async () => {
    fake.behaviour.duplicate = true
    const { placed, session } = await placeOnline({
      address: makeAddress({ email: 'twice@example.com' }),
    })
    await fake.pay(session.id)
    const completed = fake.sent.filter((s) => s.event.type === 'checkout.session.completed').at(-1)!
    expect(fake.sent.filter((s) => s.event.id === completed.event.id)).toHaveLength(2)
    const stored = await t.db
      .selectFrom('payment_events')
      .selectAll()
      .where('event_id', '=', completed.event.id)
      .execute()
    expect(stored).toHaveLength(1)
    const payments = await t.db
      .selectFrom('order_events')
      .selectAll()
      .where('order_id', '=', placed.orderId)
      .where('payment', '=', 1)
      .execute()
    expect(payments).toHaveLength(1)
    expect(
      (await mailsOf('order-confirmation')).filter((m) => m.to === 'twice@example.com'),
    ).toHaveLength(1)
  })

  it('never lets a late failure undo a payment', async () => {
    fake.behaviour.failAfterSuccess = true
    const { placed, session } = await placeOnline()
    await fake.pay(session.id)
    expect(fake.sent.at(-1)!.event.type).toBe('checkout.session.async_payment_failed')
    expect(fake.sent.at(-1)!.status).toBe(200)
    expect(await orderRow(placed.orderId)).toMatchObject({
      payment_state: 'paid',
      status: 'Pending',
    })
  })

  it('flags a payment of another amount for the restaurant instead of accepting it', async () => {
    fake.behaviour.reportAmountCents = 100
    const { placed, session } = await placeOnline()
    await fake.pay(session.id)
    const row = await orderRow(placed.orderId)
    expect(row).toMatchObject({ payment_state: 'mismatch', payment: 0, paid_cents: 100 })
    const res = await t.app.inject({
      url: '/api/admin/orders?day=2026-03-02',
      headers: { token: admin },
    })
    const order = (
      res.json().data as { _id: string; paymentState: string; events: { reason?: string }[] }[]
    ).find((o) => o._id === placed.orderId)!
    expect(order.paymentState).toBe('mismatch')
    expect(order.events.at(-1)!.reason).toContain('1.00 EUR')
  })

  it('sends a guest who cancels at the provider back to the checkout, the order still awaiting', async () => {
    const { placed, session } = await placeOnline()
    const page = await fetch(`${fake.url}/pay/${session.id}`)
    expect(await page.text()).toContain('14.50 EUR')
    const back = await fetch(`${fake.url}/pay/${session.id}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(
      `https://quan.example/order?payment=cancelled&code=${placed.trackingCode}`,
    )
    expect((await orderRow(placed.orderId)).payment_state).toBe('awaiting')
  })

  it('takes the webhook after the browser has returned', async () => {
    fake.behaviour.delivery = 'late'
    const { placed, session } = await placeOnline()
    const back = await fetch(`${fake.url}/pay/${session.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(back.status).toBe(303)
    // Back on the shop: waiting for the payment to be confirmed.
    expect((await track(placed.trackingCode)).paymentState).toBe('awaiting')
    await fake.deliverHeld()
    expect((await track(placed.trackingCode)).paymentState).toBe('paid')
  })

  it('cancels the order on an expired session and frees its slot and promo use', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/ordering',
      headers: { token: admin },
      payload: {
        pickup: false,
        laterOrders: true,
        deliveryLeadMinutes: 45,
        pickupLeadMinutes: 20,
        slotCap: 1,
      },
    })
    await createPromo('SLOT1', 1)
    const body = { promoCode: 'SLOT1', amount: 12.5, dueAt: SLOT }
    const { placed, session } = await placeOnline(body)
    expect(await promoUses('SLOT1')).toBe(1)
    // Held: the slot's one place and the code's one use.
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: makeOrderBody({ dueAt: SLOT }),
    })
    expect(held.json().code).toBe('ORDER_SLOT_FULL')

    await fake.expire(session.id)
    expect(await orderRow(placed.orderId)).toMatchObject({
      status: 'Cancelled',
      payment_state: 'expired',
    })
    expect(await promoUses('SLOT1')).toBe(0)
    const again = await placeOnline(body)
    expect(again.placed.paymentState).toBe('awaiting')
    await fake.expire(again.session.id)
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/ordering',
      headers: { token: admin },
      payload: {
        pickup: false,
        laterOrders: false,
        deliveryLeadMinutes: 45,
        pickupLeadMinutes: 20,
        slotCap: null,
      },
    })
  })
})

describe('an order left awaiting its payment', () => {
  it('is cancelled after its expiry even when no webhook ever comes, its promo use freed', async () => {
    fake.behaviour.delivery = 'never'
    await createPromo('SILENT', 1)
    const { placed, session } = await placeOnline({ promoCode: 'SILENT', amount: 12.5 })
    expect(await t.app.sweepUnpaidPayments()).toBe(0)
    t.clock.set('2026-03-02T11:33:00.000Z')
    // Orders of earlier tests left awaiting go too.
    expect(await t.app.sweepUnpaidPayments()).toBeGreaterThanOrEqual(1)
    expect(await orderRow(placed.orderId)).toMatchObject({
      status: 'Cancelled',
      payment_state: 'expired',
    })
    // Asked first, then the checkout ended at the provider so nobody pays it now.
    expect(fake.sessions.get(session.id)!.status).toBe('expired')
    expect(await promoUses('SILENT')).toBe(0)
  })

  it('gives its promo use back once only when the back office cancelled it first', async () => {
    fake.behaviour.delivery = 'never'
    await createPromo('ONCEBACK', 5)
    // Another guest's use, paid in cash, stays counted throughout.
    const cash = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: makeOrderBody({
        promoCode: 'ONCEBACK',
        amount: 12.5,
        address: makeAddress({ phone: '0901000222', email: 'other@example.com' }),
      }),
    })
    expect(cash.statusCode).toBe(201)
    const { placed } = await placeOnline({ promoCode: 'ONCEBACK', amount: 12.5 })
    expect(await promoUses('ONCEBACK')).toBe(2)
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.orderId}/status`,
      headers: { token: admin },
      payload: { status: 'Cancelled', reason: 'Called to cancel' },
    })
    expect(cancel.statusCode).toBe(200)
    expect(await promoUses('ONCEBACK')).toBe(1)
    t.clock.set('2026-03-02T11:33:00.000Z')
    await t.app.sweepUnpaidPayments()
    expect(await orderRow(placed.orderId)).toMatchObject({
      status: 'Cancelled',
      payment_state: 'expired',
    })
    expect(await promoUses('ONCEBACK')).toBe(1)
  })

  it('is kept when the provider says it was paid, though the webhook never came', async () => {
    fake.behaviour.delivery = 'never'
    const { placed, session } = await placeOnline()
    await fake.pay(session.id)
    t.clock.set('2026-03-02T11:33:00.000Z')
    await t.app.sweepUnpaidPayments()
    expect(await orderRow(placed.orderId)).toMatchObject({
      status: 'Pending',
      payment_state: 'paid',
    })
  })
})

describe('refunds', () => {
  async function paidOrder(email: string) {
    const { placed, session } = await placeOnline({ address: makeAddress({ email }) })
    await fake.pay(session.id)
    return placed
  }
  const refund = (id: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refunds`,
      headers: { token: admin },
      payload,
    })

  it('refunds part, then the rest, each stored, in the history and mailed', async () => {
    const placed = await paidOrder('refund@example.com')
    const part = await refund(placed.orderId, { amount: 3, reason: 'Missing spring rolls' })
    expect(part.statusCode, part.body).toBe(200)
    expect(part.json().data).toMatchObject({
      paymentState: 'partially_refunded',
      refunds: [{ amount: 3, state: 'succeeded', reason: 'Missing spring rolls' }],
    })
    const rest = await refund(placed.orderId, {})
    expect(rest.statusCode).toBe(200)
    expect(rest.json().data.paymentState).toBe('refunded')
    expect(rest.json().data.refunds.map((r: { amount: number }) => r.amount)).toEqual([3, 11.5])
    expect(
      fake.refunds
        .filter((r) => r.payment_intent === fake.sessionOf(placed.orderId)!.payment_intent)
        .map((r) => r.amount),
    ).toEqual([300, 1150])
    const stored = await t.db
      .selectFrom('refunds')
      .select(['amount_cents', 'state', 'reason'])
      .where('order_id', '=', placed.orderId)
      // Both at the test's one instant: their order is the amount's, not the database's.
      .orderBy('amount_cents')
      .execute()
    expect(stored).toEqual([
      { amount_cents: 300, state: 'succeeded', reason: 'Missing spring rolls' },
      { amount_cents: 1150, state: 'succeeded', reason: null },
    ])
    const mails = (await mailsOf('order-refunded')).filter((m) => m.to === 'refund@example.com')
    expect(mails).toHaveLength(2)
    // Queued at the same instant too (PostgreSQL returns them in either order).
    expect(mails.filter((mail) => mail.text.includes('Missing spring rolls'))).toHaveLength(1)
    expect((await track(placed.trackingCode)).refunds).toHaveLength(2)

    const more = await refund(placed.orderId, { amount: 1 })
    expect(more.statusCode).toBe(409)
    expect(more.json().code).toBe('REFUND_TOO_LARGE')
  })

  it('stores a refund the provider refuses as refused, and says so', async () => {
    const placed = await paidOrder('refused@example.com')
    fake.behaviour.refuseRefunds = true
    const res = await refund(placed.orderId, { amount: 2, reason: 'Cold soup' })
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('REFUND_REFUSED')
    const stored = await t.db
      .selectFrom('refunds')
      .selectAll()
      .where('order_id', '=', placed.orderId)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ state: 'refused', amount_cents: 200 })
    expect(stored.error).toContain('already been refunded')
    expect(await orderRow(placed.orderId)).toMatchObject({
      payment_state: 'paid',
      refunded_cents: 0,
    })
    // The owner sees it in the history; the guest sees no refund.
    const list = await t.app.inject({
      url: '/api/admin/orders?day=2026-03-02',
      headers: { token: admin },
    })
    const order = (list.json().data as { _id: string; refunds: { state: string }[] }[]).find(
      (o) => o._id === placed.orderId,
    )!
    expect(order.refunds).toMatchObject([{ state: 'refused', amount: 2 }])
    expect((await track(placed.trackingCode)).refunds).toEqual([])
    expect((await mailsOf('order-refunded')).filter((m) => m.to === 'refused@example.com')).toEqual(
      [],
    )
  })

  it('keeps a refund the provider did not answer, and asks again with the same key', async () => {
    const placed = await paidOrder('later@example.com')
    fake.behaviour.refundsDown = true
    const res = await refund(placed.orderId, { amount: 4 })
    expect(res.statusCode).toBe(502)
    expect(res.json().code).toBe('PAYMENT_UNAVAILABLE')
    const pending = await t.db
      .selectFrom('refunds')
      .selectAll()
      .where('order_id', '=', placed.orderId)
      .executeTakeFirstOrThrow()
    expect(pending.state).toBe('pending')
    // Held back from what is left: no second refund of the same money.
    expect((await refund(placed.orderId, { amount: 11 })).json().code).toBe('REFUND_TOO_LARGE')
    fake.behaviour.refundsDown = false
    // The sweep leaves a refund that may be in flight alone, then asks again.
    await t.app.sweepUnpaidPayments()
    expect((await orderRow(placed.orderId)).refunded_cents).toBe(0)
    t.clock.set('2026-03-02T11:03:00.000Z')
    await t.app.sweepUnpaidPayments()
    expect(await orderRow(placed.orderId)).toMatchObject({
      refunded_cents: 400,
      payment_state: 'partially_refunded',
    })
    const keys = fake.requests
      .filter((r) => r.path === '/v1/refunds')
      .map((r) => r.idempotencyKey)
      .filter((key) => key === `refund-${pending.id}`)
    expect(keys.length).toBeGreaterThanOrEqual(2)
    expect(
      (await mailsOf('order-refunded')).filter((m) => m.to === 'later@example.com'),
    ).toHaveLength(1)
  })

  it('refuses to refund an order paid in cash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: makeOrderBody(),
    })
    const refused = await refund(res.json().orderId, {})
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('REFUND_NOT_POSSIBLE')
  })
})
