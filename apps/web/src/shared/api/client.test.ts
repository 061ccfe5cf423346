import i18next from 'i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { apiRequest, ApiError } from './client'

afterEach(async () => {
  await i18next.changeLanguage('en')
})

describe('apiRequest', () => {
  it.each([
    ['vi', 'vi'],
    ['sk', 'sk'],
    ['en', 'en'],
  ])('tells the server the app speaks %s, on reads and writes alike', async (language, sent) => {
    await i18next.changeLanguage(language)
    const calls = mockApi({
      'GET /api/config': () => ({ success: true }),
      'POST /api/contact': () => ({ success: true }),
    })

    await apiRequest('/api/config')
    await apiRequest('/api/contact', { body: { name: 'Lan' } })

    expect(calls.map((call) => call.headers['accept-language'])).toEqual([sent, sent])
  })

  it('sends the language the app shows, not a regional variant the browser reported', async () => {
    await i18next.changeLanguage('sk-SK')
    const calls = mockApi({ 'GET /api/config': () => ({ success: true }) })

    await apiRequest('/api/config')

    expect(calls[0]!.headers['accept-language']).toBe('sk')
  })

  it('keeps the other headers: JSON body, token, and those the caller gives', async () => {
    await i18next.changeLanguage('vi')
    localStorage.setItem('token', 'token-1')
    const calls = mockApi({ 'POST /api/order/place': () => ({ success: true }) })

    await apiRequest('/api/order/place', {
      body: {},
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

    const failure = apiRequest('/api/contact', { body: {} })

    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'Name is required' })
  })
})
