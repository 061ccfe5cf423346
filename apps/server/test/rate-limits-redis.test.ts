import { makeOrderBody } from '@quan/domain/testing'
import type { InjectOptions } from 'fastify'
import { Redis } from 'ioredis'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../src/plugins/security'
import { buildTestApp, type TestApp } from './build-test-app'
import { insertTestFoods } from './seed'
import { redisUrl } from './services'

/** This run's keys only: other runs may share the Redis. */
const PREFIX = `quan-rl-test-${randomBytes(6).toString('hex')}:`

let redis: Redis
/** REDIS_URL's Redis, or the run's own (test/services.ts). */
let redisAt: string
let sharedRedis: Record<string, string>

beforeAll(async () => {
  redisAt = await redisUrl()
  sharedRedis = { RATE_LIMITS: 'on', REDIS_URL: redisAt, REDIS_PREFIX: PREFIX }
  redis = new Redis(redisAt, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  let cause: Error | undefined
  redis.on('error', (error: Error) => (cause ??= error))
  try {
    await redis.connect()
    await redis.ping()
  } catch (error) {
    redis.disconnect()
    throw new Error(
      `These tests need Redis at ${redisAt} (${(cause ?? (error as Error)).message}). ` +
        'Unset REDIS_URL to let them start their own redis-server, or point it at a running Redis.',
    )
  }
})

afterAll(async () => {
  if (redis?.status !== 'ready') return
  const keys = await redis.keys(`${PREFIX}*`)
  if (keys.length > 0) await redis.del(...keys)
  await redis.quit()
})

describe('two instances on one Redis', () => {
  let first: TestApp
  let second: TestApp

  beforeAll(async () => {
    first = await buildTestApp({ env: sharedRedis })
    second = await buildTestApp({ env: sharedRedis })
  })

  afterAll(async () => {
    await first?.close()
    await second?.close()
  })

  it('share the limits: the second refuses once the first used the budget', async () => {
    const login: InjectOptions = {
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: '198.51.100.1',
      payload: { email: 'guess@example.com', password: 'guessing' },
    }
    for (let attempt = 1; attempt <= RATE_LIMITS.login.max; attempt++) {
      const response = await first.app.inject(login)
      expect(response.statusCode, `attempt ${attempt}`).toBe(401)
    }

    const refused = await second.app.inject(login)

    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds/),
      code: 'RATE_LIMITED',
    })
    // Another client still gets in.
    expect((await second.app.inject({ ...login, remoteAddress: '198.51.100.2' })).statusCode).toBe(
      401,
    )
    expect(await redis.keys(`${PREFIX}*`)).not.toEqual([])
  })

  it('share the promo budget between orders with a code and the check (issue 19 §1.1)', async () => {
    const client = '198.51.100.4'
    for (let attempt = 1; attempt <= RATE_LIMITS.promoCheck.max; attempt++) {
      const response = await first.app.inject({
        method: 'POST',
        url: '/api/order/place',
        remoteAddress: client,
        payload: makeOrderBody({ promoCode: `GUESS-${attempt}`, amount: 0 }),
      })
      expect(response.statusCode, `attempt ${attempt}`).not.toBe(429)
    }

    const check = await second.app.inject({
      method: 'POST',
      url: '/api/promo/check',
      remoteAddress: client,
      payload: { code: 'GUESS-0', subtotal: 20 },
    })

    expect(check.statusCode).toBe(429)
  })

  it('share the tracking budget across routes and instances', async () => {
    const client = '198.51.100.3'
    for (let attempt = 1; attempt <= RATE_LIMITS.track.max; attempt++) {
      const app = attempt % 2 ? first.app : second.app
      const response = await app.inject({
        method: 'POST',
        url: '/api/orders/track',
        remoteAddress: client,
        payload: { trackingCode: 'QN1', phone: '0901234567' },
      })
      expect(response.statusCode, `attempt ${attempt}`).toBe(404)
    }

    const stream = await second.app.inject({
      method: 'GET',
      url: '/api/orders/track/stream?code=QN1&phone=0901234567',
      remoteAddress: client,
    })

    expect(stream.statusCode).toBe(429)
  })

  it('count a spoofed X-Forwarded-For against the connection it came on', async () => {
    for (let attempt = 1; attempt <= RATE_LIMITS.login.max + 1; attempt++) {
      const app = attempt % 2 ? first.app : second.app
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '198.51.100.4',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        payload: { email: 'guess@example.com', password: 'guessing' },
      })
      expect(response.statusCode, `attempt ${attempt}`).toBe(
        attempt > RATE_LIMITS.login.max ? 429 : 401,
      )
    }
  })
})

describe('the Redis connection', () => {
  it('is closed when the app closes', async () => {
    const t = await buildTestApp({ env: sharedRedis })
    const named = async () =>
      ((await redis.client('LIST')) as string).includes(`name=${PREFIX}rate-limits`)
    expect(await named()).toBe(true)

    await t.close()

    expect(await named()).toBe(false)
  })
})

describe('with Redis away', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await buildTestApp({
      env: { ...sharedRedis, REDIS_URL: 'redis://127.0.0.1:1' },
      captureLogs: true,
    })
    await insertTestFoods(t.db, [{ _id: 'food-1' }])
  })

  afterAll(async () => {
    await t?.close()
  })

  it('the shop keeps taking orders, and the log says the limits are off', async () => {
    for (let order = 1; order <= RATE_LIMITS.placeOrder.max + 1; order++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/order/place',
        payload: makeOrderBody(),
      })
      expect(response.statusCode, `order ${order}: ${response.body}`).toBe(201)
    }

    expect(t.logs).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'Redis does not answer: rate limits are not enforced until it is back',
      }),
    )
  })
})
