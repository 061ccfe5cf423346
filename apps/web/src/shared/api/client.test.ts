import i18next from 'i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import * as at from '@quan/domain/api/addresses'
import { ApiError, call, takeAnswerMismatches } from './client'

const CONTACT = {
  name: 'Lan',
  email: 'lan@example.com',
  subject: 'general',
  message: 'A table by the window, please.',
} as const

afterEach(async () => {
  await i18next.changeLanguage('en')
})

describe('call', () => {
  it.each([
    ['vi', 'vi'],
    ['sk', 'sk'],
    ['en', 'en'],
  ])('tells the server the app speaks %s, on reads and writes alike', async (language, sent) => {
    await i18next.changeLanguage(language)
    const calls = mockApi({
      'GET /api/admin/messages': () => ({ success: true, data: [] }),
      'POST /api/contact': () => ({ status: 201, body: { success: true, message: 'Thanks' } }),
    })

    await call(at.adminMessages)
    await call(at.contact, { body: CONTACT })

    expect(calls.map((call) => call.headers['accept-language'])).toEqual([sent, sent])
  })

  it('sends the language the app shows, not a regional variant the browser reported', async () => {
    await i18next.changeLanguage('sk-SK')
    const calls = mockApi({ 'GET /api/admin/messages': () => ({ success: true, data: [] }) })

    await call(at.adminMessages)

    expect(calls[0]!.headers['accept-language']).toBe('sk')
  })

  it('keeps the other headers: JSON body, token, and those the caller gives', async () => {
    await i18next.changeLanguage('vi')
    localStorage.setItem('token', 'token-1')
    const calls = mockApi({
      'POST /api/cart/add': () => ({ success: true, message: 'Added to cart' }),
    })

    await call(at.cartAdd, {
      body: { itemId: 'dish-1' },
      auth: true,
      headers: { 'Idempotency-Key': 'key-12345678' },
    })

    expect(calls[0]!.headers).toEqual({
      'accept-language': 'vi',
      'content-type': 'application/json',
      token: 'token-1',
      'Idempotency-Key': 'key-12345678',
    })
  })

  it("throws the server's message as an ApiError", async () => {
    mockApi({
      'POST /api/contact': () => ({
        status: 400,
        body: { success: false, message: 'Name is required' },
      }),
    })

    const failure = call(at.contact, { body: CONTACT })

    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'Name is required' })
  })
})

describe('call builds the request from the route it calls', () => {
  it('fills the path parameters in, each encoded, and sends the declared method', async () => {
    const calls = mockApi({
      'POST /api/admin/orders/a%2Fb%20c/payment': () => ({ success: true, message: 'ok' }),
    })

    // The answer does not fit (no order in it): the call is refused, but it was sent as declared.
    await call(at.orderPayment, { params: { id: 'a/b c' }, body: { paid: true } }).catch(() => {})
    expect(takeAnswerMismatches()).toHaveLength(1)

    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: '/api/admin/orders/a%2Fb%20c/payment', body: { paid: true } },
    ])
  })

  it('adds the query, leaving out what has no value', async () => {
    const calls = mockApi({ 'GET /api/admin/orders': () => ({ success: true, data: [] }) })

    await call(at.adminOrders, { query: { status: 'Pending', day: '' } })
    await call(at.adminOrders, { query: {} })

    expect(calls.map((sent) => sent.url)).toEqual([
      '/api/admin/orders?status=Pending',
      '/api/admin/orders',
    ])
  })
})

describe('call checks the answer against the declaration, under the tests', () => {
  it('gives back an answer that fits, as it came', async () => {
    const answer = { success: true, data: [] }
    mockApi({ 'GET /api/admin/messages': () => answer })

    await expect(call(at.adminMessages)).resolves.toEqual(answer)
  })

  it('throws on an answer that does not fit what the route declares', async () => {
    // A 200 without the `data` the declaration promises: in production this would be cast.
    mockApi({ 'GET /api/admin/messages': () => ({ success: true }) })

    await expect(call(at.adminMessages)).rejects.toThrow(
      'GET /api/admin/messages answered what it does not declare',
    )
    // Kept for the tests' setup, which fails a test that leaves one behind.
    expect(takeAnswerMismatches()).toEqual([
      expect.stringContaining('GET /api/admin/messages answered what it does not declare'),
    ])
    expect(takeAnswerMismatches()).toEqual([])
  })
})
