import {
  DEFAULT_RESTAURANT_HOURS,
  DEFAULT_RESTAURANT_WORDS,
  DEFAULT_VAT_SETTINGS,
  DEFAULT_RESTAURANT_LEGAL,
  DEMO_IDENTITY,
  errorAnswer,
} from '@quan/domain'
import {
  makeAddress,
  makeContactBody,
  makeOrderBody,
  makeReservationBody,
} from '@quan/domain/testing'
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { InjectOptions } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customerDetails, loginAdmin, registerCustomer } from './auth'
import { buildTestApp, type TestApp } from './build-test-app'
import { listenOnFreePort, openEventStream } from './event-stream'
import { FakeStripe } from './fake-stripe'
import { insertTestFoods } from './seed'
import { subscriptionAt } from './fake-push-service'
import { deadPort } from './smtp'

/**
 * The API as /api/openapi.json describes it (issue 10 §1): every /api route is in the
 * description, and real answers of every route, its happy path and a refusal, match the
 * description's schema for their status.
 */

interface Operation {
  security?: Record<string, string[]>[]
  'x-admin'?: boolean
  responses: Record<string, { content?: Record<string, { schema: object }> }>
}
interface Description {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes: Record<string, object> }
}

let t: TestApp
let description: Description
const tokens = { admin: '', customer: '', leaving: '' }
const ids = {
  order: '',
  trackingCode: '',
  reservation: '',
  message: '',
  paidOnline: '',
  address: '',
  /** Table T3's link on the sheet in use (issue 24 §5). */
  tableToken: '',
}
/** Issue 22 §1: Stripe's API, faked, so that the payment routes have their happy paths too. */
let fake: FakeStripe
/** The app's address: it listens, for Stripe's webhooks and the event streams. */
let listening = ''
const PROMO = {
  code: 'CONTRACT10',
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
}
const PHONE = '0901234567'
/** A browser's push subscription at a push service that is not there (a closed port). */
let push: ReturnType<typeof subscriptionAt>

/** Prometheus's bearer token: GET /metrics is there only with one (issue 25 §3). */
const METRICS_TOKEN = 'metrics-token-of-the-contract-test'

/** Fastify's `/a/:id` as OpenAPI writes it, `/a/{id}`. */
const describedPath = (url: string) => url.replace(/:(\w+)/g, '{$1}')

/** The /api routes of the route table that the description leaves out ('METHOD /path'). */
function undescribed(routes: { method: string; url: string }[], document: Description): string[] {
  return routes
    .filter(({ method, url }) => url.startsWith('/api/') && method !== 'HEAD')
    .filter(({ method, url }) => !document.paths[describedPath(url)]?.[method.toLowerCase()])
    .map(({ method, url }) => `${method} ${url}`)
}

beforeAll(async () => {
  fake = await FakeStripe.start()
  push = subscriptionAt(`https://127.0.0.1:${await deadPort()}`)
  t = await buildTestApp({
    env: {
      ...fake.env(),
      METRICS_TOKEN,
      PRINTER_URL: `tcp://127.0.0.1:${await deadPort()}`,
      PUSH_SERVICE_HOSTS: '127.0.0.1',
    },
  })
  await insertTestFoods(t.db, [
    { _id: 'food-1' },
    { _id: 'food-2', name: 'Bún bò Huế', sku: 'BUN-1' },
    { _id: 'food-3', name: 'Gỏi cuốn', sku: 'GC-1' },
  ])
  const answer = await t.app.inject('/api/openapi.json')
  expect(answer.statusCode).toBe(200)
  description = answer.json()
  tokens.admin = await loginAdmin(t.app)
  tokens.customer = await registerCustomer(t.app)
  // Issue 24 §4: a customer who deletes their account.
  tokens.leaving = await registerCustomer(t.app)
  // A saved address of the customer's (issue 24 §3), to change, make the default and remove.
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/user/addresses',
    headers: { token: tokens.customer },
    payload: makeAddress({ street: 'Saved 1' }),
  })
  expect(saved.statusCode).toBe(201)
  ids.address = saved.json().data[0]._id
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: makeOrderBody(),
  })
  expect(placed.statusCode).toBe(201)
  ids.order = placed.json().orderId
  ids.trackingCode = placed.json().trackingCode
  await t.app.inject({ method: 'POST', url: '/api/reservation', payload: makeReservationBody() })
  ids.reservation = (
    await t.db.selectFrom('reservations').select('id').executeTakeFirstOrThrow()
  ).id
  await t.app.inject({ method: 'POST', url: '/api/contact', payload: makeContactBody() })
  ids.message = (
    await t.db.selectFrom('contact_messages').select('id').executeTakeFirstOrThrow()
  ).id
  // An order paid online (issue 22 §1), to refund.
  listening = await listenOnFreePort(t.app)
  fake.webhookUrl = `${listening}/api/payments/stripe/webhook`
  await t.app.inject({
    method: 'PUT',
    url: '/api/admin/payments',
    headers: { token: tokens.admin },
    payload: { cash: true, card: false, online: true },
  })
  const online = await t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: makeOrderBody({ paymentMethod: 'online' }),
  })
  expect(online.statusCode).toBe(201)
  ids.paidOnline = online.json().orderId
  await fake.pay(fake.sessionOf(ids.paidOnline)!.id)
  // Ordering at the table (issue 24 §5), on with three tables, and table T3's link.
  const dineIn = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/dine-in',
    headers: { token: tokens.admin },
    payload: { enabled: true, tables: ['T1', 'T2', 'T3'] },
  })
  expect(dineIn.statusCode).toBe(200)
  const sheet = await t.app.inject({
    method: 'GET',
    url: '/api/admin/dine-in/sheet',
    headers: { token: tokens.admin },
  })
  ids.tableToken = sheet.json().data.tables[2].token
})

afterAll(async () => {
  await t?.close()
  await fake?.close()
})

/** A Stripe event the fake signs when it is sent, as Stripe signs each delivery. */
const STRIPE_EVENT = JSON.stringify({
  id: 'evt_contract',
  object: 'event',
  type: 'customer.created',
  data: { object: { id: 'cus_1', object: 'customer' } },
})

describe('GET /api/openapi.json', () => {
  it('describes every /api route of the route table', () => {
    expect(description.openapi).toBe('3.1.0')
    expect(undescribed(t.routes, description)).toEqual([])
    // Pages and pictures are not API.
    expect(Object.keys(description.paths).filter((path) => !path.startsWith('/api/'))).toEqual([])
  })

  it('reports a route the description leaves out', () => {
    const hidden = structuredClone(description)
    delete hidden.paths['/api/admin/orders/{id}/status']
    expect(undescribed(t.routes, hidden)).toEqual(['POST /api/admin/orders/:id/status'])
  })

  it('names how to send the token, and marks admin-only routes', () => {
    expect(description.components.securitySchemes).toEqual({
      token: { type: 'apiKey', in: 'header', name: 'token' },
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    })
    const operation = (route: string) => {
      const [method, url] = route.split(' ') as [string, string]
      return description.paths[url]![method.toLowerCase()]!
    }
    expect(operation('GET /api/admin/orders')['x-admin']).toBe(true)
    expect(operation('GET /api/admin/orders').security).toEqual([{ token: [] }, { bearer: [] }])
    expect(operation('GET /api/user/me')['x-admin']).toBeUndefined()
    expect(operation('GET /api/user/me').security).toEqual([{ token: [] }, { bearer: [] }])
    expect(operation('GET /api/food/list').security).toBeUndefined()
    // Every route under /api/admin/ is marked, and the admin's food edits too.
    for (const [path, item] of Object.entries(description.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const adminOnly = path.startsWith('/api/admin/') || path.startsWith('/api/food/e')
        if (adminOnly || path === '/api/food/remove') {
          expect(op['x-admin'], `${method} ${path}`).toBe(true)
        }
      }
    }
  })

  it('gives away no secret', () => {
    const text = JSON.stringify(description)
    expect(text).not.toContain('test-secret-that-is-long-enough')
    expect(text).not.toContain('admin-password')
    expect(text).not.toContain(tokens.admin)
  })
})

describe('GET /api/docs', () => {
  it('is a page of the description from our own origin, with no script and no other site', async () => {
    const page = await t.app.inject('/api/docs')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.body).toContain('<code>POST /api/order/place</code>')
    expect(page.body).toContain('/api/openapi.json')
    expect(page.body).not.toMatch(/<script|https?:\/\//i)
    expect(page.headers['content-security-policy']).toContain("default-src 'none'")
  })
})

// ---------------------------------------------------------------------------------------------
// Real answers against the description

const ajv = new Ajv2020({ strict: false, allErrors: true })

function describedSchema(route: string, status: number): object | undefined {
  const [method, url] = route.split(' ') as [string, string]
  const operation = description.paths[describedPath(url)]?.[method.toLowerCase()]
  const response =
    operation?.responses[String(status)] ?? operation?.responses[`${String(status)[0]}XX`]
  return response?.content?.['application/json']?.schema
}

type Caller = keyof typeof tokens | 'nobody'

interface Call {
  /** 'METHOD /route/:param' as in the route table. */
  route: string
  status: number
  caller?: Caller
  url?: () => string
  payload?: () => unknown
  headers?: Record<string, string>
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer()

const dish = (sku: string) => ({
  name: 'Bánh xèo',
  nameVI: 'Bánh xèo',
  nameEN: 'Sizzling pancake',
  nameSK: 'Palacinka',
  description: 'Crisp',
  price: 7.5,
  sku,
  category: 'Noodles',
  status: 'active',
  isPromotion: false,
  promotionPrice: 0,
  image: '',
  options: [],
})

/** The last order cancelled by cancelledOrder(), for the owner to erase. */
const cancelled = { id: '' }

/** A new order, cancelled at once (done, so its guest's data may be erased): its code. */
async function cancelledOrder(): Promise<string> {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: makeOrderBody(),
  })
  cancelled.id = placed.json().orderId
  const moved = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${cancelled.id}/status`,
    headers: { token: tokens.admin },
    payload: { status: 'Cancelled', reason: 'Closed early' },
  })
  expect(moved.statusCode, moved.body).toBe(200)
  return placed.json().trackingCode
}

/** Each route: its happy path, then at least one refusal. In the order they run. */
const CALLS: Call[] = [
  { route: 'GET /api/openapi.json', status: 200 },
  { route: 'GET /api/config', status: 200 },
  { route: 'GET /api/health', status: 200 },
  { route: 'GET /api/health/ready', status: 200 },
  // Not API: Prometheus's text, out of the description like the pages (issue 25 §3).
  { route: 'GET /metrics', status: 200, headers: { authorization: `Bearer ${METRICS_TOKEN}` } },
  { route: 'GET /metrics', status: 401 },
  { route: 'GET /api/category', status: 200 },
  { route: 'GET /api/food/list', status: 200, url: () => '/api/food/list?forUser=true' },
  { route: 'GET /api/food/list', status: 200 },
  { route: 'POST /api/user/register', status: 201, payload: () => customerDetails() },
  { route: 'POST /api/user/register', status: 400, payload: () => ({ name: '' }) },
  {
    route: 'POST /api/user/login',
    status: 200,
    payload: () => ({ email: 'admin@quan.test', password: 'admin-password' }),
  },
  {
    route: 'POST /api/user/login',
    status: 401,
    payload: () => ({ email: 'admin@quan.test', password: 'not-the-password' }),
  },
  { route: 'GET /api/user/me', status: 200, caller: 'customer' },
  { route: 'GET /api/user/me', status: 401 },
  // Issue 24 §3: saved delivery addresses; each write answers the list as it now is.
  { route: 'GET /api/user/addresses', status: 200, caller: 'customer' },
  { route: 'GET /api/user/addresses', status: 401 },
  {
    route: 'POST /api/user/addresses',
    status: 201,
    caller: 'customer',
    payload: () => makeAddress(),
  },
  {
    route: 'POST /api/user/addresses',
    status: 400,
    caller: 'customer',
    payload: () => makeAddress({ phone: 'call me' }),
  },
  {
    route: 'PUT /api/user/addresses/:id',
    status: 200,
    caller: 'customer',
    url: () => `/api/user/addresses/${ids.address}`,
    payload: () => makeAddress({ street: 'Nov\u00e1 5' }),
  },
  {
    route: 'PUT /api/user/addresses/:id',
    status: 404,
    caller: 'customer',
    url: () => '/api/user/addresses/no-such-address',
    payload: () => makeAddress(),
  },
  {
    route: 'POST /api/user/addresses/:id/default',
    status: 200,
    caller: 'customer',
    url: () => `/api/user/addresses/${ids.address}/default`,
  },
  {
    route: 'POST /api/user/addresses/:id/default',
    status: 404,
    caller: 'customer',
    url: () => '/api/user/addresses/no-such-address/default',
  },
  {
    route: 'DELETE /api/user/addresses/:id',
    status: 200,
    caller: 'customer',
    url: () => `/api/user/addresses/${ids.address}`,
  },
  {
    route: 'DELETE /api/user/addresses/:id',
    status: 404,
    caller: 'customer',
    url: () => `/api/user/addresses/${ids.address}`,
  },
  {
    route: 'POST /api/cart/add',
    status: 200,
    caller: 'customer',
    payload: () => ({ itemId: 'food-1' }),
  },
  { route: 'POST /api/cart/add', status: 400, caller: 'customer', payload: () => ({}) },
  { route: 'POST /api/cart/get', status: 200, caller: 'customer', payload: () => ({}) },
  { route: 'POST /api/cart/get', status: 401, payload: () => ({}) },
  {
    route: 'POST /api/cart/remove',
    status: 200,
    caller: 'customer',
    payload: () => ({ itemId: 'food-1' }),
  },
  { route: 'POST /api/cart/remove', status: 401, payload: () => ({ itemId: 'food-1' }) },
  {
    route: 'POST /api/order/place',
    status: 201,
    caller: 'customer',
    payload: () => makeOrderBody(),
  },
  {
    route: 'POST /api/order/place',
    status: 409,
    payload: () => makeOrderBody({ amount: 1 }),
  },
  {
    route: 'POST /api/order/place',
    status: 400,
    payload: () => makeOrderBody(),
    headers: { 'idempotency-key': 'short' },
  },
  { route: 'POST /api/order/userorders', status: 200, caller: 'customer', payload: () => ({}) },
  { route: 'POST /api/order/userorders', status: 401, payload: () => ({}) },
  {
    route: 'POST /api/order/track',
    status: 200,
    payload: () => ({ trackingCode: ids.trackingCode, phone: PHONE }),
  },
  { route: 'POST /api/order/track', status: 200, payload: () => ({ phone: PHONE }) },
  { route: 'POST /api/order/track', status: 404, payload: () => ({ phone: '0999999999' }) },
  {
    route: 'POST /api/orders/track',
    status: 200,
    payload: () => ({ trackingCode: ids.trackingCode, phone: PHONE }),
  },
  { route: 'POST /api/orders/track', status: 400, payload: () => ({ phone: PHONE }) },
  { route: 'GET /api/orders/track/stream', status: 400, url: () => '/api/orders/track/stream' },
  // Web Push (issue 24 §2), at a push service that is not there (a closed port).
  { route: 'GET /api/push/key', status: 200 },
  {
    route: 'POST /api/orders/push/subscribe',
    status: 201,
    payload: () => ({ trackingCode: ids.trackingCode, phone: PHONE, subscription: push }),
  },
  {
    route: 'POST /api/orders/push/subscribe',
    status: 404,
    payload: () => ({ trackingCode: ids.trackingCode, phone: '0999999999', subscription: push }),
  },
  { route: 'POST /api/orders/push/subscribe', status: 400, payload: () => ({}) },
  {
    route: 'POST /api/orders/push/unsubscribe',
    status: 200,
    payload: () => ({ trackingCode: ids.trackingCode, phone: PHONE, subscription: push }),
  },
  {
    route: 'POST /api/orders/push/unsubscribe',
    status: 400,
    payload: () => ({ trackingCode: ids.trackingCode, phone: PHONE }),
  },
  { route: 'POST /api/contact', status: 201, payload: () => makeContactBody() },
  { route: 'POST /api/contact', status: 400, payload: () => makeContactBody({ email: 'no' }) },
  {
    route: 'POST /api/reservation',
    status: 201,
    payload: () => makeReservationBody({ phone: '0901 000002', email: 'two@example.com' }),
  },
  { route: 'POST /api/reservation', status: 400, payload: () => ({}) },

  { route: 'GET /api/admin/orders', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/orders', status: 403, caller: 'customer' },
  {
    route: 'GET /api/admin/orders',
    status: 400,
    caller: 'admin',
    url: () => '/api/admin/orders?day=someday',
  },
  { route: 'GET /api/admin/orders/stream', status: 401 },
  {
    route: 'POST /api/admin/orders/:id/status',
    status: 200,
    caller: 'admin',
    url: () => `/api/admin/orders/${ids.order}/status`,
    payload: () => ({ status: 'Preparing' }),
  },
  {
    route: 'POST /api/admin/orders/:id/status',
    status: 404,
    caller: 'admin',
    url: () => '/api/admin/orders/no-such-order/status',
    payload: () => ({ status: 'Preparing' }),
  },
  // The late notice (issue 23 §1).
  {
    route: 'POST /api/admin/orders/:id/late',
    status: 200,
    caller: 'admin',
    url: () => `/api/admin/orders/${ids.order}/late`,
    payload: () => ({ minutes: 15 }),
  },
  {
    route: 'POST /api/admin/orders/:id/late',
    status: 400,
    caller: 'admin',
    url: () => `/api/admin/orders/${ids.order}/late`,
    payload: () => ({ minutes: 7 }),
  },
  {
    route: 'POST /api/admin/orders/:id/payment',
    status: 200,
    caller: 'admin',
    url: () => `/api/admin/orders/${ids.order}/payment`,
    payload: () => ({ paid: true }),
  },
  // Issue 23 §2: the printer at PRINTER_URL is away (a closed port); the job stays queued.
  { route: 'GET /api/admin/printer', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/printer', status: 401 },
  {
    route: 'POST /api/admin/orders/:id/print',
    status: 200,
    caller: 'admin',
    url: () => `/api/admin/orders/${ids.order}/print`,
  },
  {
    route: 'POST /api/admin/orders/:id/print',
    status: 404,
    caller: 'admin',
    url: () => '/api/admin/orders/no-such-order/print',
  },
  // Marked paid just above: the order has its receipt (issue 22 §3).
  {
    route: 'GET /api/admin/orders/:id/receipt',
    status: 200,
    caller: 'admin',
    url: () => `/api/admin/orders/${ids.order}/receipt`,
  },
  {
    route: 'GET /api/admin/orders/:id/receipt',
    status: 404,
    caller: 'admin',
    url: () => '/api/admin/orders/no-such-order/receipt',
  },
  {
    route: 'POST /api/orders/receipt',
    status: 200,
    payload: () => ({ trackingCode: ids.trackingCode, phone: PHONE }),
  },
  { route: 'POST /api/orders/receipt', status: 400, payload: () => ({ phone: PHONE }) },
  {
    route: 'POST /api/admin/orders/:id/payment',
    status: 400,
    caller: 'admin',
    url: () => `/api/admin/orders/${ids.order}/payment`,
    payload: () => ({ paid: 'yes' }),
  },
  {
    route: 'GET /api/admin/reservations',
    status: 200,
    caller: 'admin',
    url: () => `/api/admin/reservations?day=${makeReservationBody().reservationDate}`,
  },
  { route: 'GET /api/admin/reservations', status: 401 },
  {
    route: 'POST /api/admin/reservations/:id/confirm',
    status: 200,
    caller: 'admin',
    url: () => `/api/admin/reservations/${ids.reservation}/confirm`,
  },
  {
    route: 'POST /api/admin/reservations/:id/confirm',
    status: 409,
    caller: 'admin',
    url: () => `/api/admin/reservations/${ids.reservation}/confirm`,
  },
  {
    route: 'POST /api/admin/reservations/:id/cancel',
    status: 200,
    caller: 'admin',
    url: () => `/api/admin/reservations/${ids.reservation}/cancel`,
    payload: () => ({ reason: 'The kitchen is closed' }),
  },
  {
    route: 'POST /api/admin/reservations/:id/cancel',
    status: 404,
    caller: 'admin',
    url: () => '/api/admin/reservations/nobody/cancel',
  },
  { route: 'GET /api/admin/messages', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/messages', status: 403, caller: 'customer' },
  {
    route: 'POST /api/admin/messages/:id/handled',
    status: 200,
    caller: 'admin',
    url: () => `/api/admin/messages/${ids.message}/handled`,
    payload: () => ({ handled: true }),
  },
  {
    route: 'POST /api/admin/messages/:id/handled',
    status: 404,
    caller: 'admin',
    url: () => '/api/admin/messages/none/handled',
    payload: () => ({ handled: true }),
  },
  { route: 'GET /api/admin/today', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/today', status: 401 },
  { route: 'GET /api/admin/delivery-areas', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/delivery-areas', status: 403, caller: 'customer' },
  {
    route: 'PUT /api/admin/delivery-areas',
    status: 200,
    caller: 'admin',
    payload: () => ({
      areas: [{ name: 'Everywhere', postalCodes: ['*'], fee: 2, minimum: 0, freeFrom: null }],
    }),
  },
  {
    route: 'PUT /api/admin/delivery-areas',
    status: 400,
    caller: 'admin',
    payload: () => ({ areas: [] }),
  },
  { route: 'GET /api/admin/restaurant/hours', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/restaurant/hours', status: 403, caller: 'customer' },
  {
    route: 'PUT /api/admin/restaurant/hours',
    status: 200,
    caller: 'admin',
    payload: () => ({ ...DEFAULT_RESTAURANT_HOURS, delivery: 'always' }),
  },
  {
    route: 'PUT /api/admin/restaurant/hours',
    status: 400,
    caller: 'admin',
    payload: () => ({ ...DEFAULT_RESTAURANT_HOURS, timeZone: 'Mars/Olympus' }),
  },
  { route: 'GET /api/admin/ordering', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/ordering', status: 403, caller: 'customer' },
  {
    route: 'PUT /api/admin/ordering',
    status: 200,
    caller: 'admin',
    payload: () => ({
      pickup: false,
      laterOrders: false,
      deliveryLeadMinutes: 45,
      pickupLeadMinutes: 20,
      slotCap: null,
    }),
  },
  {
    route: 'PUT /api/admin/ordering',
    status: 400,
    caller: 'admin',
    payload: () => ({
      pickup: true,
      laterOrders: false,
      deliveryLeadMinutes: 45,
      pickupLeadMinutes: 20,
      slotCap: 0,
    }),
  },
  // Ordering at the table (issue 24 §5)
  { route: 'GET /api/admin/dine-in', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/dine-in', status: 403, caller: 'customer' },
  {
    route: 'PUT /api/admin/dine-in',
    status: 200,
    caller: 'admin',
    payload: () => ({ enabled: true, tables: ['T1', 'T2', 'T3'] }),
  },
  {
    route: 'PUT /api/admin/dine-in',
    status: 400,
    caller: 'admin',
    payload: () => ({ enabled: true, tables: ['T1', 't1'] }),
  },
  { route: 'GET /api/admin/dine-in/sheet', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/dine-in/sheet', status: 401 },
  {
    route: 'GET /api/table/:token',
    status: 200,
    url: () => `/api/table/${encodeURIComponent(ids.tableToken)}`,
  },
  {
    route: 'GET /api/table/:token',
    status: 400,
    url: () => '/api/table/1.VDM.AAAAAAAAAAAAAAAAAAAAAA',
  },
  // After the link's happy path: the revoke makes it a link of an old sheet.
  { route: 'POST /api/admin/dine-in/sheet/revoke', status: 200, caller: 'admin' },
  { route: 'POST /api/admin/dine-in/sheet/revoke', status: 403, caller: 'customer' },
  {
    route: 'GET /api/table/:token',
    status: 409,
    url: () => `/api/table/${encodeURIComponent(ids.tableToken)}`,
  },
  // The restaurant as set up in Settings (issue 21)
  { route: 'GET /api/restaurant', status: 200 },
  { route: 'GET /api/admin/restaurant/identity', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/restaurant/identity', status: 403, caller: 'customer' },
  {
    route: 'PUT /api/admin/restaurant/identity',
    status: 200,
    caller: 'admin',
    payload: () => DEMO_IDENTITY,
  },
  {
    route: 'PUT /api/admin/restaurant/identity',
    status: 400,
    caller: 'admin',
    payload: () => ({ ...DEMO_IDENTITY, languages: [] }),
  },
  { route: 'GET /api/admin/restaurant/words', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/restaurant/words', status: 403, caller: 'customer' },
  {
    route: 'PUT /api/admin/restaurant/words',
    status: 200,
    caller: 'admin',
    payload: () => DEFAULT_RESTAURANT_WORDS,
  },
  {
    route: 'PUT /api/admin/restaurant/words',
    status: 400,
    caller: 'admin',
    payload: () => ({
      ...DEFAULT_RESTAURANT_WORDS,
      sk: { ...DEFAULT_RESTAURANT_WORDS.sk, faq: 'none' },
    }),
  },
  { route: 'GET /api/admin/kitchen', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/kitchen', status: 403, caller: 'customer' },
  {
    route: 'PUT /api/admin/kitchen',
    status: 200,
    caller: 'admin',
    payload: () => ({ action: 'delay', minutes: 0 }),
  },
  {
    route: 'PUT /api/admin/kitchen',
    status: 400,
    caller: 'admin',
    payload: () => ({ action: 'pause', minutes: 45 }),
  },
  // Promo codes (issue 11 §4): created, checked and used before they are paused and deleted.
  { route: 'POST /api/admin/promo-codes', status: 201, caller: 'admin', payload: () => PROMO },
  {
    route: 'POST /api/admin/promo-codes',
    status: 400,
    caller: 'admin',
    payload: () => ({ ...PROMO, value: 0 }),
  },
  {
    route: 'POST /api/promo/check',
    status: 200,
    payload: () => ({ code: 'contract10', subtotal: 12.5 }),
  },
  {
    route: 'POST /api/promo/check',
    status: 409,
    payload: () => ({ code: 'NO-SUCH-CODE', subtotal: 12.5 }),
  },
  {
    route: 'POST /api/order/place',
    status: 201,
    payload: () => makeOrderBody({ promoCode: 'CONTRACT10', amount: 13.25 }),
  },
  { route: 'GET /api/admin/promo-codes', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/promo-codes', status: 403, caller: 'customer' },
  {
    route: 'PUT /api/admin/promo-codes/:code',
    status: 200,
    caller: 'admin',
    url: () => '/api/admin/promo-codes/CONTRACT10',
    payload: () => ({ ...PROMO, value: 15 }),
  },
  {
    route: 'PUT /api/admin/promo-codes/:code',
    status: 404,
    caller: 'admin',
    url: () => '/api/admin/promo-codes/NOPE',
    payload: () => ({ ...PROMO, code: 'NOPE' }),
  },
  {
    route: 'POST /api/admin/promo-codes/:code/active',
    status: 200,
    caller: 'admin',
    url: () => '/api/admin/promo-codes/CONTRACT10/active',
    payload: () => ({ active: false }),
  },
  {
    route: 'POST /api/admin/promo-codes/:code/active',
    status: 404,
    caller: 'admin',
    url: () => '/api/admin/promo-codes/NOPE/active',
    payload: () => ({ active: false }),
  },
  {
    route: 'DELETE /api/admin/promo-codes/:code',
    status: 200,
    caller: 'admin',
    url: () => '/api/admin/promo-codes/CONTRACT10',
  },
  {
    route: 'DELETE /api/admin/promo-codes/:code',
    status: 404,
    caller: 'admin',
    url: () => '/api/admin/promo-codes/CONTRACT10',
  },
  { route: 'POST /api/admin/foods', status: 201, caller: 'admin', payload: () => dish('NEW-1') },
  {
    route: 'POST /api/admin/foods',
    status: 400,
    caller: 'admin',
    payload: () => ({ ...dish('NEW-2'), category: 'No such category' }),
  },
  {
    route: 'PUT /api/admin/foods/:id',
    status: 200,
    caller: 'admin',
    url: () => '/api/admin/foods/food-2',
    payload: () => dish('BUN-1'),
  },
  {
    route: 'PUT /api/admin/foods/:id',
    status: 400,
    caller: 'admin',
    url: () => '/api/admin/foods/food-2',
    payload: () => ({ ...dish('BUN-1'), price: 'free' }),
  },
  {
    route: 'POST /api/admin/foods/:id/archive',
    status: 200,
    caller: 'admin',
    url: () => '/api/admin/foods/food-3/archive',
  },
  {
    route: 'POST /api/admin/foods/:id/archive',
    status: 404,
    caller: 'admin',
    url: () => '/api/admin/foods/none/archive',
  },
  {
    route: 'POST /api/admin/foods/:id/restore',
    status: 200,
    caller: 'admin',
    url: () => '/api/admin/foods/food-3/restore',
  },
  {
    route: 'POST /api/admin/foods/:id/restore',
    status: 403,
    caller: 'customer',
    url: () => '/api/admin/foods/food-3/restore',
  },
  {
    route: 'PUT /api/admin/foods/:id/sold-out',
    status: 200,
    caller: 'admin',
    url: () => '/api/admin/foods/food-3/sold-out',
    payload: () => ({ soldOut: true }),
  },
  {
    route: 'PUT /api/admin/foods/:id/sold-out',
    status: 400,
    caller: 'admin',
    url: () => '/api/admin/foods/food-3/sold-out',
    payload: () => ({ soldOut: true, until: '2099-01-01T00:00:00Z' }),
  },
  {
    route: 'POST /api/admin/categories',
    status: 201,
    caller: 'admin',
    payload: () => ({ name: 'Soups', image: '' }),
  },
  {
    route: 'POST /api/admin/categories',
    status: 409,
    caller: 'admin',
    payload: () => ({ name: 'soups', image: '' }),
  },
  {
    route: 'PUT /api/admin/categories/order',
    status: 200,
    caller: 'admin',
    payload: async () => ({
      ids: (await t.db.selectFrom('categories').select('id').execute()).map((row) => row.id),
    }),
  },
  {
    route: 'PUT /api/admin/categories/order',
    status: 400,
    caller: 'admin',
    payload: () => ({ ids: 'all' }),
  },
  {
    route: 'PUT /api/admin/categories/:id',
    status: 200,
    caller: 'admin',
    url: () => '/api/admin/categories/cat-Noodles',
    payload: () => ({ name: 'Noodles', image: '' }),
  },
  {
    route: 'PUT /api/admin/categories/:id',
    status: 404,
    caller: 'admin',
    url: () => '/api/admin/categories/none',
    payload: () => ({ name: 'Rice', image: '' }),
  },
  {
    route: 'POST /api/admin/images',
    status: 201,
    caller: 'admin',
    payload: png,
    headers: { 'content-type': 'image/png' },
  },
  {
    route: 'POST /api/admin/images',
    status: 415,
    caller: 'admin',
    payload: () => 'not a picture',
    headers: { 'content-type': 'image/png' },
  },
  { route: 'GET /api/admin/restaurant/look', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/restaurant/look', status: 403, caller: 'customer' },
  {
    route: 'PUT /api/admin/restaurant/look',
    status: 200,
    caller: 'admin',
    payload: () => ({ brandColour: '#2f9e44', logo: null, banner: null }),
  },
  {
    route: 'PUT /api/admin/restaurant/look',
    status: 400,
    caller: 'admin',
    payload: () => ({ brandColour: 'green', logo: null, banner: null }),
  },
  {
    route: 'POST /api/admin/restaurant/look/logo',
    status: 201,
    caller: 'admin',
    payload: () =>
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
    headers: { 'content-type': 'image/svg+xml' },
  },
  {
    route: 'POST /api/admin/restaurant/look/logo',
    status: 415,
    caller: 'admin',
    payload: () => 'not a picture',
    headers: { 'content-type': 'image/png' },
  },
  {
    route: 'POST /api/admin/restaurant/look/banner',
    status: 201,
    caller: 'admin',
    payload: png,
    headers: { 'content-type': 'image/png' },
  },
  {
    route: 'POST /api/admin/restaurant/look/banner',
    status: 415,
    caller: 'admin',
    payload: () => 'not a picture',
    headers: { 'content-type': 'image/png' },
  },
  {
    route: 'PUT /api/food/edit/:id',
    status: 200,
    caller: 'admin',
    url: () => '/api/food/edit/food-2',
    payload: () => ({ name: 'Bún bò Huế', sku: 'BUN-1', category: 'Noodles', price: 11 }),
  },
  {
    route: 'PUT /api/food/edit/:id',
    status: 401,
    url: () => '/api/food/edit/food-2',
    payload: () => ({ name: 'Bún bò Huế', sku: 'BUN-1', category: 'Noodles', price: 11 }),
  },
  {
    route: 'DELETE /api/food/remove',
    status: 200,
    caller: 'admin',
    payload: () => ({ id: 'food-3' }),
  },
  { route: 'DELETE /api/food/remove', status: 404, caller: 'admin', payload: () => ({ id: 'x' }) },
  // Issue 21 §5: the menu file, the setup checklist, the demo's clearing.
  { route: 'GET /api/admin/menu-file', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/menu-file', status: 403, caller: 'customer' },
  {
    route: 'POST /api/admin/menu-file',
    status: 200,
    caller: 'admin',
    payload: () => ({
      csv: 'type,category,sku,name_vi,name_en,name_sk,price\r\ncategory,Noodles,,Mì,Noodles,Rezance,\r\n',
    }),
  },
  {
    route: 'POST /api/admin/menu-file',
    status: 422,
    caller: 'admin',
    payload: () => ({ csv: 'type\r\nsoup\r\n' }),
  },
  { route: 'GET /api/admin/setup', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/setup', status: 403, caller: 'customer' },
  { route: 'POST /api/admin/demo/clear', status: 200, caller: 'admin' },
  { route: 'POST /api/admin/demo/clear', status: 403, caller: 'customer' },
  { route: 'GET /api/docs', status: 200 },
  // Issue 23 §3: the reports.
  {
    route: 'GET /api/admin/reports',
    status: 200,
    caller: 'admin',
    url: () => '/api/admin/reports?from=2026-03-01&to=2026-03-31',
  },
  {
    route: 'GET /api/admin/reports',
    status: 400,
    caller: 'admin',
    url: () => '/api/admin/reports?from=2026-03-31&to=2026-03-01',
  },
  {
    route: 'GET /api/admin/reports/export',
    status: 200,
    caller: 'admin',
    url: () => '/api/admin/reports/export?report=sales-day&from=2026-03-01&to=2026-03-31&lang=sk',
  },
  { route: 'GET /api/admin/reports/export', status: 403, caller: 'customer' },
  // Issue 22 §2: the VAT rates.
  { route: 'GET /api/admin/vat-rates', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/vat-rates', status: 403, caller: 'customer' },
  {
    route: 'PUT /api/admin/vat-rates',
    status: 200,
    caller: 'admin',
    payload: () => DEFAULT_VAT_SETTINGS,
  },
  {
    route: 'PUT /api/admin/vat-rates',
    status: 400,
    caller: 'admin',
    payload: () => ({ ...DEFAULT_VAT_SETTINGS, dishRateId: 'gone' }),
  },
  // Issue 23 §2: the kitchen tickets, and the one order a ticket prints.
  {
    route: 'GET /api/admin/orders/:id',
    status: 200,
    caller: 'admin',
    url: () => `/api/admin/orders/${ids.order}`,
  },
  {
    route: 'GET /api/admin/orders/:id',
    status: 404,
    caller: 'admin',
    url: () => '/api/admin/orders/no-such-order',
  },
  { route: 'GET /api/admin/kitchen-tickets', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/kitchen-tickets', status: 403, caller: 'customer' },
  {
    route: 'PUT /api/admin/kitchen-tickets',
    status: 200,
    caller: 'admin',
    payload: () => ({ language: 'sk', printOn: 'arrived' }),
  },
  {
    route: 'PUT /api/admin/kitchen-tickets',
    status: 400,
    caller: 'admin',
    payload: () => ({ language: 'de', printOn: 'arrived' }),
  },
  // The guest's data in their hands (issue 24 §4)
  { route: 'GET /api/user/data', status: 200, caller: 'customer' },
  { route: 'GET /api/user/data', status: 401, caller: 'nobody' },
  {
    route: 'POST /api/user/delete',
    status: 400,
    caller: 'leaving',
    payload: () => ({ password: 'not the password' }),
  },
  {
    route: 'POST /api/user/delete',
    status: 200,
    caller: 'leaving',
    payload: () => ({ password: 'customer-password' }),
  },
  {
    route: 'POST /api/orders/personal-data',
    status: 200,
    payload: () => ({ trackingCode: ids.trackingCode, phone: PHONE }),
  },
  {
    route: 'POST /api/orders/personal-data',
    status: 404,
    payload: () => ({ trackingCode: ids.trackingCode, phone: '0901999999' }),
  },
  {
    route: 'POST /api/orders/personal-data/erase',
    status: 409,
    payload: () => ({ trackingCode: ids.trackingCode, phone: PHONE }),
  },
  {
    route: 'POST /api/orders/personal-data/erase',
    status: 200,
    payload: async () => ({ trackingCode: await cancelledOrder(), phone: PHONE }),
  },
  {
    route: 'GET /api/admin/orders/:id/personal-data',
    status: 200,
    caller: 'admin',
    url: () => `/api/admin/orders/${ids.order}/personal-data`,
  },
  {
    route: 'GET /api/admin/orders/:id/personal-data',
    status: 404,
    caller: 'admin',
    url: () => '/api/admin/orders/no-such-order/personal-data',
  },
  {
    route: 'POST /api/admin/orders/:id/personal-data/erase',
    status: 409,
    caller: 'admin',
    url: () => `/api/admin/orders/${ids.order}/personal-data/erase`,
  },
  {
    route: 'POST /api/admin/orders/:id/personal-data/erase',
    status: 200,
    caller: 'admin',
    url: () => `/api/admin/orders/${cancelled.id}/personal-data/erase`,
  },
  { route: 'GET /api/admin/personal-data', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/personal-data', status: 403, caller: 'customer' },
  {
    route: 'PUT /api/admin/personal-data',
    status: 200,
    caller: 'admin',
    payload: () => ({ retentionMonths: 36 }),
  },
  {
    route: 'PUT /api/admin/personal-data',
    status: 400,
    caller: 'admin',
    payload: () => ({ retentionMonths: 0 }),
  },
  // Payments (issue 22 §1)
  { route: 'GET /api/admin/payments', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/payments', status: 403, caller: 'customer' },
  {
    route: 'PUT /api/admin/payments',
    status: 200,
    caller: 'admin',
    payload: () => ({ cash: true, card: true, online: true }),
  },
  {
    route: 'PUT /api/admin/payments',
    status: 400,
    caller: 'admin',
    payload: () => ({ cash: false, card: false, online: false }),
  },
  {
    route: 'POST /api/admin/orders/:id/refunds',
    status: 200,
    caller: 'admin',
    url: () => `/api/admin/orders/${ids.paidOnline}/refunds`,
    payload: () => ({ amount: 1, reason: 'Missing sauce' }),
  },
  {
    route: 'POST /api/admin/orders/:id/refunds',
    status: 409,
    caller: 'admin',
    url: () => `/api/admin/orders/${ids.order}/refunds`,
    payload: () => ({}),
  },
  {
    route: 'POST /api/payments/stripe/webhook',
    status: 200,
    payload: () => STRIPE_EVENT,
    get headers() {
      return { 'content-type': 'application/json', 'stripe-signature': fake.sign(STRIPE_EVENT) }
    },
  },
  {
    route: 'POST /api/payments/stripe/webhook',
    status: 400,
    payload: () => STRIPE_EVENT,
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
  },
  // Issue 22 §2: the terms, privacy notice and allergen note.
  { route: 'GET /api/restaurant/legal', status: 200 },
  { route: 'GET /api/admin/restaurant/legal', status: 200, caller: 'admin' },
  { route: 'GET /api/admin/restaurant/legal', status: 403, caller: 'customer' },
  {
    route: 'PUT /api/admin/restaurant/legal',
    status: 200,
    caller: 'admin',
    payload: () => DEFAULT_RESTAURANT_LEGAL,
  },
  {
    route: 'PUT /api/admin/restaurant/legal',
    status: 400,
    caller: 'admin',
    payload: () => ({ ...DEFAULT_RESTAURANT_LEGAL, sk: { terms: 'x' } }),
  },
]

/**
 * Routes with nothing a caller could get wrong: no input, no token. Their refusals (a 503 of
 * the health check, a 429) are only described, not called.
 */
const NOTHING_TO_REFUSE = new Set([
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/config',
  'GET /api/restaurant',
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/category',
  'GET /api/food/list',
  'GET /api/restaurant/legal',
  'GET /api/push/key',
])

/** Event streams answer `text/event-stream`; their happy path is read over a real socket. */
const STREAMS = new Set(['GET /api/orders/track/stream', 'GET /api/admin/orders/stream'])

describe('real answers match the description', () => {
  it('calls every /api route, its happy path and a refusal', () => {
    const apiRoutes = [
      ...new Set(
        t.routes
          .filter(({ method, url }) => url.startsWith('/api/') && method !== 'HEAD')
          .map(({ method, url }) => `${method} ${url}`),
      ),
    ]
    const missing = apiRoutes.filter((route) => {
      const statuses = CALLS.filter((call) => call.route === route).map((call) => call.status)
      const happy = STREAMS.has(route) || statuses.some((status) => status < 300)
      const refused = NOTHING_TO_REFUSE.has(route) || statuses.some((status) => status >= 400)
      return !happy || !refused
    })
    expect(missing).toEqual([])
  })

  it.each(CALLS.map((call, index) => [`${call.route} → ${call.status}`, call, index] as const))(
    '%s',
    async (_name, call) => {
      const [method, route] = call.route.split(' ') as [InjectOptions['method'], string]
      const token = call.caller && call.caller !== 'nobody' ? tokens[call.caller] : undefined
      const payload = await call.payload?.()
      const answer = await t.app.inject({
        method,
        url: call.url?.() ?? route,
        headers: { ...(token ? { token } : {}), ...call.headers },
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      })
      expect(answer.statusCode, answer.body).toBe(call.status)
      if (call.route === 'GET /metrics') {
        expect(describedSchema(call.route, call.status)).toBeUndefined()
        if (call.status === 200) {
          expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
          expect(answer.body).toContain('# TYPE quan_orders_placed_total counter')
        } else {
          expect(errorAnswer.safeParse(answer.json()).success, answer.body).toBe(true)
        }
        return
      }
      if (call.route === 'GET /api/docs') {
        expect(describedSchema(call.route, 200)).toBeUndefined()
        return
      }
      if (
        ['GET /api/admin/menu-file', 'GET /api/admin/reports/export'].includes(call.route) &&
        call.status === 200
      ) {
        const [method, url] = call.route.split(' ') as [string, string]
        const described = description.paths[describedPath(url)]?.[method.toLowerCase()]
        expect(Object.keys(described?.responses['200']?.content ?? {})).toEqual(['text/csv'])
        expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
        return
      }
      const schema = describedSchema(call.route, call.status)
      expect(schema, `${call.route} describes ${call.status}`).toBeDefined()
      const validate = ajv.compile(schema!)
      const body: unknown = answer.json()
      expect(validate(body), JSON.stringify(validate.errors)).toBe(true)
    },
  )

  it('describes the event streams as text/event-stream, and they answer as such', async () => {
    for (const route of STREAMS) {
      const [method, url] = route.split(' ') as [string, string]
      const ok = description.paths[url]![method.toLowerCase()]!.responses['200']!
      expect(Object.keys(ok.content ?? {}), route).toEqual(['text/event-stream'])
    }
    const base = listening
    const track = await openEventStream(
      `${base}/api/orders/track/stream?code=${ids.trackingCode}&phone=${PHONE}`,
    )
    const board = await openEventStream(`${base}/api/admin/orders/stream`, {
      token: tokens.admin,
    })
    try {
      for (const stream of [track, board]) {
        expect(stream.status).toBe(200)
        expect(stream.headers['content-type']).toBe('text/event-stream')
      }
      expect((await track.next())?.event).toBe('order')
    } finally {
      track.close()
      board.close()
    }
  })
})
