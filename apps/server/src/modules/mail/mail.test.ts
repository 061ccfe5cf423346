import { DEMO_IDENTITY } from '@quan/domain'
import { makeAddress, makeContactBody, makeOptionGroup, makeOrderBody } from '@quan/domain/testing'
import { makeReservationBody } from '@quan/domain/testing'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin } from '../../../test/auth'
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app'
import { buildAppOnSameDatabase } from '../../../test/same-database'
import { insertTestFoods } from '../../../test/seed'
import { deadPort, MailSink } from '../../../test/smtp'
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from './outbox'

const KITCHEN = 'kitchen@quan.test'
// Choices named per language where the kitchen wrote one (issue 12 §1); 'Egg' has no Slovak.
const EXTRAS = makeOptionGroup({
  name: 'Extras',
  nameVI: 'Thêm',
  pricingMode: 'add',
  defaultChoiceCode: 'none',
  choices: [
    { code: 'none', label: 'None', priceCents: 0 },
    { code: 'egg', label: 'Egg', labelVI: 'Trứng', priceCents: 100, allergens: ['eggs'] },
  ],
})
const SIZE = makeOptionGroup()
const SIZE_IN_VIETNAMESE = {
  ...SIZE,
  nameVI: 'Cỡ',
  choices: SIZE.choices.map((choice) =>
    choice.code === 'l' ? { ...choice, labelVI: 'Lớn', labelSK: 'Veľká' } : choice,
  ),
}

/** €12.50 pho, and a bún with sizes and extras, each named in all three languages. */
async function stockTheMenu(t: TestApp) {
  await insertTestFoods(t.db, [
    { _id: 'food-1', allergens: ['fish'] },
    {
      _id: 'food-2',
      allergens: ['fish', 'soy'],
      name: 'Bún bò Huế',
      nameVI: 'Bún bò Huế',
      nameEN: 'Hue beef noodles',
      nameSK: 'Rezance Hue s hovädzím',
      sku: 'BUN-1',
      options: [SIZE_IN_VIETNAMESE, EXTRAS],
    },
  ])
}

/** 2 × pho (€25) and one large bún with an egg (€15): €40 and €2 delivery. */
const BIG_ORDER = makeOrderBody({
  items: [
    { _id: 'food-1', quantity: 2 },
    { _id: 'food-2', quantity: 1, selectedOptions: { Size: 'l', Extras: 'egg' } },
  ],
  amount: 42,
  notes: 'Ring twice',
})

const place = (app: FastifyInstance, body: object, language?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: body,
    headers: language ? { 'accept-language': language } : {},
  })

const book = (app: FastifyInstance, body: object, language?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/reservation',
    payload: body,
    headers: language ? { 'accept-language': language } : {},
  })

const write = (app: FastifyInstance, body: object, language?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: body,
    headers: language ? { 'accept-language': language } : {},
  })

const later = (t: TestApp, ms: number) =>
  t.clock.set(new Date(t.clock.now().getTime() + ms).toISOString())

const outboxRows = (t: TestApp) =>
  t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()

/** Waits for a condition the worker makes true by itself, on its own poll. */
async function eventually(check: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the mail worker')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('mails, with a mail server that takes them', () => {
  const sink = new MailSink()
  let t: TestApp
  let admin: string

  beforeAll(async () => {
    const port = await sink.listen()
    t = await buildTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        RESTAURANT_EMAIL: KITCHEN,
        PUBLIC_URL: 'https://quan.example',
        // The poll stays out of the way; each test drains by hand.
        MAIL_POLL_MS: '3600000',
      },
    })
    await stockTheMenu(t)
    admin = await loginAdmin(t.app)
  })

  afterAll(async () => {
    await t.close()
    await sink.close()
  })

  it('confirms an order to the guest in Vietnamese and alerts the restaurant in English, the back office’s language unless told', async () => {
    const response = await place(t.app, BIG_ORDER, 'vi')

    expect(response.statusCode).toBe(201)
    const { trackingCode } = response.json()
    const order = await t.db
      .selectFrom('orders')
      .select('language')
      .where('tracking_code', '=', trackingCode)
      .executeTakeFirstOrThrow()
    expect(order.language).toBe('vi')

    await t.app.mailOutbox.drain()
    const [guest, ...moreToGuest] = sink.to('lan@example.com')
    expect(moreToGuest).toEqual([])
    expect(guest!.subject).toBe(`Đơn hàng ${trackingCode} của bạn tại Quán`)
    expect(guest!.text).toBe(
      [
        'Xin chào Lan,',
        '',
        'Cảm ơn bạn đã đặt hàng. Chúng tôi đã nhận được đơn hàng và sẽ sớm bắt đầu nấu.',
        '',
        `Mã theo dõi: ${trackingCode}`,
        '',
        '2 × Phở bò: 25,00\u00a0€',
        '   Chất gây dị ứng: Cá',
        '1 × Bún bò Huế (Lớn, Trứng): 15,00\u00a0€',
        '   Chất gây dị ứng: Trứng, Cá, Đậu nành',
        '',
        'Tạm tính: 40,00\u00a0€',
        'Phí giao hàng: 2,00\u00a0€',
        'Tổng cộng: 42,00\u00a0€',
        'Thời gian giao hàng dự kiến: 30-60 phút',
        // The way of paying (issue 22 §1): cash, the shop's default.
        'Thanh toán: bằng tiền mặt khi nhận hàng',
        '',
        'Địa chỉ giao hàng:',
        'Lan Nguyen',
        'Obchodná 1',
        '81106 Bratislava',
        'Bratislavský kraj, Slovakia',
        'Điện thoại: 0901234567',
        '',
        'Ghi chú của bạn: Ring twice',
        '',
        `Theo dõi đơn hàng: https://quan.example/track-order?code=${trackingCode}`,
        '(nhập mã theo dõi và số điện thoại của bạn tại đó)',
        '',
        'Trân trọng,',
        'Quán',
        'Obchodná 12, 811 06 Bratislava',
      ].join('\n'),
    )

    const [alert, ...moreToKitchen] = sink.to(KITCHEN)
    expect(moreToKitchen).toEqual([])
    expect(alert!.subject).toBe(`New order ${trackingCode}: €42, Lan Nguyen`)
    expect(alert!.text).toContain(`New order ${trackingCode}, placed 2026-03-02 at 12:00.`)
    expect(alert!.text).toContain('Amount: €42 (dishes €40, delivery €2)')
    expect(alert!.text).toContain('Guest: Lan Nguyen (guest)')
    expect(alert!.text).toContain('Phone: 0901234567')
    expect(alert!.text).toContain('E-mail: lan@example.com')
    expect(alert!.text).toContain('Language: Vietnamese')
    expect(alert!.text).toContain(
      '2 × Beef pho: €25\n   Allergens: Fish\n1 × Hue beef noodles (Large, Egg): €15\n   Allergens: Eggs, Fish, Soybeans',
    )
    expect(alert!.text).toContain('Note: Ring twice')
  })

  it('writes to the e-mail of customerInfo, in Slovak, and to nobody but the kitchen without one', async () => {
    const withInfo = await place(
      t.app,
      makeOrderBody({
        address: makeAddress({ email: '' }),
        customerInfo: { name: 'Jana Nová', phone: '0901234567', email: 'jana@example.com' },
      }),
      'sk-SK,sk;q=0.9',
    )
    const without = await place(t.app, makeOrderBody({ address: makeAddress({ email: '' }) }))

    expect(withInfo.statusCode).toBe(201)
    expect(without.statusCode).toBe(201)
    await t.app.mailOutbox.drain()
    const [jana] = sink.to('jana@example.com')
    expect(jana!.subject).toBe(`Vaša objednávka ${withInfo.json().trackingCode} – Quán`)
    expect(jana!.text).toContain('Dobrý deň, Lan,')
    expect(jana!.text).toContain('1 × Hovädzie pho: 12,50\u00a0€')
    expect(jana!.text).toContain('Spolu: 14,50\u00a0€')
    const alerts = sink.to(KITCHEN).map((mail) => mail.subject)
    expect(alerts).toContain(`New order ${without.json().trackingCode}: €14.50, Lan Nguyen`)
    const kinds = (await outboxRows(t)).map((row) => `${row.kind} ${row.to}`)
    expect(kinds.filter((kind) => kind.startsWith('order-confirmation'))).toEqual([
      'order-confirmation lan@example.com',
      'order-confirmation jana@example.com',
    ])
  })

  it('tells a guest in Slovak that the booking is received, then confirmed', async () => {
    const booked = await book(
      t.app,
      makeReservationBody({
        customerName: 'Jana Nová',
        email: 'jana.table@example.com',
        reservationDate: '2026-03-10',
        reservationTime: '18:30',
        numberOfPeople: 3,
      }),
      'sk',
    )
    expect(booked.statusCode).toBe(201)
    await t.app.mailOutbox.drain()

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${booked.json().reservationId}/confirm`,
      headers: { token: admin, 'accept-language': 'vi' },
    })
    expect(confirmed.statusCode).toBe(200)
    await t.app.mailOutbox.drain()

    const [received, confirmation, ...more] = sink.to('jana.table@example.com')
    expect(more).toEqual([])
    expect(received!.subject).toBe(
      'Vašu žiadosť o rezerváciu sme prijali – Quán, 10. marca 2026 (utorok) o 18:30',
    )
    expect(received!.text).toContain('Dobrý deň, Jana Nová,')
    expect(received!.text).toContain('stôl pre 3 osoby na 10. marca 2026 (utorok) o 18:30')
    expect(received!.text).toContain('Do 2 hodín vám zavoláme')
    // The guest's language, not the admin's.
    expect(confirmation!.subject).toBe(
      'Váš stôl v reštaurácii Quán je potvrdený: 10. marca 2026 (utorok) o 18:30',
    )
    expect(confirmation!.text).toContain('Tešíme sa na vašu návštevu.')
  })

  it('tells a guest in Vietnamese that the booking is cancelled, and why', async () => {
    const booked = await book(
      t.app,
      makeReservationBody({
        customerName: 'Minh Trần',
        email: 'minh.table@example.com',
        reservationDate: '2026-03-08',
        reservationTime: '12:00',
        numberOfPeople: 1,
      }),
      'vi',
    )
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${booked.json().reservationId}/cancel`,
      headers: { token: admin },
      payload: { reason: 'Nhà hàng đóng cửa vì sự kiện riêng' },
    })
    await t.app.mailOutbox.drain()

    const [received, cancelled] = sink.to('minh.table@example.com')
    expect(received!.subject).toBe(
      'Quán đã nhận yêu cầu đặt bàn của bạn: 12:00, Chủ nhật, 08/03/2026',
    )
    expect(cancelled!.subject).toBe(
      'Lịch đặt bàn của bạn tại Quán đã bị hủy: 12:00, Chủ nhật, 08/03/2026',
    )
    expect(cancelled!.text).toBe(
      [
        'Xin chào Minh Trần,',
        '',
        'Rất tiếc, lịch đặt bàn cho 1 người vào lúc 12:00, Chủ nhật, 08/03/2026 đã bị hủy.',
        'Lý do: Nhà hàng đóng cửa vì sự kiện riêng',
        '',
        'Bạn có thể chọn một thời gian khác tại: https://quan.example/reservation',
        '',
        'Trân trọng,',
        'Quán',
        'Obchodná 12, 811 06 Bratislava',
      ].join('\n'),
    )
  })

  it('forwards a contact message to the restaurant in English (the default back office language), with Reply-To the guest', async () => {
    const response = await write(
      t.app,
      makeContactBody({
        name: 'Minh Trần',
        email: 'minh.writes@example.com',
        subject: 'feedback',
        message: 'Phở rất ngon, cảm ơn!',
      }),
      'vi',
    )

    expect(response.statusCode).toBe(201)
    const stored = await t.db
      .selectFrom('contact_messages')
      .select('language')
      .where('email', '=', 'minh.writes@example.com')
      .executeTakeFirstOrThrow()
    expect(stored.language).toBe('vi')
    await t.app.mailOutbox.drain()
    const forward = sink.to(KITCHEN).find((mail) => mail.subject.startsWith('Contact form'))!
    expect(forward.subject).toBe('Contact form: Feedback from Minh Trần')
    expect(forward.headers['reply-to']).toBe('minh.writes@example.com')
    expect(forward.text).toBe(
      [
        'Minh Trần <minh.writes@example.com> wrote through the contact form on 2026-03-02 at 12:00.',
        'Subject: Feedback',
        'Their language: Vietnamese',
        '',
        'Phở rất ngon, cảm ơn!',
        '',
        'Reply to this e-mail to answer Minh Trần directly.',
      ].join('\n'),
    )
  })

  it('names the restaurant as its owner set it up when the mail is written (issue 21 §1)', async () => {
    const identity = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/restaurant/identity',
        headers: { token: admin },
        payload: body,
      })
    const phoHaNoi = {
      ...DEMO_IDENTITY,
      name: 'Phở Hà Nội',
      address: { street: 'Hlavná 5', postalCode: '040 01', city: 'Košice' },
    }
    expect((await identity(phoHaNoi)).statusCode).toBe(200)
    try {
      const placed = await place(
        t.app,
        makeOrderBody({ address: makeAddress({ email: 'hanoi@example.com' }) }),
        'en',
      )
      expect(placed.statusCode).toBe(201)
      const booked = await book(
        t.app,
        makeReservationBody({ email: 'hanoi.table@example.com', reservationDate: '2026-03-11' }),
        'vi',
      )
      expect(booked.statusCode).toBe(201)
      await t.app.mailOutbox.drain()
      const [order] = sink.to('hanoi@example.com')
      const [booking] = sink.to('hanoi.table@example.com')
      expect(order!.subject).toBe(`Your order ${placed.json().trackingCode} at Phở Hà Nội`)
      for (const mail of [order!, booking!]) {
        expect(mail.text.trimEnd().split('\n').slice(-2)).toEqual([
          'Phở Hà Nội',
          'Hlavná 5, 040 01 Košice',
        ])
      }
    } finally {
      expect((await identity(DEMO_IDENTITY)).statusCode).toBe(200)
    }
  })

  it('has sent every mail once, and sends none again however long it runs', async () => {
    const before = sink.received.length
    const rows = await outboxRows(t)

    expect(rows.length).toBe(before)
    expect(rows.every((row) => row.sent_at !== null && row.next_attempt_at === null)).toBe(true)
    expect(rows.every((row) => row.attempts === 1)).toBe(true)
    later(t, 2 * 24 * 60 * 60 * 1000)
    await t.app.mailOutbox.drain()
    expect(sink.received.length).toBe(before)
    const ids = sink.received.map((mail) => mail.headers['message-id'])
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('deletes sent mails after 30 days', async () => {
    // Sent at TEST_NOW; the test before has moved the clock 2 days on.
    later(t, 27 * 24 * 60 * 60 * 1000)
    await t.app.mailOutbox.drain()
    expect((await outboxRows(t)).length).toBeGreaterThan(0)

    later(t, 2 * 24 * 60 * 60 * 1000)
    await t.app.mailOutbox.drain()
    expect(await outboxRows(t)).toEqual([])
  })
})

describe('mails, when the mail server refuses them for a while', () => {
  const sink = new MailSink()
  let t: TestApp

  beforeAll(async () => {
    const port = await sink.listen()
    t = await buildTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, RESTAURANT_EMAIL: KITCHEN },
      captureLogs: true,
    })
    await stockTheMenu(t)
  })

  afterAll(async () => {
    await t.close()
    await sink.close()
  })

  it('takes the order at once, logs the failure, and delivers each mail once a minute later', async () => {
    sink.refuse = true

    const started = performance.now()
    const response = await place(t.app, makeOrderBody(), 'en')
    const took = performance.now() - started

    expect(response.statusCode).toBe(201)
    // Not waiting on the mail server's refusals and retries; the bound leaves room for a busy
    // CI machine, where a fresh app's first call may take more than half a second.
    expect(took).toBeLessThan(2_000)
    await t.app.mailOutbox.drain()
    expect(sink.received).toEqual([])
    expect(sink.refused.sort()).toEqual([KITCHEN, 'lan@example.com'])
    const failed = await outboxRows(t)
    expect(failed).toHaveLength(2)
    for (const row of failed) {
      expect(row).toMatchObject({
        attempts: 1,
        sent_at: null,
        next_attempt_at: '2026-03-02T11:01:00.000Z',
      })
      expect(row.last_error).toMatch(/451/)
    }
    const warnings = t.logs.filter((line) => line.msg === 'mail not sent; will try again')
    expect(warnings).toHaveLength(2)
    expect(warnings.every((line) => line.level === 40)).toBe(true)

    // Back up, but the mails are not due yet.
    sink.refuse = false
    await t.app.mailOutbox.drain()
    expect(sink.received).toEqual([])

    later(t, 60_000)
    await t.app.mailOutbox.drain()
    await t.app.mailOutbox.drain()
    expect(sink.received.map((mail) => mail.to[0]).sort()).toEqual([KITCHEN, 'lan@example.com'])
    const sent = await outboxRows(t)
    expect(sent.map((row) => [row.attempts, row.sent_at, row.last_error])).toEqual([
      [2, '2026-03-02T11:01:00.000Z', null],
      [2, '2026-03-02T11:01:00.000Z', null],
    ])

    later(t, 24 * 60 * 60 * 1000)
    await t.app.mailOutbox.drain()
    expect(sink.received).toHaveLength(2)
  })
})

describe('mails, when the mail server is down', () => {
  const sink = new MailSink()
  let port: number
  let t: TestApp

  beforeAll(async () => {
    port = await deadPort()
    t = await buildTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        RESTAURANT_EMAIL: KITCHEN,
        // The worker's own poll finds the mail once it is due again.
        MAIL_POLL_MS: '20',
      },
      captureLogs: true,
    })
  })

  afterAll(async () => {
    await t.close()
    await sink.close()
  })

  afterEach(() => {
    t.clock.set(TEST_NOW)
  })

  it('takes the booking at once, and the worker sends the mail by itself once the server is back', async () => {
    const started = performance.now()
    const response = await book(t.app, makeReservationBody({ email: 'down@example.com' }))
    const took = performance.now() - started

    expect(response.statusCode).toBe(201)
    // Not waiting on the mail server's refusals and retries; the bound leaves room for a busy
    // CI machine, where a fresh app's first call may take more than half a second.
    expect(took).toBeLessThan(2_000)
    await eventually(() => t.logs.some((line) => line.msg === 'mail not sent; will try again'))
    const [row] = await outboxRows(t)
    expect(row!.last_error).toMatch(/ECONNREFUSED/)

    await sink.listen(port)
    later(t, 60_000)
    await eventually(() => sink.received.length > 0)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(sink.to('down@example.com')).toHaveLength(1)
    expect(sink.received).toHaveLength(1)
    await sink.close()
  })

  it('gives up after its last try, with an error in the log, and tries no more', async () => {
    const response = await write(t.app, makeContactBody({ email: 'never@example.com' }))
    expect(response.statusCode).toBe(201)
    await eventually(() =>
      t.logs.some(
        (line) =>
          line.msg === 'mail not sent; will try again' &&
          line.attempts === 1 &&
          line.kind === 'contact-forward',
      ),
    )

    for (const delay of RETRY_DELAYS_MS) {
      const tries = t.logs.filter((line) => line.kind === 'contact-forward').length
      later(t, delay)
      await eventually(
        () => t.logs.filter((line) => line.kind === 'contact-forward').length > tries,
      )
    }

    const given = t.logs.filter((line) => line.msg === 'mail not sent after every try; given up')
    expect(given).toHaveLength(1)
    expect(given[0]).toMatchObject({ level: 50, attempts: MAX_ATTEMPTS, kind: 'contact-forward' })
    const row = (await outboxRows(t)).find((mail) => mail.kind === 'contact-forward')!
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null, next_attempt_at: null })

    later(t, 7 * 24 * 60 * 60 * 1000)
    await t.app.mailOutbox.drain()
    const after = (await outboxRows(t)).find((mail) => mail.kind === 'contact-forward')!
    expect(after.attempts).toBe(MAX_ATTEMPTS)
  })
})

describe('mails, with two instances of the shop on one database', () => {
  const sink = new MailSink()
  let t: TestApp
  let other: FastifyInstance

  beforeAll(async () => {
    const port = await sink.listen()
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      RESTAURANT_EMAIL: KITCHEN,
      MAIL_POLL_MS: '3600000',
    }
    t = await buildTestApp({ env })
    other = await buildAppOnSameDatabase(t, env)
  })

  afterAll(async () => {
    await other.close()
    await t.close()
    await sink.close()
  })

  it('sends each mail once while both drain the same outbox at the same time', async () => {
    // Queued with the worker asleep, then drained by both at once.
    sink.refuse = true
    for (let i = 0; i < 45; i++) {
      await write(t.app, makeContactBody({ email: `guest-${i}@example.com` }))
    }
    await t.app.mailOutbox.drain()
    sink.refuse = false
    later(t, 60_000)

    await Promise.all([
      t.app.mailOutbox.drain(),
      other.mailOutbox.drain(),
      t.app.mailOutbox.drain(),
      other.mailOutbox.drain(),
    ])

    expect(sink.received).toHaveLength(45)
    const replyTo = sink.received.map((mail) => mail.headers['reply-to'])
    expect(new Set(replyTo).size).toBe(45)
  })
})

describe('mails, without SMTP_URL', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await buildTestApp({ env: { RESTAURANT_EMAIL: KITCHEN } })
    await stockTheMenu(t)
  })

  afterAll(() => t.close())

  it('queues nothing that nothing would send, and still takes the order and the message', async () => {
    expect((await place(t.app, makeOrderBody())).statusCode).toBe(201)
    expect((await write(t.app, makeContactBody())).statusCode).toBe(201)
    expect((await book(t.app, makeReservationBody())).json().messageId).toBe('email-not-configured')

    expect(await outboxRows(t)).toEqual([])
  })
})

// Issue 19 §5: the restaurant's own mails come in the back office's language, whatever the guest's.
describe('the restaurant’s mails with RESTAURANT_LANGUAGE=sk', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await buildTestApp({
      // Mails are written to the outbox with what they are about; no worker sends them here.
      env: {
        SMTP_URL: `smtp://127.0.0.1:${await deadPort()}`,
        MAIL_POLL_MS: '3600000',
        RESTAURANT_EMAIL: KITCHEN,
        RESTAURANT_LANGUAGE: 'sk',
      },
    })
    await stockTheMenu(t)
  })

  afterAll(async () => {
    await t.close()
  })

  it('alert a Vietnamese guest’s order and forward their message in Slovak', async () => {
    const { trackingCode } = (await place(t.app, BIG_ORDER, 'vi')).json()
    await write(
      t.app,
      makeContactBody({ name: 'Minh Trần', subject: 'feedback', message: 'Phở rất ngon, cảm ơn!' }),
      'vi',
    )

    const rows = (await outboxRows(t)).filter((row) => row.to === KITCHEN)
    const alert = rows.find((row) => row.kind === 'order-alert')!
    expect(alert.language).toBe('sk')
    expect(alert.subject).toBe(`Nová objednávka ${trackingCode} – Lan Nguyen, 42,00\u00a0€`)
    expect(alert.text).toContain('Jazyk hosťa: vietnamčina')
    expect(alert.text).toContain('2 × Hovädzie pho: 25,00\u00a0€\n   Alergény: Ryby')
    const forward = rows.find((row) => row.kind === 'contact-forward')!
    expect(forward.language).toBe('sk')
    expect(forward.subject).toBe('Správa z kontaktného formulára: Spätná väzba – Minh Trần')
  })
})
