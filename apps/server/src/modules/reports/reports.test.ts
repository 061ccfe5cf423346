import { vatBreakdown, type Report } from '@quan/domain'
import { parseCsv } from '@quan/domain/csv'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { insertTestFoods } from '../../../test/seed'

// Issue 23 §3: the reports add up to the orders they cover, in the restaurant's calendar
// (Bratislava: CET, then CEST from 2026-03-29 01:00 UTC), on SQLite and on PostgreSQL.

let t: TestApp
let admin: string
let customer: string

const FROM = '2026-03-27' // a Friday, in CET
const TO = '2026-04-05' // a Sunday, in CEST

interface Line {
  food: string
  name: string
  quantity: number
  unitCents: number
  basisPoints: number
}

interface SeedOrder {
  id: string
  createdAt: string
  dueAt?: string
  status?: string
  paymentMethod?: 'cash' | 'card' | 'online'
  paymentState?: string
  fulfilment?: 'delivery' | 'pickup' | 'dine-in'
  /** A dine-in order's table (issue 24 §5). */
  table?: string
  lines: Line[]
  discountCents?: number
  promoCode?: string
  feeCents?: number
  feeBasisPoints?: number
  refundedCents?: number
  /** Moves: to which status, when, and why. */
  events?: [string, string, string?][]
  /** The local day it is due on, written by hand: what the report must put it under. */
  day?: string
  /** Its local weekday (1 Monday) and hour, by hand. */
  at?: [number, number]
}

const pho = (quantity = 1): Line => ({
  food: 'pho',
  name: 'Phở bò',
  quantity,
  unitCents: 1250,
  basisPoints: 1900,
})
const beer = (quantity = 1): Line => ({
  food: 'beer',
  name: 'Bia Sài Gòn',
  quantity,
  unitCents: 350,
  basisPoints: 2300,
})
const tea = (quantity = 1): Line => ({
  food: 'tea',
  name: 'Trà đá',
  quantity,
  unitCents: 200,
  basisPoints: 1900,
})

const amountOf = (order: SeedOrder) =>
  order.lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0) -
  (order.discountCents ?? 0) +
  (order.feeCents ?? 0)

const ORDERS: SeedOrder[] = [
  {
    // 00:30 on the 27th in Bratislava, still the 26th in UTC.
    id: 'near-midnight',
    createdAt: '2026-03-26T20:00:00.000Z',
    dueAt: '2026-03-26T23:30:00.000Z',
    status: 'Delivered',
    lines: [pho(2), beer(3)],
    feeCents: 250,
    feeBasisPoints: 2300,
    events: [
      ['Preparing', '2026-03-26T23:00:00.000Z'],
      ['Out for delivery', '2026-03-26T23:20:00.000Z'],
      ['Delivered', '2026-03-26T23:50:00.000Z'],
    ],
    day: '2026-03-27',
    at: [5, 0],
  },
  {
    // As soon as possible, placed 23:30 on the 26th local: the day before the range.
    id: 'day-before',
    createdAt: '2026-03-26T22:30:00.000Z',
    lines: [pho()],
  },
  {
    // 01:30 CET on Sunday the 29th, half an hour before the clocks go forward.
    id: 'before-dst',
    createdAt: '2026-03-29T00:30:00.000Z',
    status: 'Delivered',
    fulfilment: 'pickup',
    lines: [tea(2)],
    events: [
      ['Preparing', '2026-03-29T00:31:00.000Z'],
      ['Out for delivery', '2026-03-29T00:41:00.000Z'],
      ['Delivered', '2026-03-29T00:46:00.000Z'],
    ],
    day: '2026-03-29',
    at: [7, 1],
  },
  {
    // 03:30 CEST on the 29th: an hour of UTC after the one before, two on the wall clock.
    id: 'after-dst',
    createdAt: '2026-03-29T01:30:00.000Z',
    status: 'Preparing',
    lines: [beer()],
    feeCents: 250,
    feeBasisPoints: 2300,
    events: [['Preparing', '2026-03-29T01:35:00.000Z']],
    day: '2026-03-29',
    at: [7, 3],
  },
  {
    // A percent code over two rates, paid online and partly refunded; a pickup.
    id: 'discounted',
    createdAt: '2026-03-30T09:00:00.000Z',
    dueAt: '2026-03-30T10:00:00.000Z',
    status: 'Delivered',
    fulfilment: 'pickup',
    paymentMethod: 'online',
    paymentState: 'partially_refunded',
    lines: [pho(3), beer(2), tea()],
    discountCents: 497,
    promoCode: 'TEN',
    refundedCents: 500,
    events: [
      ['Preparing', '2026-03-30T09:40:00.000Z'],
      ['Out for delivery', '2026-03-30T10:00:00.000Z'],
      ['Delivered', '2026-03-30T10:05:00.000Z'],
    ],
    day: '2026-03-30',
    at: [1, 12],
  },
  {
    // Free delivery: the code takes the fee off, at the fee's rate.
    id: 'free-delivery',
    createdAt: '2026-03-31T16:00:00.000Z',
    status: 'Pending',
    paymentMethod: 'card',
    lines: [pho()],
    discountCents: 250,
    promoCode: 'FREEDEL',
    feeCents: 250,
    feeBasisPoints: 2300,
    day: '2026-03-31',
    at: [2, 18],
  },
  {
    // 00:30 CEST on the 3rd: on the 2nd by the winter's offset, which no longer holds.
    id: 'summer-midnight',
    createdAt: '2026-04-02T22:30:00.000Z',
    fulfilment: 'dine-in',
    table: 'Terrace 3',
    lines: [tea()],
    day: '2026-04-03',
    at: [5, 0],
  },
  {
    id: 'cancelled-1',
    createdAt: '2026-04-01T10:00:00.000Z',
    status: 'Cancelled',
    lines: [pho(2)],
    events: [['Cancelled', '2026-04-01T10:05:00.000Z', 'The guest called']],
  },
  {
    id: 'cancelled-2',
    createdAt: '2026-04-02T10:00:00.000Z',
    status: 'Cancelled',
    lines: [beer()],
    events: [['Cancelled', '2026-04-02T10:05:00.000Z', 'The guest called']],
  },
  {
    id: 'cancelled-3',
    createdAt: '2026-04-03T10:00:00.000Z',
    status: 'Cancelled',
    lines: [tea()],
    events: [['Cancelled', '2026-04-03T10:05:00.000Z', 'Out of rice']],
  },
  {
    // Never paid online: not the restaurant's order.
    id: 'awaiting',
    createdAt: '2026-04-01T12:00:00.000Z',
    paymentMethod: 'online',
    paymentState: 'awaiting',
    lines: [pho(5)],
  },
  {
    id: 'failed',
    createdAt: '2026-04-01T12:00:00.000Z',
    status: 'Cancelled',
    paymentMethod: 'online',
    paymentState: 'failed',
    lines: [pho(5)],
  },
  {
    // Placed in the range, due the day after it.
    id: 'due-after',
    createdAt: '2026-04-05T20:00:00.000Z',
    dueAt: '2026-04-06T10:00:00.000Z',
    lines: [pho()],
  },
  {
    // Placed before the range, due in it.
    id: 'due-in',
    createdAt: '2026-03-20T10:00:00.000Z',
    dueAt: '2026-03-28T12:00:00.000Z',
    status: 'Out for delivery',
    lines: [tea(4), beer()],
    feeCents: 250,
    feeBasisPoints: 1900,
    day: '2026-03-28',
    at: [6, 13],
  },
  {
    // 23:59 on the last day, local; and midnight after it, outside.
    id: 'last-minute',
    createdAt: '2026-04-05T21:59:00.000Z',
    fulfilment: 'dine-in',
    table: 'T3',
    lines: [pho()],
    day: '2026-04-05',
    at: [7, 23],
  },
  { id: 'midnight-after', createdAt: '2026-04-05T22:00:00.000Z', lines: [pho()] },
]

/** The orders sold in the range, by the hand-written days. */
const SOLD = ORDERS.filter((order) => order.day)
const CANCELLED = ['cancelled-1', 'cancelled-2', 'cancelled-3']

/** A dish named by its base name alone, in no language of its own. */
const noTexts = { nameVI: '', nameEN: '', nameSK: '' }

async function seed() {
  await insertTestFoods(t.db, [
    // Named in English and Slovak on the menu too; the other dishes by their base name alone.
    {
      _id: 'pho',
      sku: 'P-1',
      name: 'Phở bò',
      nameVI: '',
      nameEN: 'Beef pho',
      nameSK: 'Hovädzie pho',
      category: 'Soups',
      priceCents: 1250,
    },
    {
      _id: 'beer',
      sku: 'B-1',
      name: 'Bia Sài Gòn',
      ...noTexts,
      category: 'Drinks',
      priceCents: 350,
    },
    { _id: 'tea', sku: 'T-1', name: 'Trà đá', ...noTexts, category: 'Drinks', priceCents: 200 },
  ])
  const promo = (code: string, kind: string, value: number) => ({
    code,
    kind,
    value,
    minimum_cents: null,
    valid_from: null,
    valid_until: null,
    max_uses: null,
    max_uses_per_guest: null,
    first_order_only: 0,
    fulfilment: 'any',
    active: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  })
  // The soups' category has a Vietnamese name; the drinks' has none.
  await t.db
    .updateTable('categories')
    .set({ name_vi: 'Món nước' })
    .where('name', '=', 'Soups')
    .execute()
  await t.db
    .insertInto('promo_codes')
    .values([promo('TEN', 'percent', 10), promo('FREEDEL', 'free-delivery', 0)])
    .execute()
  for (const [index, order] of ORDERS.entries()) await insertOrder(order, index)
}

/** When the order's events first move it into a status; null if none does. */
const firstMove = (order: SeedOrder, status: string) =>
  (order.events ?? [])
    .filter(([to]) => to === status)
    .map(([, at]) => at)
    .sort()[0] ?? null

/** One order with its lines and events, as the shop writes them. */
async function insertOrder(order: SeedOrder, index: number) {
  await t.db
    .insertInto('orders')
    .values({
      id: order.id,
      tracking_code: `QN-${String(index).padStart(4, '0')}`,
      user_id: null,
      order_type: 'guest',
      status: order.status ?? 'Pending',
      payment: 0,
      first_name: 'Lan',
      last_name: 'Nguyen',
      email: null,
      street: 'Obchodná 1',
      city: 'Bratislava',
      state: '',
      zipcode: '81106',
      country: 'SK',
      phone: '+421902123456',
      phone_key: '+421902123456',
      search_text: '',
      email_key: null,
      subtotal_cents: order.lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0),
      delivery_fee_cents: order.feeCents ?? 0,
      amount_cents: amountOf(order),
      notes: null,
      created_at: order.createdAt,
      updated_at: order.createdAt,
      language: 'vi',
      promo_code: order.promoCode ?? null,
      discount_cents: order.discountCents ?? 0,
      fulfilment: order.fulfilment ?? 'delivery',
      table_name: order.table ?? null,
      due_at: order.dueAt ?? null,
      payment_method: order.paymentMethod ?? 'cash',
      payment_state: (order.paymentState ?? 'none') as 'none',
      payment_provider: null,
      payment_reference: null,
      payment_url: null,
      payment_expires_at: null,
      paid_cents: 0,
      refunded_cents: order.refundedCents ?? 0,
      delivery_vat_basis_points: order.feeBasisPoints ?? 2300,
      late_minutes: 0,
      // As moveOrderStatus marks them: each the first move into its status.
      accepted_at: firstMove(order, 'Preparing'),
      ready_at: firstMove(order, 'Out for delivery'),
      done_at: firstMove(order, 'Delivered'),
    })
    .execute()
  await t.db
    .insertInto('order_lines')
    .values(
      order.lines.map((line, position) => ({
        order_id: order.id,
        position,
        food_id: line.food,
        name: line.name,
        unit_price_cents: line.unitCents,
        quantity: line.quantity,
        options: null,
        allergens: null,
        texts: null,
        vat_basis_points: line.basisPoints,
      })),
    )
    .execute()
  for (const [eventIndex, [status, at, reason]] of (order.events ?? []).entries()) {
    await t.db
      .insertInto('order_events')
      .values({
        id: `${order.id}-${eventIndex}`,
        order_id: order.id,
        at,
        actor_id: null,
        actor_name: 'Admin',
        from_status: null,
        to_status: status,
        payment: null,
        reason: reason ?? null,
      })
      .execute()
  }
}

beforeAll(async () => {
  // A file, as a real shop keeps: the reports are read off the server's thread (read-pool.ts).
  t = await buildTestApp({ sqliteFile: true })
  admin = await loginAdmin(t.app)
  customer = await registerCustomer(t.app)
  await seed()
})
afterAll(() => t.close())

const get = (url: string, token = admin, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(token ? { token } : {}), ...headers } })

async function report(from = FROM, to = TO): Promise<Report> {
  const response = await get(`/api/admin/reports?from=${from}&to=${to}`)
  expect(response.statusCode).toBe(200)
  return response.json<{ data: Report }>().data
}

/** Sales figures of some orders, worked out here, one order at a time. */
function expectedSales(orders: SeedOrder[]) {
  const vat = new Map<number, { grossCents: number; baseCents: number; vatCents: number }>()
  for (const order of orders) {
    const free = order.promoCode === 'FREEDEL'
    const breakdown = vatBreakdown({
      lines: order.lines.map((line) => ({
        grossCents: line.unitCents * line.quantity,
        basisPoints: line.basisPoints,
      })),
      discountCents: free ? 0 : (order.discountCents ?? 0),
      deliveryFeeCents: order.feeCents ?? 0,
      deliveryDiscountCents: free ? (order.discountCents ?? 0) : 0,
      deliveryBasisPoints: order.feeBasisPoints ?? 2300,
    })
    for (const row of breakdown.rows) {
      const into = vat.get(row.basisPoints) ?? { grossCents: 0, baseCents: 0, vatCents: 0 }
      into.grossCents += row.grossCents
      into.baseCents += row.baseCents
      into.vatCents += row.taxCents
      vat.set(row.basisPoints, into)
    }
  }
  const sum = (of: (order: SeedOrder) => number) => orders.reduce((a, order) => a + of(order), 0)
  const gross = sum(amountOf)
  const refunds = sum((order) => order.refundedCents ?? 0)
  return {
    orders: orders.length,
    itemsCents: sum(
      (order) => amountOf(order) + (order.discountCents ?? 0) - (order.feeCents ?? 0),
    ),
    discountCents: sum((order) => order.discountCents ?? 0),
    deliveryFeeCents: sum((order) => order.feeCents ?? 0),
    grossCents: gross,
    refundCents: refunds,
    netCents: gross - refunds,
    vat: [...vat.entries()]
      .sort(([a], [b]) => a - b)
      .map(([basisPoints, row]) => ({ basisPoints, ...row })),
  }
}

describe('who may see the reports', () => {
  it('GET /api/admin/reports: 401 without a token, 403 for a customer', async () => {
    const url = `/api/admin/reports?from=${FROM}&to=${TO}`
    expect((await get(url, '')).statusCode).toBe(401)
    const refused = await get(url, customer)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ success: false, code: 'ADMIN_ONLY' })
  })

  it('GET /api/admin/reports/export: 401 without a token, 403 for a customer', async () => {
    const url = `/api/admin/reports/export?report=lines&from=${FROM}&to=${TO}`
    expect((await get(url, '')).statusCode).toBe(401)
    expect((await get(url, customer)).statusCode).toBe(403)
  })

  it.each([
    ['from=2026-03-02&to=2026-03-01', 'REPORT_RANGE_INVALID'],
    ['from=2026-01-01&to=2027-02-05', 'REPORT_RANGE_INVALID'],
    ['from=2026-02-30&to=2026-03-01', 'DATE_INVALID'],
    ['to=2026-03-01', 'DATE_INVALID'],
  ])('refuses ?%s (400)', async (query, code) => {
    const response = await get(`/api/admin/reports?${query}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, code })
  })

  it('refuses an unknown export (400)', async () => {
    const response = await get(`/api/admin/reports/export?report=secrets&from=${FROM}&to=${TO}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, code: 'REPORT_EXPORT_INVALID' })
  })

  it('takes 400 days, the longest range', async () => {
    const response = await get('/api/admin/reports?from=2026-01-01&to=2027-02-04')
    expect(response.statusCode).toBe(200)
  })
})

describe('GET /api/admin/reports', () => {
  it('sums the orders due in the range, in the restaurant’s calendar', async () => {
    const data = await report()
    const sold = expectedSales(SOLD)

    expect(data).toMatchObject({ from: FROM, to: TO, timeZone: 'Europe/Bratislava' })
    expect(data.totals).toEqual({
      ...sold,
      averageOrderCents: Math.round(sold.grossCents / SOLD.length),
    })
    // By hand, one figure: the discounted order's 10 % off is spread over 19 % and 23 %.
    expect(data.totals.orders).toBe(8)
    expect(data.totals.vat.reduce((sum, row) => sum + row.grossCents, 0)).toBe(
      data.totals.grossCents,
    )
  })

  it('puts each order on its local day, week (from Monday) and month', async () => {
    const data = await report()
    const days = data.sales.day.map((bucket) => bucket.start)
    expect(days).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
    ])
    for (const bucket of data.sales.day) {
      const { orders, ...rest } = expectedSales(SOLD.filter((order) => order.day === bucket.start))
      expect({ start: bucket.start, orders, ...rest }).toEqual(bucket)
    }
    expect(data.sales.week.map((bucket) => bucket.start)).toEqual(['2026-03-23', '2026-03-30'])
    expect(data.sales.week[0]).toEqual({
      start: '2026-03-23',
      ...expectedSales(SOLD.filter((order) => order.day! < '2026-03-30')),
    })
    expect(data.sales.week[1]).toEqual({
      start: '2026-03-30',
      ...expectedSales(SOLD.filter((order) => order.day! >= '2026-03-30')),
    })
    expect(data.sales.month).toEqual([
      { start: '2026-03-01', ...expectedSales(SOLD.filter((order) => order.day! < '2026-04')) },
      { start: '2026-04-01', ...expectedSales(SOLD.filter((order) => order.day! >= '2026-04')) },
    ])
  })

  it('counts the orders by local weekday and hour, across the change of the clocks', async () => {
    const data = await report()
    expect(data.heatMap).toHaveLength(168)
    const busy = data.heatMap.filter((cell) => cell.orders > 0)
    const cells = new Map<string, number>()
    for (const { at } of SOLD)
      cells.set(`${at![0]}:${at![1]}`, (cells.get(`${at![0]}:${at![1]}`) ?? 0) + 1)
    const expected = [...cells.entries()]
      .map(([key, orders]) => {
        const [weekday, hour] = key.split(':').map(Number)
        return { weekday: weekday!, hour: hour!, orders }
      })
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour)
    // Friday 00:30 twice: in winter time on the 27th, in summer time on the 3rd.
    expect(cells.get('5:0')).toBe(2)
    expect(busy).toEqual(expected)
  })

  it('ranks dishes and categories by revenue, counting portions', async () => {
    const data = await report()
    const portions = (food: string) =>
      SOLD.flatMap((order) => order.lines).filter((line) => line.food === food)
    const blank = {
      nameVI: '',
      nameEN: '',
      nameSK: '',
      categoryVI: '',
      categoryEN: '',
      categorySK: '',
    }
    const dish = (foodId: string, name: string, category: string, texts = {}) => ({
      foodId,
      name,
      category,
      ...blank,
      ...texts,
      count: portions(foodId).reduce((sum, line) => sum + line.quantity, 0),
      revenueCents: portions(foodId).reduce((sum, line) => sum + line.quantity * line.unitCents, 0),
    })
    const pho = dish('pho', 'Phở bò', 'Soups', {
      nameEN: 'Beef pho',
      nameSK: 'Hovädzie pho',
      categoryVI: 'Món nước',
    })
    const beer = dish('beer', 'Bia Sài Gòn', 'Drinks')
    const tea = dish('tea', 'Trà đá', 'Drinks')
    // Phở 2+3+1+1 = 7 × 12.50; beer 3+1+2+1 = 7 × 3.50; tea 2+1+4+1 = 8 × 2.00.
    expect([pho.count, beer.count, tea.count]).toEqual([7, 7, 8])
    expect(data.dishes).toEqual([pho, beer, tea])
    const texts = { categoryVI: '', categoryEN: '', categorySK: '' }
    expect(data.categories).toEqual([
      {
        category: 'Soups',
        ...texts,
        categoryVI: 'Món nước',
        count: 7,
        revenueCents: pho.revenueCents,
      },
      {
        category: 'Drinks',
        ...texts,
        count: 15,
        revenueCents: beer.revenueCents + tea.revenueCents,
      },
    ])
  })

  it('splits by fulfilment and way of paying', async () => {
    const data = await report()
    const split = (key: string, of: (order: SeedOrder) => string) => {
      const orders = SOLD.filter((order) => of(order) === key)
      return { key, orders: orders.length, grossCents: orders.reduce((a, o) => a + amountOf(o), 0) }
    }
    const fulfilment = (order: SeedOrder) => order.fulfilment ?? 'delivery'
    const method = (order: SeedOrder) => order.paymentMethod ?? 'cash'
    expect(data.fulfilment).toEqual([
      split('delivery', fulfilment),
      split('pickup', fulfilment),
      split('dine-in', fulfilment),
    ])
    // Each table's dine-in orders (issue 24 §5), the busiest first, then by name.
    expect(data.fulfilment[2]?.orders).toBe(2)
    const table = (name: string) => split(name, (order) => order.table ?? '')
    expect(data.tables).toEqual(
      [table('T3'), table('Terrace 3')].map(({ key, ...rest }) => ({ table: key, ...rest })),
    )
    expect(data.paymentMethods).toEqual([
      split('cash', method),
      split('card', method),
      split('online', method),
    ])
  })

  it('counts cancellations with their reasons, apart from the sales', async () => {
    const data = await report()
    const cancelled = ORDERS.filter((order) => CANCELLED.includes(order.id))
    expect(data.cancellations).toEqual({
      count: 3,
      grossCents: cancelled.reduce((sum, order) => sum + amountOf(order), 0),
      reasons: [
        { reason: 'The guest called', count: 2 },
        { reason: 'Out of rice', count: 1 },
      ],
    })
  })

  it('measures the kitchen’s times from the status events', async () => {
    const data = await report()
    // Accepted → ready: 20, 10 and 20 minutes; ready → done: 30, 5 and 5; accepted → done: 50,
    // 15 and 25. The order still preparing made one move only.
    expect(data.preparation).toEqual({
      acceptedToReady: { orders: 3, medianMinutes: 20, averageMinutes: 16.7 },
      readyToDone: { orders: 3, medianMinutes: 5, averageMinutes: 13.3 },
      acceptedToDone: { orders: 3, medianMinutes: 25, averageMinutes: 30 },
    })
  })

  it('gives a discount’s last cent to the rate of the earlier line on a tie, as the receipt does', async () => {
    // 1 c off two rates of 3,50 €: half a cent each, the same remainder and weight, so the cent
    // goes to the rate whose line comes first, 23 % here (the receipt's lines are in order).
    const tie: SeedOrder = {
      id: 'tie',
      createdAt: '2026-05-04T10:00:00.000Z',
      lines: [beer(), { ...tea(), unitCents: 350 }],
      discountCents: 1,
      promoCode: 'TEN',
    }
    await insertOrder(tie, 100)
    const data = await report('2026-05-04', '2026-05-04')
    expect(data.totals).toMatchObject(expectedSales([tie]))
    expect(data.totals.vat.map((row) => [row.basisPoints, row.grossCents])).toEqual([
      [1900, 350],
      [2300, 349],
    ])
  })

  // SQLite answers in the server's one thread: a call that arrives while the report runs (a new
  // order, the board) must get its turn between the report's queries, not wait for all of them.
  it.runIf(!process.env.TEST_DATABASE_URL)(
    'on SQLite, answers a call that arrives meanwhile between its queries',
    async () => {
      const finished: string[] = []
      const reporting = report().then(() => finished.push('report'))
      // Arriving as a request does, from the event loop's I/O, once the report has begun.
      await new Promise((resolve) => setImmediate(resolve))
      const other = get('/api/admin/orders').then(() => finished.push('board'))
      await Promise.all([reporting, other])
      expect(finished).toEqual(['board', 'report'])
    },
  )

  it('answers empty buckets and zeros for a quiet range', async () => {
    const data = await report('2026-02-01', '2026-02-02')
    expect(data.totals).toMatchObject({ orders: 0, grossCents: 0, vat: [], averageOrderCents: 0 })
    expect(data.sales.day.map((bucket) => [bucket.start, bucket.orders])).toEqual([
      ['2026-02-01', 0],
      ['2026-02-02', 0],
    ])
    expect(data.dishes).toEqual([])
    expect(data.preparation.acceptedToReady).toEqual({
      orders: 0,
      medianMinutes: null,
      averageMinutes: null,
    })
  })
})

describe('GET /api/admin/reports/export', () => {
  const exported = async (report: string, lang?: string, headers: Record<string, string> = {}) => {
    const response = await get(
      `/api/admin/reports/export?report=${report}&from=${FROM}&to=${TO}${lang ? `&lang=${lang}` : ''}`,
      admin,
      headers,
    )
    expect(response.statusCode).toBe(200)
    return response
  }

  it('writes sales by day for a Slovak spreadsheet: BOM, `;` and the decimal comma', async () => {
    const response = await exported('sales-day', 'sk')
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="quan-sales-day-${FROM}-${TO}.csv"`,
    )
    expect(response.body.startsWith('\uFEFF')).toBe(true)
    const lines = response.body.slice(1).split('\r\n')
    expect(lines[0]).toBe(
      'Od;Objednávky;Položky (pred zľavami);Zľavy;Poplatky za doručenie;Tržby;Vrátené;Po vrátení;Základ 19 %;DPH 19 %;Základ 23 %;DPH 23 %',
    )
    const first = expectedSales(SOLD.filter((order) => order.day === FROM))
    const euros = (cents: number) =>
      `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`
    const at = (rate: number) => first.vat.find((row) => row.basisPoints === rate)!
    expect(lines[1]).toBe(
      [
        FROM,
        '1',
        euros(first.itemsCents),
        '0,00',
        '2,50',
        euros(first.grossCents),
        '0,00',
        euros(first.netCents),
        euros(at(1900).baseCents),
        euros(at(1900).vatCents),
        euros(at(2300).baseCents),
        euros(at(2300).vatCents),
      ].join(';'),
    )
    // A row per day, and the file's last line end.
    expect(lines).toHaveLength(1 + 10 + 1)
  })

  it('writes English with `,` and the point, the language of the request without `lang`', async () => {
    const response = await exported('categories', undefined, { 'accept-language': 'en' })
    const parsed = parseCsv(response.body)
    expect(parsed).toEqual({
      ok: true,
      rows: [
        ['Category', 'Quantity', 'Revenue'],
        ['Soups', '7', '87.50'],
        ['Drinks', '15', '40.50'],
      ],
    })
  })

  it('writes the dishes and the hours, each dish and category named in the language', async () => {
    const dishes = await exported('dishes', 'vi')
    expect(dishes.body.slice(1).split('\r\n').slice(0, 2)).toEqual([
      'Mã món;Món;Danh mục;Số lượng;Doanh thu',
      'pho;Phở bò;Món nước;7;87,50',
    ])
    // Each dish and category by its name in the language asked for, else its base name.
    const slovak = await exported('dishes', 'sk')
    expect(slovak.body.slice(1).split('\r\n')[1]).toBe('pho;Hovädzie pho;Soups;7;87,50')
    const hours = await exported('hours', 'en')
    const rows = hours.body.slice(1).trimEnd().split('\r\n')
    expect(rows).toHaveLength(1 + 168)
    expect(rows).toContain('7,3,1')
  })

  it('writes a long range a month at a time, in order, losing and repeating no line', async () => {
    const linesOf = async (from: string) => {
      const response = await get(`/api/admin/reports/export?report=lines&from=${from}&to=${TO}`)
      expect(response.statusCode).toBe(200)
      return response.body.slice(1).trimEnd().split('\r\n').slice(1)
    }
    // From 25 February: a part ends on 27 March, inside the seeded days, and the next begins.
    const longer = await linesOf('2026-02-25')
    expect(longer.filter((row) => row.slice(0, 10) >= FROM)).toEqual(await linesOf(FROM))
    const days = longer.map((row) => row.slice(0, 10))
    expect(days).toEqual([...days].sort())
  })

  it('writes every line of the covered orders for the accountant', async () => {
    const response = await exported('lines', 'sk')
    const rows = response.body.slice(1).trimEnd().split('\r\n')
    expect(rows[0]).toBe(
      'Dátum;Kód objednávky;Jedlo;Množstvo;Jednotková cena;Spolu;Sadzba DPH %;DPH;Spôsob;Stôl;Platba;Stav',
    )
    const covered = [...SOLD.map((order) => order.id), ...CANCELLED]
    const expectedLines = ORDERS.filter((order) => covered.includes(order.id)).reduce(
      (sum, order) => sum + order.lines.length,
      0,
    )
    expect(rows).toHaveLength(1 + expectedLines)
    // The first due: 00:30 on the 27th local; Phở 2 × 12,50 at 19 %: 3,99 of VAT in 25,00.
    expect(rows[1]).toBe('2026-03-27;QN-0000;Phở bò;2;12,50;25,00;19;3,99;delivery;;cash;Delivered')
    expect(rows).toContain(
      '2026-04-01;QN-0007;Phở bò;2;12,50;25,00;19;3,99;delivery;;cash;Cancelled',
    )
    // A dine-in order's lines name its table (issue 24 §5).
    expect(rows.at(-1)).toMatch(
      /^2026-04-05;QN-\d{4};Phở bò;1;12,50;12,50;19;2,00;dine-in;T3;cash;/,
    )
  })
})
