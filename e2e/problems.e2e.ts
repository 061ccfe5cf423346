import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launch, watchProblems } from './support'

// Issue 10 §4: what breaks a journey. The watcher every journey runs under is shown here to
// catch each kind of problem, and to let through only the refusals a journey names.

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

describe('the journeys’ problem watcher', () => {
  it('reports a console.error, an error answer, a failed request and a page error', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() })
    const page = await context.newPage()
    const { problems, expectRefusal } = watchProblems(page)
    expectRefusal({ path: '/api/user/login', status: 401 })
    // Our own health check cut off as a dropped connection would be.
    await page.route('**/api/health', (route) => route.abort('failed'))
    await page.goto('/about')

    await page.evaluate(async () => {
      console.error('something broke')
      await fetch('/assets/no-such-file.js').catch(() => {})
      await fetch('/api/health').catch(() => {})
      await fetch('/api/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@quan.test', password: 'wrong-password' }),
      })
      setTimeout(() => {
        throw new Error('thrown on the page')
      })
    })
    await expect.poll(() => problems.length).toBeGreaterThanOrEqual(4)
    await context.close()

    expect(problems).toEqual([
      expect.stringMatching(/^console\.error: something broke/),
      expect.stringMatching(/^404 for GET .*\/assets\/no-such-file\.js$/),
      expect.stringMatching(/^request failed \(net::ERR_FAILED\): GET .*\/api\/health$/),
      'page error: thrown on the page',
    ])
  })
})
