import { makeContactBody } from '@quan/domain/testing'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from './auth'
import { buildTestApp, type TestApp } from './build-test-app'
import { insertTestFoods } from './seed'

const SERVER_FAULT = 'Something went wrong on our side. Please try again.'

function expectErrorBody(response: LightMyRequestResponse) {
  const body = response.json()
  expect(body.success).toBe(false)
  expect(typeof body.message).toBe('string')
  expect(body.message.length).toBeGreaterThan(0)
  return body
}

describe('errors', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await buildTestApp()
    await insertTestFoods(t.db, [{ _id: 'food-1' }])
  })

  afterAll(async () => {
    await t.close()
  })

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Lan", ',
    })

    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: 'The request body is not valid JSON',
      code: 'INVALID_JSON',
    })
  })

  it('answers an empty body that claims to be JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '',
    })

    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: 'The request body is empty but says it is JSON',
      code: 'EMPTY_JSON',
    })
  })

  it('answers a body that is not JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/xml' },
      payload: '<contact/>',
    })

    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({
      success: false,
      message: 'Send the request body as JSON (Content-Type: application/json)',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    })
  })

  it('answers an unknown route with 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })

    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      success: false,
      message: 'No such address: GET /api/no-such-thing',
      code: 'ADDRESS_UNKNOWN',
    })
  })

  it('answers a known path with an unknown method with 404', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/contact' })

    expect(response.statusCode).toBe(404)
    expectErrorBody(response)
  })

  it('answers a body over 100 KB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: makeContactBody({ message: 'x'.repeat(101 * 1024) }),
    })

    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      success: false,
      message: 'The request body is too large (100 KB at most)',
      code: 'BODY_TOO_LARGE',
    })
  })

  it('takes a body just under 100 KB to the route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: makeContactBody({ message: 'x'.repeat(99 * 1024) }),
    })

    // The route's own limit answers, not the body limit.
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Message must be at most 5000 characters long')
  })

  it('gives every kind of failure the same body shape', async () => {
    const customer = await registerCustomer(t.app, { email: 'shape@example.com' })
    const admin = await loginAdmin(t.app)
    const failures: [number, () => Promise<LightMyRequestResponse>][] = [
      [400, () => t.app.inject({ method: 'POST', url: '/api/contact', payload: {} })],
      [401, () => t.app.inject({ method: 'POST', url: '/api/cart/get', headers: { token: 'x' } })],
      [
        403,
        () =>
          t.app.inject({
            method: 'DELETE',
            url: '/api/food/remove',
            payload: { id: 'food-1' },
            headers: { token: customer },
          }),
      ],
      [
        404,
        () =>
          t.app.inject({
            method: 'DELETE',
            url: '/api/food/remove',
            payload: { id: 'no-such-dish' },
            headers: { token: admin },
          }),
      ],
      [
        409,
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/user/register',
            payload: { name: 'Again', email: 'SHAPE@example.com', password: 'password-1' },
          }),
      ],
    ]

    for (const [status, send] of failures) {
      const response = await send()
      expect(response.statusCode, `${status}: ${response.body}`).toBe(status)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expectErrorBody(response)
    }
  })

  it.each([
    ['an answer', '/api/health'],
    ['an error', '/api/no-such-thing'],
    ['an image', '/images/no-such-image.webp'],
  ])('sends the API security headers on %s', async (_case, url) => {
    const response = await t.app.inject({ method: 'GET', url })

    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    )
    expect(response.headers['cross-origin-resource-policy']).toBe('same-site')
  })

  it('sends the full page policy, with HSTS, outside the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no-such-page' })
    const policy = response.headers['content-security-policy'] as string

    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("script-src 'self'")
    expect(policy).not.toContain('upgrade-insecure-requests')
    expect(response.headers['strict-transport-security']).toContain('max-age=')
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
  })
})

describe('a failure on our side', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await buildTestApp()
    // The database goes away under the running app.
    await t.db.destroy()
  })

  afterAll(async () => {
    await t.close()
  })

  it('answers 500 without telling the cause', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/category' })

    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ success: false, message: SERVER_FAULT, code: 'UNEXPECTED' })
  })

  it('shows in the readiness check as 503, while the liveness check answers (decision 036)', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(live.statusCode).toBe(200)

    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' })

    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      success: false,
      message: 'The database does not answer',
      code: 'DATABASE_DOWN',
    })
  })
})

describe('rate limits', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMITS: 'on' } })
  })

  afterAll(async () => {
    await t.close()
  })

  const login = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'guess@example.com', password: 'guess-password' },
    })

  it('refuses the 11th login within a minute with 429', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login()
      expect(response.statusCode, `attempt ${attempt}`).toBe(401)
      expect(response.headers['x-ratelimit-limit']).toBe('10')
    }

    const eleventh = await login()

    expect(eleventh.statusCode).toBe(429)
    expect(eleventh.json()).toEqual({
      success: false,
      message: expect.stringMatching(
        /^Too many requests\. Please wait \d+ seconds and try again\.$/,
      ),
      code: 'RATE_LIMITED',
    })
  })

  it('never limits the menu', async () => {
    for (let request = 1; request <= 150; request++) {
      const response = await t.app.inject({ method: 'GET', url: '/api/food/list?forUser=true' })
      expect(response.statusCode, `request ${request}`).toBe(200)
      expect(response.headers['x-ratelimit-limit']).toBeUndefined()
    }
  })
})
