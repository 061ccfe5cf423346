import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './build-test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('the browser app', () => {
  it.each([
    '/',
    '/menu',
    '/about',
    '/contact',
    '/reservation',
    '/cart',
    '/order',
    '/myorders',
    '/track-order',
    '/admin',
    '/menu/',
  ])('answers %s with the app on a reload', async (url) => {
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toContain('<div id="root">')
  })

  it('answers an unknown page with the app and a 404, so the app shows its not-found screen', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no-such-page?x=1' })
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('<div id="root">')
  })

  it('serves hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('serves the service worker from the root, checked for a new version at every visit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('javascript')
    // Never an hour old: a new version of the shop must reach the browser at its next visit.
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('keeps JSON 404s for the API and images', async () => {
    for (const url of ['/api/nothing', '/images/nothing.webp', '/assets/missing.js']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing' })
    expect(api.json().success).toBe(false)
  })
})
