import { makeContactBody, makeOrderBody, makeReservationBody } from '@quan/domain/testing'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, ADMIN_PASSWORD, loginAdmin, registerCustomer } from './auth'
import { buildTestApp } from './build-test-app'
import { subscriptionAt } from './fake-push-service'
import { insertTestFoods } from './seed'

/**
 * Every route of the app, called with hostile bodies, query strings, path parameters and
 * headers, without a token, as a customer and as the admin (issue #8). Whatever comes in, the
 * shop never answers 5xx, every error is `{ success: false, message }`, and it stays healthy.
 * The routes are read from Fastify's own table, so a new route is fuzzed without a word here.
 *
 * A fixed seed keeps the run repeatable; FUZZ_SEED and FUZZ_RUNS explore further by hand.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const RUNS = Number(process.env.FUZZ_RUNS ?? 15)
/** A request that has not answered by then has hung, which is a failure too. */
const REQUEST_TIMEOUT_MS = 5_000

const t = await buildTestApp()
// 'food-order' is in no path parameter, so its price stays that of makeOrderBody's total.
await insertTestFoods(t.db, [
  { _id: 'food-1' },
  { _id: 'food-2', name: 'Bún chả', sku: 'BUN-1' },
  { _id: 'food-order', name: 'Cơm tấm', sku: 'COM-1' },
])
const customer = await registerCustomer(t.app)
const admin = await loginAdmin(t.app)
const ids = await realIds(t.app)
const routes = routeTable(t.app)

afterAll(() => t.close())

interface Route {
  method: string
  url: string
}

/**
 * The route table as `printRoutes` draws it: one route per line, its depth shown by the
 * indentation, its path the parent's path plus its own part, its methods in brackets.
 */
function routeTable(app: FastifyInstance): Route[] {
  const found: Route[] = []
  const parents: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.indexOf('── ')
    if (at < 0) continue
    const depth = (at - 1) / 4
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 3))!
    const path = parents.slice(0, depth).join('') + match[1]!
    parents[depth] = match[1]!
    parents.length = depth + 1
    for (const method of match[2]?.split(', ') ?? []) found.push({ method, url: path })
  }
  return found
}

/** Ids that exist, so that some requests get past 'not found' into the services. */
async function realIds(app: FastifyInstance) {
  const placed = await app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: makeOrderBody(),
  })
  const { orderId, trackingCode } = placed.json<{ orderId: string; trackingCode: string }>()
  await app.inject({ method: 'POST', url: '/api/reservation', payload: makeReservationBody() })
  const booking = await t.db.selectFrom('reservations').select('id').executeTakeFirst()
  await app.inject({ method: 'POST', url: '/api/contact', payload: makeContactBody() })
  const message = await t.db.selectFrom('contact_messages').select('id').executeTakeFirst()
  const category = await t.db.selectFrom('categories').select(['id', 'name']).executeTakeFirst()
  return {
    orderId,
    trackingCode,
    reservationId: booking?.id ?? 'reservation',
    messageId: message?.id ?? 'message',
    categoryId: category?.id ?? 'category',
    categoryName: category?.name ?? 'Soups',
  }
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** JSON text written as is: numbers JSON.stringify cannot write (-0, 1e400), deep nesting. */
class Raw {
  constructor(readonly text: string) {}
}

function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.keys(value).map(
      (key) => `${JSON.stringify(key)}:${toJson((value as Record<string, unknown>)[key])}`,
    )
    return `{${entries.join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

const LONE_SURROGATES = ['\ud800', '\udfff', 'a\udc00b', '\ude00\ud83d']

const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'Eve\u0000',
    '\u0007\u001b[2J',
    '\u007f',
    'Ko\u0085šice',
    ...LONE_SURROGATES,
    '\u200f\u202eevil',
    '🍜👍🏽👨‍👩‍👧',
    'e\u0301\u0301\u0301\u0301',
    'NaN',
    'Infinity',
    '-0',
    '1e308',
    '0x10',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    'AB123456',
    '0901234567',
    '2026-02-30',
    'Pending',
    'food-1',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // Long texts, within the 100 KB body limit.
  fc.constantFrom(200, 5_001, 60_000).map((length) => 'x'.repeat(length)),
)

const hostileNumber = fc.oneof(
  fc.constantFrom(
    new Raw('-0'),
    new Raw('1e308'),
    new Raw('-1e308'),
    new Raw('1e400'),
    new Raw('1e-400'),
    new Raw('123456789012345678901234567890'),
    // Past the 32-bit integer columns that keep cents.
    21_474_836.48,
    2 ** 31,
    1e9,
    1e15,
    0,
    -1,
    0.1,
    12.345,
    2 ** 53 + 2,
    Number.MIN_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
)

const deepNesting = fc
  .constantFrom(64, 1_000, 20_000)
  .chain((depth) =>
    fc.constantFrom(
      new Raw('['.repeat(depth) + ']'.repeat(depth)),
      new Raw('{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
    ),
  )

const prototypeKeys = fc.constantFrom(
  JSON.parse('{"__proto__":{"role":"admin","isAdmin":true}}') as unknown,
  JSON.parse('{"constructor":{"prototype":{"role":"admin"}}}') as unknown,
  JSON.parse('{"__proto__":[],"toString":"x","hasOwnProperty":1}') as unknown,
)

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 2 },
  fc.constantFrom(null, true, false, [], {}, [[]], [{}]),
  deepNesting,
  prototypeKeys,
  fc.jsonValue({ maxDepth: 3 }),
)

// ---------------------------------------------------------------------------------------------
// Valid requests, to be broken in one place: they reach past the first check into the services

const dish = {
  name: 'Phở bò',
  nameVI: 'Phở bò',
  nameEN: 'Beef pho',
  nameSK: 'Hovädzie pho',
  description: 'Broth',
  price: 9.9,
  sku: 'PHO-9',
  category: ids.categoryName,
  status: 'active',
  image: '',
  isPromotion: true,
  promotionPrice: 8.5,
  options: [
    {
      name: 'Size',
      pricingMode: 'add',
      defaultChoiceCode: 'small',
      choices: [
        { code: 'small', label: 'Small', price: 0 },
        { code: 'large', label: 'Large', price: 1.5 },
      ],
    },
  ],
}

function sampleBody(route: Route): unknown {
  const order = makeOrderBody()
  const samples: Record<string, unknown> = {
    'POST /api/order/place': {
      ...order,
      items: [{ _id: 'food-order', quantity: 1 }],
      notes: 'Ring twice',
      customerInfo: { name: 'Lan' },
    },
    'POST /api/order/track': { trackingCode: ids.trackingCode, phone: order.address.phone },
    'POST /api/orders/track': { trackingCode: ids.trackingCode, phone: order.address.phone },
    // At a push service the shop does not send to (PUSH_SERVICE_HOSTS): nothing leaves the test.
    'POST /api/orders/push/subscribe': {
      trackingCode: ids.trackingCode,
      phone: order.address.phone,
      subscription: subscriptionAt('https://127.0.0.1:9'),
    },
    'POST /api/contact': makeContactBody(),
    'POST /api/reservation': makeReservationBody(),
    'POST /api/user/register': { name: 'Mai', email: 'mai@example.com', password: 'password-1' },
    'POST /api/user/login': { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    'POST /api/cart/add': { itemId: 'food-1' },
    'POST /api/cart/remove': { itemId: 'food-1' },
    'PUT /api/food/edit/:id': { name: 'Phở', sku: 'PHO-1', category: ids.categoryName, price: 9.5 },
    'DELETE /api/food/remove': { id: 'food-404' },
    'POST /api/admin/foods': dish,
    'PUT /api/admin/foods/:id': dish,
    'POST /api/admin/categories': { name: 'Soups', image: '' },
    'PUT /api/admin/categories/:id': { name: 'Soups', image: '' },
    'PUT /api/admin/categories/order': { ids: [ids.categoryId] },
    'POST /api/admin/orders/:id/status': { status: 'Cancelled', reason: 'Out of rice' },
    'POST /api/admin/orders/:id/payment': { paid: true },
    'POST /api/admin/reservations/:id/cancel': { reason: 'Closed' },
    'POST /api/admin/messages/:id/handled': { handled: true },
    'PUT /api/admin/ordering': {
      pickup: true,
      laterOrders: true,
      deliveryLeadMinutes: 45,
      pickupLeadMinutes: 20,
      slotCap: 5,
    },
  }
  return samples[`${route.method} ${route.url}`] ?? {}
}

function sampleQuery(route: Route): Record<string, string> {
  const samples: Record<string, Record<string, string>> = {
    '/api/orders/track/stream': { code: ids.trackingCode, phone: makeOrderBody().address.phone },
    '/api/admin/orders': { status: 'Pending', day: '2026-03-02' },
    '/api/admin/today': { day: '2026-03-02' },
    '/api/admin/reservations': { day: '2026-03-02' },
    '/api/food/list': { forUser: 'true' },
  }
  return samples[route.url] ?? {}
}

type Path = (string | number)[]

/** Every place in a value that could hold something else: the value itself, keys, items. */
function placesIn(value: unknown, path: Path = []): Path[] {
  const inner =
    Array.isArray(value) || (value && typeof value === 'object')
      ? Object.entries(value).flatMap(([key, item]) =>
          placesIn(item, [...path, Array.isArray(value) ? Number(key) : key]),
        )
      : []
  return [path, ...inner]
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [head, ...rest] = path
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >
  copy[head!] = replaceAt(copy[head!], rest, replacement)
  return copy
}

/** The valid body with one place (or a new key) replaced by something hostile. */
const brokenBody = (sample: unknown) => {
  const places = placesIn(sample)
  return fc.oneof(
    // Unbroken, now and then: a valid request with hostile headers or parameters.
    fc.constant(sample),
    fc
      .tuple(fc.nat(places.length - 1), hostileValue)
      .map(([index, value]) => replaceAt(sample, places[index]!, value)),
    fc
      .tuple(fc.constantFrom('__proto__', 'constructor', 'extra', ''), hostileValue)
      .map(([key, value]) => {
        const body = JSON.parse(toJson(sample)) as Record<string, unknown>
        if (body && typeof body === 'object')
          Object.defineProperty(body, key, { value, enumerable: true })
        return body
      }),
  )
}

const OVER_LIMIT = 'x'.repeat(101 * 1024)

/** A body: JSON (mostly the broken sample), or bytes that are not JSON at all. */
const bodyText = (sample: unknown) =>
  fc.oneof(
    { arbitrary: brokenBody(sample).map(toJson), weight: 6 },
    { arbitrary: hostileValue.map(toJson), weight: 2 },
    fc.constantFrom(
      '',
      '{"a":',
      'null',
      '\u0000',
      '{"name":"\\u0000"}',
      '{"x":"\\ud800"}',
      '[1,2,3]',
      `"${OVER_LIMIT}"`,
      `{"name":"${'y'.repeat(99 * 1024)}"}`,
    ),
    // Bytes that start like a picture (the image upload reads any type) and then are not one.
    fc
      .tuple(
        fc.constantFrom(
          [0xff, 0xd8, 0xff],
          [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
          [...Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1')],
        ),
        fc.uint8Array({ maxLength: 2_000 }),
      )
      .map(([magic, rest]) => Buffer.concat([Buffer.from(magic), rest])),
  )

/** Percent-encodes anything, lone surrogates too (as bytes that are not UTF-8). */
function encode(text: string): string {
  let out = ''
  for (const char of text) {
    try {
      out += encodeURIComponent(char)
    } catch {
      out += '%ED%A0%80'
    }
  }
  return out
}

const pathParam = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'food-1',
      ids.orderId,
      ids.reservationId,
      ids.messageId,
      ids.categoryId,
      'pho.webp',
    ),
  },
  hostileString.filter((text) => text.length < 500).map(encode),
  fc.constantFrom('%00', '%ED%A0%80', '%C0%AF', '%', '%zz', '..%2F..%2Fetc', 'a'.repeat(120)),
)

/** A query string: the sample's keys with hostile values, repeated keys, prototype keys. */
const queryString = (sample: Record<string, string>) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...Object.keys(sample), '__proto__', 'constructor', 'token', 'day[]'),
          hostileString.filter((text) => text.length < 100),
        ),
        fc.oneof(
          hostileString.filter((text) => text.length < 2000),
          fc.constant(''),
        ),
      ),
      { maxLength: 4 },
    )
    .map((pairs) =>
      [...Object.entries(sample), ...pairs]
        .map(([key, value]) => `${encode(key)}=${encode(value)}`)
        .join('&'),
    )

/** Header values as HTTP can carry them: visible ASCII, tab, and Latin-1 bytes (C1 too). */
const headerText = fc.string({
  unit: fc
    .oneof(
      fc.integer({ min: 0x20, max: 0x7e }),
      fc.constant(0x09),
      fc.integer({ min: 0x80, max: 0xff }),
    )
    .map((code) => String.fromCharCode(code)),
  maxLength: 300,
})

/** Now and then a header, hostile or not; most requests send JSON as a client would. */
const sometimes = (value: fc.Arbitrary<string>) => fc.option(value, { freq: 4, nil: undefined })

const headers = fc.record({
  'content-type': fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 8 },
    fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'image/png',
      'application/json\u0085',
    ),
  ),
  'accept-language': sometimes(fc.oneof(headerText, fc.constantFrom('vi', 'sk-SK,sk;q=0.9'))),
  'idempotency-key': sometimes(fc.oneof(headerText, fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/))),
  'if-none-match': sometimes(headerText),
  authorization: sometimes(fc.oneof(headerText, fc.constant('Bearer x.y.z'))),
  token: sometimes(headerText),
  accept: sometimes(fc.constantFrom('*/*', 'text/event-stream', 'text/html')),
})

const TOKENS = { nobody: undefined, customer, admin } as const

function requestFor(route: Route): fc.Arbitrary<FuzzRequest> {
  const withBody = route.method !== 'GET' && route.method !== 'HEAD'
  return fc.record({
    params: fc.array(pathParam, { minLength: 4, maxLength: 4 }),
    query: fc.oneof(fc.constant(''), queryString(sampleQuery(route))),
    body: withBody ? bodyText(sampleBody(route)) : fc.constant(undefined),
    headers: headers.map(
      (all) =>
        Object.fromEntries(
          Object.entries(all).filter(([, value]) => value !== undefined),
        ) as Record<string, string>,
    ),
    // Some requests keep the caller's token in place of the hostile one.
    ownToken: fc.boolean(),
  })
}

interface FuzzRequest {
  params: string[]
  query: string
  body: string | Buffer | undefined
  headers: Partial<Record<string, string>>
  ownToken: boolean
}

async function send(route: Route, request: FuzzRequest, token: string | undefined) {
  let param = 0
  const path = route.url.replace(/:[A-Za-z]+/g, () => request.params[param++ % 4]!)
  const url = request.query ? `${path}?${request.query}` : path
  const headers = { ...request.headers } as Record<string, string>
  if (request.ownToken || token) {
    delete headers.authorization
    delete headers.token
    if (token) headers.token = token
  }
  let timer: NodeJS.Timeout | undefined
  const response = await Promise.race([
    t.app.inject({
      method: route.method as 'GET',
      url,
      headers,
      payload: request.body,
      // Answers as soon as the head is out: an event stream that stays open cannot hang the run.
      payloadAsStream: true,
    }),
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${route.method} ${url}: no answer in ${REQUEST_TIMEOUT_MS} ms`)),
        REQUEST_TIMEOUT_MS,
      )
    }),
  ]).finally(() => clearTimeout(timer))
  return { response, text: await readBody(response) }
}

/** The body; an event stream that stays open is closed, as a tab going away would. */
async function readBody(response: LightMyRequestResponse): Promise<string> {
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    ;(response.raw.res as unknown as { destroy(): void }).destroy()
    return ''
  }
  const chunks: Buffer[] = []
  for await (const chunk of response.stream()) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks).toString()
}

/** With FUZZ_STATS=1, how often each route answered what: to see that the fuzz goes deep. */
const stats = new Map<string, number>()
afterAll(() => {
  if (!process.env.FUZZ_STATS) return
  console.log(
    [...stats]
      .map(([answer, count]) => `${count}\t${answer}`)
      .sort()
      .join('\n'),
  )
})

function check(route: Route, response: LightMyRequestResponse, text: string) {
  const answer = `${route.method} ${route.url} ${response.statusCode} ${text.slice(0, 80)}`
  stats.set(answer, (stats.get(answer) ?? 0) + 1)
  const what = `${route.method} ${route.url} → ${response.statusCode} ${text.slice(0, 300)}`
  expect(response.statusCode, what).toBeLessThan(500)
  if (response.statusCode < 400 || route.method === 'HEAD') return
  // A page address the browser app does not know gets the app, which shows its own not-found
  // screen; every other error (all of /api/ and /images/) is JSON.
  // The address as the server saw it: '/api/../x' arrives as '/x', a page address.
  const seen = (response.raw.res as { req?: { url?: string } }).req?.url ?? route.url
  const page = !/^\/(api|images)\//.test(seen) && route.method === 'GET'
  if (
    page &&
    response.statusCode === 404 &&
    String(response.headers['content-type']).startsWith('text/html')
  )
    return
  let body: { success?: unknown; message?: unknown }
  try {
    body = JSON.parse(text) as typeof body
  } catch {
    throw new Error(`not JSON: ${what}`)
  }
  expect(body.success, what).toBe(false)
  expect(typeof body.message, what).toBe('string')
  expect((body.message as string).length, what).toBeGreaterThan(0)
}

describe('fuzz: every route with hostile input', () => {
  it('reads the whole route table', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`)
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/order/place',
        'GET /api/admin/orders/stream',
        'POST /api/admin/orders/:id/status',
        'PUT /api/admin/categories/order',
        'GET /images/:file',
        'GET /api/health',
      ]),
    )
    expect(routes.length).toBeGreaterThan(40)
  })

  it.each(routes.map((route, index) => [`${route.method} ${route.url}`, route, index] as const))(
    '%s',
    async (_name, route, index) => {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (request) => {
          for (const token of Object.values(TOKENS)) {
            const { response, text } = await send(route, request, token)
            check(route, response, text)
          }
        }),
        // Each route its own seed, so that routes are not all sent the same sequence.
        { seed: SEED + index, numRuns: RUNS },
      )
    },
    60_000,
  )

  it('answers addresses that are no route, with any method', async () => {
    const address = fc
      .array(
        fc.oneof(
          fc.constantFrom('api', 'admin', 'images', 'assets', 'menu', '..', '.', '%2e%2e', ''),
          hostileString.filter((text) => text.length < 300).map(encode),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((parts) => `/${parts.join('/')}`)
    const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS')
    await fc.assert(
      fc.asyncProperty(
        address,
        method,
        requestFor({ method: 'POST', url: '/' }),
        async (url, m, request) => {
          const route = { method: m, url }
          const { response, text } = await send(route, { ...request, query: '' }, undefined)
          check(route, response, text)
        },
      ),
      { seed: SEED, numRuns: RUNS * 10 },
    )
  }, 60_000)

  it('is healthy afterwards', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    // And ready: its database still answers (issue 25 §3).
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' })
    expect(ready.statusCode).toBe(200)
  })
})
