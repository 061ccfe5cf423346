import { createHash } from 'node:crypto'
import http from 'node:http'
import {
  DEFAULT_RESTAURANT_HOURS,
  DEFAULT_RESTAURANT_LEGAL,
  DEFAULT_RESTAURANT_WORDS,
  DEMO_IDENTITY,
  DEMO_LOOK,
  DEFAULT_VAT_SETTINGS,
} from '@quan/domain'
import {
  makeAddress,
  makeContactBody,
  makeOrderBody,
  makeReservationBody,
} from '@quan/domain/testing'
import { sql } from 'kysely'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  TEST_JWT_SECRET,
  customerDetails,
  loginAdmin,
  registerCustomer,
  userIdOf,
} from './auth'
import { buildTestApp, type TestApp } from './build-test-app'
import { listenOnFreePort } from './event-stream'
import { insertTestFoods } from './seed'
import { subscriptionAt } from './fake-push-service'
import { deadPort } from './smtp'

/**
 * Every route of the app × every kind of caller: who gets through, who gets 401 or 403, and
 * that a refused call changes nothing in the database. The routes come from Fastify's route
 * table, so a route added without a line in ROUTES fails this file instead of going untested.
 */

type Access =
  /** Anyone; a token is not even read. */
  | 'public'
  /** Anyone, a customer's token taken when sent; a bad token is a 401, never a guest. */
  | 'optional'
  /** Any signed-in account. */
  | 'customer'
  /** The restaurant admin only. */
  | 'admin'
  /** Prometheus, with METRICS_TOKEN as its bearer (issue 25 §3): no login token opens it. */
  | 'metrics token'

type Caller =
  | 'no token'
  | 'customer'
  | 'admin'
  | 'expired'
  | 'wrong signature'
  | 'alg none'
  | 'old token version'

const CALLERS: Caller[] = [
  'no token',
  'customer',
  'admin',
  'expired',
  'wrong signature',
  'alg none',
  'old token version',
]
const BAD_TOKENS: Caller[] = ['expired', 'wrong signature', 'alg none', 'old token version']

interface RouteCase {
  access: Access
  /** The address to call, params filled with real ids; the route's own when unset. */
  url?: () => string
  payload?: () => unknown
  /** What a caller who may call it gets, when not a 2xx: a 4xx from validation or lookup. */
  through?: number
}

/** Real ids, made in beforeAll through the API or the test seed. */
const ids = {
  food: 'food-1',
  otherFood: 'food-2',
  removableFood: 'food-3',
  category: 'cat-Noodles',
  order: '',
  trackingCode: '',
  reservation: '',
  message: '',
}

const dish = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bánh xèo',
  nameVI: 'Bánh xèo',
  nameEN: 'Sizzling pancake',
  nameSK: 'Vietnamská palacinka',
  description: 'Crispy rice pancake with prawns',
  price: 9.9,
  sku: 'BX-001',
  category: 'Noodles',
  status: 'active',
  image: '',
  isPromotion: false,
  promotionPrice: 0,
  options: [],
  ...overrides,
})

const promo = (code: string) => ({
  code,
  kind: 'percent',
  value: 10,
  minimumSubtotal: null,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerGuest: null,
  firstOrderOnly: false,
  fulfilment: 'any',
  active: true,
})

let skus = 0
/** Guests who booked a table: each booking made here comes from another. */
let guests = 0

/** Each route of the app, classified once. */
const ROUTES: Record<string, RouteCase> = {
  'GET /api/config': { access: 'public' },
  'GET /api/health': { access: 'public' },
  'GET /api/health/ready': { access: 'public' },
  'GET /metrics': { access: 'metrics token' },
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/docs': { access: 'public' },
  'GET /api/category': { access: 'public' },
  'GET /api/food/list': { access: 'public' },
  'GET /images/:file': {
    access: 'public',
    url: () => '/images/no-such-image.webp',
    through: 404,
  },
  'POST /api/user/register': { access: 'public', payload: () => customerDetails() },
  'POST /api/user/login': {
    access: 'public',
    payload: () => ({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  },
  'POST /api/order/place': { access: 'optional', payload: () => makeOrderBody() },
  'POST /api/order/track': {
    access: 'public',
    payload: () => ({ trackingCode: ids.trackingCode, phone: '0901234567' }),
  },
  'POST /api/orders/track': {
    access: 'public',
    payload: () => ({ trackingCode: ids.trackingCode, phone: '0901234567' }),
  },
  'GET /api/orders/track/stream': {
    access: 'public',
    url: () => `/api/orders/track/stream?code=${ids.trackingCode}&phone=0901234567`,
  },
  // Web Push (issue 24 §2): each call from another browser, at a push service that is not there.
  'GET /api/push/key': { access: 'public' },
  'POST /api/orders/push/subscribe': {
    access: 'optional',
    payload: () => ({
      trackingCode: ids.trackingCode,
      phone: '0901234567',
      subscription: subscriptionAt(pushOrigin),
    }),
  },
  'POST /api/orders/push/unsubscribe': {
    access: 'optional',
    payload: () => ({
      trackingCode: ids.trackingCode,
      phone: '0901234567',
      subscription: subscriptionAt(pushOrigin),
    }),
  },
  'POST /api/contact': { access: 'public', payload: () => makeContactBody() },
  // Each booking by another guest: one guest may hold only a few pending bookings a day.
  'POST /api/reservation': {
    access: 'public',
    payload: () => {
      guests += 1
      return makeReservationBody({
        phone: `0901 ${String(guests).padStart(6, '0')}`,
        email: `guest-${guests}@example.com`,
      })
    },
  },

  'GET /api/user/me': { access: 'customer' },
  // Issue 24 §3: saved addresses. An id that is not the caller's is a 404 for anyone.
  'GET /api/user/addresses': { access: 'customer' },
  'POST /api/user/addresses': { access: 'customer', payload: () => makeAddress() },
  'PUT /api/user/addresses/:id': {
    access: 'customer',
    url: () => '/api/user/addresses/no-such-address',
    payload: () => makeAddress(),
    through: 404,
  },
  'DELETE /api/user/addresses/:id': {
    access: 'customer',
    url: () => '/api/user/addresses/no-such-address',
    through: 404,
  },
  'POST /api/user/addresses/:id/default': {
    access: 'customer',
    url: () => '/api/user/addresses/no-such-address/default',
    through: 404,
  },
  'POST /api/order/userorders': { access: 'customer', payload: () => ({}) },
  'POST /api/cart/add': { access: 'customer', payload: () => ({ itemId: ids.food }) },
  'POST /api/cart/remove': { access: 'customer', payload: () => ({ itemId: ids.food }) },
  'POST /api/cart/get': { access: 'customer', payload: () => ({}) },

  'GET /api/admin/orders': { access: 'admin' },
  'GET /api/admin/orders/stream': { access: 'admin' },
  // The order was marked paid in beforeAll: it has its receipt.
  'POST /api/orders/receipt': {
    access: 'public',
    payload: () => ({ trackingCode: ids.trackingCode, phone: '0901234567' }),
  },
  'GET /api/admin/orders/:id/receipt': {
    access: 'admin',
    url: () => `/api/admin/orders/${ids.order}/receipt`,
  },
  // Issue 23 §2: the kitchen printer's queue and a ticket sent by hand.
  'GET /api/admin/printer': { access: 'admin' },
  'POST /api/admin/orders/:id/print': {
    access: 'admin',
    url: () => `/api/admin/orders/${ids.order}/print`,
  },
  'POST /api/admin/orders/:id/status': {
    access: 'admin',
    url: () => `/api/admin/orders/${ids.order}/status`,
    payload: () => ({ status: 'Preparing' }),
  },
  'POST /api/admin/orders/:id/late': {
    access: 'admin',
    url: () => `/api/admin/orders/${ids.order}/late`,
    payload: () => ({ minutes: 15 }),
  },
  'POST /api/admin/orders/:id/payment': {
    access: 'admin',
    url: () => `/api/admin/orders/${ids.order}/payment`,
    payload: () => ({ paid: true }),
  },
  'GET /api/admin/reservations': {
    access: 'admin',
    url: () => '/api/admin/reservations?day=2030-01-15',
  },
  'POST /api/admin/reservations/:id/confirm': {
    access: 'admin',
    url: () => `/api/admin/reservations/${ids.reservation}/confirm`,
    payload: () => ({}),
  },
  'POST /api/admin/reservations/:id/cancel': {
    access: 'admin',
    url: () => `/api/admin/reservations/${ids.reservation}/cancel`,
    payload: () => ({ reason: 'The kitchen is closed that evening' }),
  },
  'GET /api/admin/messages': { access: 'admin' },
  'POST /api/admin/messages/:id/handled': {
    access: 'admin',
    url: () => `/api/admin/messages/${ids.message}/handled`,
    payload: () => ({ handled: true }),
  },
  'POST /api/admin/foods': {
    access: 'admin',
    payload: () => dish({ sku: `MATRIX-${(skus += 1)}` }),
  },
  'PUT /api/admin/foods/:id': {
    access: 'admin',
    url: () => `/api/admin/foods/${ids.otherFood}`,
    payload: () => dish({ sku: 'BUN-1', name: 'Bún bò Huế' }),
  },
  'POST /api/admin/foods/:id/archive': {
    access: 'admin',
    url: () => `/api/admin/foods/${ids.otherFood}/archive`,
    payload: () => ({}),
  },
  'POST /api/admin/foods/:id/restore': {
    access: 'admin',
    url: () => `/api/admin/foods/${ids.otherFood}/restore`,
    payload: () => ({}),
  },
  'PUT /api/admin/foods/:id/sold-out': {
    access: 'admin',
    url: () => `/api/admin/foods/${ids.otherFood}/sold-out`,
    payload: () => ({ soldOut: false }),
  },
  'POST /api/admin/categories': {
    access: 'admin',
    payload: () => ({ name: `Soups ${(skus += 1)}`, image: '' }),
  },
  'PUT /api/admin/categories/order': {
    access: 'admin',
    payload: async () => ({
      ids: (await t.db.selectFrom('categories').select('id').orderBy('sort_order').execute())
        .map((row) => row.id)
        .reverse(),
    }),
  },
  'PUT /api/admin/categories/:id': {
    access: 'admin',
    url: () => `/api/admin/categories/${ids.category}`,
    payload: () => ({ name: 'Noodles', image: '' }),
  },
  'GET /api/admin/today': { access: 'admin' },
  'GET /api/admin/delivery-areas': { access: 'admin' },
  'PUT /api/admin/delivery-areas': {
    access: 'admin',
    payload: () => ({
      areas: [{ name: 'Everywhere', postalCodes: ['*'], fee: 2, minimum: 0, freeFrom: null }],
    }),
  },
  'GET /api/admin/ordering': { access: 'admin' },
  'PUT /api/admin/ordering': {
    access: 'admin',
    payload: () => ({
      pickup: false,
      laterOrders: false,
      deliveryLeadMinutes: 45,
      pickupLeadMinutes: 20,
      slotCap: null,
    }),
  },
  // Ordering at the table (issue 24 §5)
  'GET /api/admin/dine-in': { access: 'admin' },
  'PUT /api/admin/dine-in': {
    access: 'admin',
    payload: () => ({ enabled: false, tables: ['T1', 'T2'] }),
  },
  'GET /api/admin/dine-in/sheet': { access: 'admin' },
  'POST /api/admin/dine-in/sheet/revoke': { access: 'admin' },
  // Dine-in is off in this shop: anyone gets the same refusal, and nothing changes.
  'GET /api/table/:token': {
    access: 'public',
    url: () => '/api/table/1.VDM.AAAAAAAAAAAAAAAAAAAAAA',
    through: 409,
  },
  'GET /api/admin/restaurant/hours': { access: 'admin' },
  'PUT /api/admin/restaurant/hours': {
    access: 'admin',
    payload: () => ({ ...DEFAULT_RESTAURANT_HOURS, delivery: 'always' }),
  },
  'GET /api/admin/kitchen': { access: 'admin' },
  'GET /api/restaurant': { access: 'public' },
  'GET /api/admin/restaurant/identity': { access: 'admin' },
  'PUT /api/admin/restaurant/identity': { access: 'admin', payload: () => DEMO_IDENTITY },
  'GET /api/admin/restaurant/look': { access: 'admin' },
  'PUT /api/admin/restaurant/look': { access: 'admin', payload: () => DEMO_LOOK },
  // No picture in the body: the admin gets 415, everyone else 401 or 403.
  'POST /api/admin/restaurant/look/logo': { access: 'admin', through: 415 },
  'POST /api/admin/restaurant/look/banner': { access: 'admin', through: 415 },
  'GET /api/admin/restaurant/words': { access: 'admin' },
  'PUT /api/admin/restaurant/words': { access: 'admin', payload: () => DEFAULT_RESTAURANT_WORDS },
  'PUT /api/admin/kitchen': { access: 'admin', payload: () => ({ action: 'reopen' }) },
  'POST /api/promo/check': {
    access: 'optional',
    payload: () => ({ code: 'MATRIX', subtotal: 20 }),
  },
  'GET /api/admin/promo-codes': { access: 'admin' },
  'POST /api/admin/promo-codes': {
    access: 'admin',
    payload: () => promo(`MATRIX-${(skus += 1)}`),
  },
  'PUT /api/admin/promo-codes/:code': {
    access: 'admin',
    url: () => '/api/admin/promo-codes/MATRIX',
    payload: () => promo('MATRIX'),
  },
  'POST /api/admin/promo-codes/:code/active': {
    access: 'admin',
    url: () => '/api/admin/promo-codes/MATRIX/active',
    payload: () => ({ active: true }),
  },
  'DELETE /api/admin/promo-codes/:code': {
    access: 'admin',
    url: () => '/api/admin/promo-codes/MATRIX-GONE',
  },
  // Issue 21 §5: the menu file, the setup checklist, the demo's clearing.
  'GET /api/admin/menu-file': { access: 'admin' },
  'POST /api/admin/menu-file': {
    access: 'admin',
    payload: () => ({ csv: 'type,category,sku,name_vi,name_en,name_sk,price\r\n' }),
  },
  'GET /api/admin/setup': { access: 'admin' },
  'POST /api/admin/demo/clear': { access: 'admin' },
  // No image in the body: the admin gets a 4xx from validation, everyone else 401 or 403.
  'POST /api/admin/images': { access: 'admin', through: 415 },
  'PUT /api/food/edit/:id': {
    access: 'admin',
    url: () => `/api/food/edit/${ids.otherFood}`,
    payload: () => ({ name: 'Bún bò Huế', sku: 'BUN-1', category: 'Noodles', price: 11 }),
  },
  'DELETE /api/food/remove': {
    access: 'admin',
    payload: () => ({ id: ids.removableFood }),
  },
  // Issue 22 §2: the VAT rates.
  'GET /api/admin/vat-rates': { access: 'admin' },
  // Issue 23 §3: the reports.
  'GET /api/admin/reports': {
    access: 'admin',
    url: () => '/api/admin/reports?from=2026-03-01&to=2026-03-31',
  },
  'GET /api/admin/reports/export': {
    access: 'admin',
    url: () => '/api/admin/reports/export?report=lines&from=2026-03-01&to=2026-03-31',
  },
  'PUT /api/admin/vat-rates': { access: 'admin', payload: () => DEFAULT_VAT_SETTINGS },
  // Payments (issue 22 §1). Without STRIPE_* the webhook is a 404; a cash order has nothing to
  // refund through the provider (409).
  'GET /api/admin/payments': { access: 'admin' },
  'PUT /api/admin/payments': {
    access: 'admin',
    payload: () => ({ cash: true, card: false, online: false }),
  },
  'POST /api/admin/orders/:id/refunds': {
    access: 'admin',
    url: () => `/api/admin/orders/${ids.order}/refunds`,
    payload: () => ({}),
    through: 409,
  },
  'POST /api/payments/stripe/webhook': { access: 'public', payload: () => ({}), through: 404 },
  // Issue 22 §2: the terms, privacy notice and allergen note.
  'GET /api/restaurant/legal': { access: 'public' },
  'GET /api/admin/restaurant/legal': { access: 'admin' },
  'PUT /api/admin/restaurant/legal': { access: 'admin', payload: () => DEFAULT_RESTAURANT_LEGAL },
  // Issue 23 §2: the kitchen tickets, and the one order a ticket prints.
  'GET /api/admin/orders/:id': { access: 'admin', url: () => `/api/admin/orders/${ids.order}` },
  'GET /api/admin/kitchen-tickets': { access: 'admin' },
  'PUT /api/admin/kitchen-tickets': {
    access: 'admin',
    payload: () => ({ language: 'vi', printOn: 'accepted' }),
  },
  // Issue 24 §4: the guest's data. Erasing and deleting are tried with what refuses them (a
  // wrong password, a wrong phone, no such order), so the matrix's order and accounts stay.
  'GET /api/user/data': { access: 'customer' },
  'POST /api/user/delete': {
    access: 'customer',
    payload: () => ({ password: 'not the password' }),
    through: 400,
  },
  'POST /api/orders/personal-data': {
    access: 'public',
    payload: () => ({ trackingCode: ids.trackingCode, phone: '0901234567' }),
  },
  'POST /api/orders/personal-data/erase': {
    access: 'public',
    payload: () => ({ trackingCode: ids.trackingCode, phone: '0901999999' }),
    through: 404,
  },
  'GET /api/admin/orders/:id/personal-data': {
    access: 'admin',
    url: () => `/api/admin/orders/${ids.order}/personal-data`,
  },
  'POST /api/admin/orders/:id/personal-data/erase': {
    access: 'admin',
    url: () => '/api/admin/orders/no-such-order/personal-data/erase',
    through: 404,
  },
  'GET /api/admin/personal-data': { access: 'admin' },
  'PUT /api/admin/personal-data': { access: 'admin', payload: () => ({ retentionMonths: 24 }) },
}

/**
 * The browser app's files and pages (GET and HEAD, outside /api and /images) are public by
 * nature: they are the same for everyone and hold no data.
 */
const isWebAppRoute = (method: string, url: string) =>
  (method === 'GET' || method === 'HEAD') &&
  !url.startsWith('/api/') &&
  !url.startsWith('/images/') &&
  url !== '/metrics'

const METRICS_TOKEN = 'metrics-token-of-the-authorization-test'

let t: TestApp
let base: string
const tokens = {} as Record<Caller, string | undefined>

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

function adminClaims(version: number, exp: number) {
  return new SignJWT({ role: 'admin', ver: version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(adminId)
    .setIssuedAt()
    .setExpirationTime(exp)
}

let adminId = ''
/** A push service that is not there (a closed port): pushes queued here fail and wait. */
let pushOrigin = ''

beforeAll(async () => {
  pushOrigin = `https://127.0.0.1:${await deadPort()}`
  t = await buildTestApp({
    // A printer that is away (a closed port): a reprint is queued and stays so.
    env: {
      METRICS_TOKEN,
      STREAMS_PER_ADDRESS: '1000',
      PRINTER_URL: `tcp://127.0.0.1:${await deadPort()}`,
      PUSH_SERVICE_HOSTS: '127.0.0.1',
    },
  })
  await insertTestFoods(t.db, [
    { _id: ids.food },
    { _id: ids.otherFood, name: 'Bún bò Huế', sku: 'BUN-1' },
    { _id: ids.removableFood, name: 'Gỏi cuốn', sku: 'GC-1' },
  ])
  base = await listenOnFreePort(t.app)

  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: makeOrderBody(),
  })
  expect(placed.statusCode).toBe(201)
  ids.order = placed.json().orderId
  ids.trackingCode = placed.json().trackingCode
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/reservation',
    payload: makeReservationBody(),
  })
  expect(booked.statusCode).toBe(201)
  ids.reservation = (
    await t.db.selectFrom('reservations').select('id').executeTakeFirstOrThrow()
  ).id
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: makeContactBody(),
  })
  expect(sent.statusCode).toBe(201)
  ids.message = (
    await t.db.selectFrom('contact_messages').select('id').executeTakeFirstOrThrow()
  ).id

  tokens['no token'] = undefined
  tokens.customer = await registerCustomer(t.app)
  // A token from before the admin's sessions were ended (as a new password would).
  tokens['old token version'] = await loginAdmin(t.app)
  adminId = await userIdOf(t.app, tokens['old token version'])
  await t.db
    .updateTable('users')
    .set({ token_version: sql`token_version + 1` })
    .where('id', '=', adminId)
    .execute()
  tokens.admin = await loginAdmin(t.app)
  // Paid, so it has its receipt (issue 22 §3) whichever route the matrix tries first.
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${ids.order}/payment`,
    headers: { token: tokens.admin },
    payload: { paid: true },
  })
  expect(paid.statusCode).toBe(200)
  const { token_version } = await t.db
    .selectFrom('users')
    .select('token_version')
    .where('id', '=', adminId)
    .executeTakeFirstOrThrow()
  const version = Number(token_version)
  const now = Math.floor(Date.now() / 1000)
  const secret = new TextEncoder().encode(TEST_JWT_SECRET)
  // Each is the admin's, as current as can be, but for the one thing wrong with it.
  tokens.expired = await adminClaims(version, now - 60).sign(secret)
  tokens['wrong signature'] = await adminClaims(version, now + 3600).sign(
    new TextEncoder().encode('another-secret-that-is-at-least-32-bytes-long'),
  )
  tokens['alg none'] =
    `${encode({ alg: 'none', typ: 'JWT' })}.` +
    `${encode({ sub: adminId, role: 'admin', ver: version, iat: now, exp: now + 3600 })}.`
  for (const code of ['MATRIX', 'MATRIX-GONE']) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promo-codes',
      headers: { token: tokens.admin },
      payload: promo(code),
    })
    expect(created.statusCode).toBe(201)
  }
})

afterAll(async () => {
  await t.close()
})

/** Every row of every table, as one hash: equal hashes, nothing changed. */
async function databaseHash(): Promise<string> {
  const tables =
    t.engine === 'postgres'
      ? await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(t.db)
      : await sql<{ name: string }>`
          select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
          t.db,
        )
  const hash = createHash('sha256')
  for (const { name } of tables.rows.sort((a, b) => a.name.localeCompare(b.name))) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db)
    const lines = rows.rows.map((row) =>
      JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b))),
    )
    hash.update(`${name}\n${lines.sort().join('\n')}\n`)
  }
  return hash.digest('hex')
}

interface Answer {
  status: number
  body: unknown
}

/**
 * An event stream through a real connection: the status line, then the body when it is no
 * stream (an error), and the connection closed either way.
 */
function callStream(method: string, url: string, headers: Record<string, string>) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(`${base}${url}`, { method, headers, agent: false }, (response) => {
      const status = response.statusCode ?? 0
      if (String(response.headers['content-type']).startsWith('text/event-stream')) {
        request.destroy()
        resolve({ status, body: undefined })
        return
      }
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => {
        const json = String(response.headers['content-type']).startsWith('application/json')
        resolve({ status, body: json && text ? JSON.parse(text) : undefined })
      })
    })
    request.on('error', reject)
    request.end()
  })
}

async function call(method: string, route: string, spec: RouteCase, caller: Caller) {
  const url = spec.url?.() ?? route
  const token = tokens[caller]
  const headers: Record<string, string> = token ? { token } : {}
  if (url.includes('/stream')) return callStream(method, url, headers)
  const payload = await spec.payload?.()
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
  return {
    status: response.statusCode,
    body:
      response.body && String(response.headers['content-type']).startsWith('application/json')
        ? response.json()
        : undefined,
  }
}

/** What `caller` should get from a route of `access`: through, or refused with 401 or 403. */
function expected(access: Access, caller: Caller): 'through' | 401 | 403 {
  if (access === 'public') return 'through'
  if (access === 'metrics token') return 401
  if (BAD_TOKENS.includes(caller)) return 401
  if (caller === 'no token') return access === 'optional' ? 'through' : 401
  if (caller === 'customer') return access === 'admin' ? 403 : 'through'
  return 'through'
}

describe('the route table', () => {
  it('has every route classified as public, optional, customer or admin', () => {
    const unclassified = t.routes
      .filter(({ method, url }) => !isWebAppRoute(method, url))
      // A HEAD route is its GET route's twin, classified with it.
      .map(({ method, url }) => `${method === 'HEAD' ? 'GET' : method} ${url}`)
      .filter((key) => !(key in ROUTES))
    expect(unclassified).toEqual([])
    // And no line of ROUTES names a route the app does not have.
    const inTable = new Set(t.routes.map(({ method, url }) => `${method} ${url}`))
    expect(Object.keys(ROUTES).filter((key) => !inTable.has(key))).toEqual([])
  })
})

describe('the metrics token', () => {
  it('opens /metrics and nothing else: it is no login token', async () => {
    const authorization = `Bearer ${METRICS_TOKEN}`
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization },
    })
    expect(metrics.statusCode).toBe(200)
    for (const url of ['/api/admin/today', '/api/user/me']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization } })
      expect(response.statusCode, url).toBe(401)
    }
  })
})

describe.each(CALLERS)('a caller with %s', (caller) => {
  it('gets through where allowed, and elsewhere a 401 or 403 that changes nothing', async () => {
    const failures: string[] = []
    for (const { method, url: route } of t.routes) {
      const spec: RouteCase | undefined = isWebAppRoute(method, route)
        ? { access: 'public' }
        : ROUTES[`${method === 'HEAD' ? 'GET' : method} ${route}`]
      if (!spec) continue // reported by the route table's test
      const want = expected(spec.access, caller)
      const before = want === 'through' ? '' : await databaseHash()
      const { status, body } = await call(method, route, spec, caller)
      const what = `${method} ${route} (${spec.access})`
      if (want === 'through') {
        const ok = spec.through ? status === spec.through : status >= 200 && status < 300
        if (!ok) failures.push(`${what}: ${status}, expected ${spec.through ?? '2xx'}`)
        continue
      }
      if (status !== want) failures.push(`${what}: ${status}, expected ${want}`)
      if (method !== 'HEAD') {
        const message = (body as { message?: unknown } | undefined)?.message
        if ((body as { success?: unknown } | undefined)?.success !== false || !message) {
          failures.push(`${what}: body ${JSON.stringify(body)} is not { success: false, message }`)
        }
      }
      if ((await databaseHash()) !== before) failures.push(`${what}: the database changed`)
    }
    expect(failures).toEqual([])
  }, 60_000)
})
