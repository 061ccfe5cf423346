import fs from 'node:fs'
import path from 'node:path'
import type { AuthAnswer, Language } from '@quan/domain'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { expect, inject, onTestFinished } from 'vitest'
import { startShop as startShopFrom, type RunningShop } from './shop-server'

/**
 * This worker's shop: each worker (`VITEST_POOL_ID`, 1 to maxWorkers) has one of its own, so
 * the journeys of one shop run one file at a time and never interleave.
 */
export function baseUrl(): string {
  const shops = inject('baseUrls')
  const worker = Number(process.env.VITEST_POOL_ID ?? 1)
  const shop = shops[worker - 1]
  if (!shop) {
    throw new Error(`worker ${worker} has no shop: the global setup started ${shops.length}`)
  }
  return shop
}
export const SCREENSHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots')

/** Every page a guest can open (the back office aside), as the server renders them. */
export { PUBLIC_PAGES } from '@quan/domain'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 860 }

/**
 * The Chromium the global setup started, shared by every worker: each file connects to it and
 * makes fresh contexts; `close()` closes this file's contexts and disconnects.
 */
export async function launch(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'))
}

/**
 * A journey's own shop, started from the seeded template (demo menu, the admin, whose token
 * `adminToken()` is good on it too), plus `env`. The caller stops it.
 */
export function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  return startShopFrom(env, { template: inject('shopTemplate') })
}

/** The journeys' admin's token, logged in once by the global setup; good on every shop. */
export const adminToken = () => inject('adminToken')

/** Puts the admin's token into the profile, as a logged-in admin's browser has it. */
export async function asAdmin(context: BrowserContext) {
  await context.addInitScript((value) => localStorage.setItem('token', value), adminToken())
}

/**
 * A refusal a journey provokes on purpose (a wrong code, an amount that changed): the answer's
 * status on an address. Chromium logs every 4xx/5xx answer as a console error, so a journey names
 * what it expects and anything else breaks it.
 */
export interface ExpectedRefusal {
  path: string | RegExp
  status: number
}

/**
 * Everything that goes wrong on a page without the journey asking for it: a page error, a
 * `console.error`, a failed request for our own origin (no answer, or a 5xx), and an error answer
 * for our own files or API that the journey did not name with `expectRefusal`.
 */
export function watchProblems(page: Page, shopUrl: string = baseUrl()) {
  const origin = new URL(shopUrl).origin
  const expected: ExpectedRefusal[] = []
  const problems: string[] = []
  const isExpected = (url: string, status: number) => {
    const { pathname } = new URL(url)
    return expected.some(
      (refusal) =>
        refusal.status === status &&
        (typeof refusal.path === 'string'
          ? refusal.path === pathname
          : refusal.path.test(pathname)),
    )
  }
  const ours = (url: string) => url.startsWith(`${origin}/`)

  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // Chromium's own line for a request of ours that failed or was answered with an error
    // ("Failed to load resource: … status of 404", "… net::ERR_FAILED"): judged by the answer
    // or the failure itself below, where an expected refusal is let through.
    const { url } = message.location()
    if (message.text().startsWith('Failed to load resource: ') && ours(url)) return
    problems.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`)
  })
  page.on('response', (response) => {
    const status = response.status()
    if (status < 400 || !ours(response.url())) return
    if (isExpected(response.url(), status)) return
    problems.push(`${status} for ${response.request().method()} ${response.url()}`)
  })
  page.on('requestfailed', (request) => {
    if (!ours(request.url())) return
    const reason = request.failure()?.errorText ?? 'failed'
    // A request cut short by leaving the page (a picture still loading, an event stream) is the
    // browser tidying up, not a failure a guest sees.
    if (reason === 'net::ERR_ABORTED') return
    problems.push(`request failed (${reason}): ${request.method()} ${request.url()}`)
  })

  return {
    problems,
    /** This journey provokes these refusals on purpose. */
    expectRefusal: (...refusals: ExpectedRefusal[]) => expected.push(...refusals),
  }
}

/**
 * The journey fails on anything that went wrong on the profile's page, checked when it closes the
 * profile and again when the test ends (a journey that forgets to close is still judged).
 * Returns the page's `expectRefusal`.
 */
export function failOnProblems(context: BrowserContext, page: Page, shopUrl?: string) {
  const { problems, expectRefusal } = watchProblems(page, shopUrl)
  const judge = () => expect(problems, 'what went wrong on the page').toEqual([])
  const close = context.close.bind(context)
  context.close = async (closeOptions) => {
    judge()
    await close(closeOptions)
  }
  onTestFinished(({ task }) => {
    if (task.result?.state !== 'fail') judge()
  })
  return expectRefusal
}

/** A fresh browser profile in the given language (stored as the app's language choice). */
export async function newShopper(
  browser: Browser,
  options: {
    language?: Language
    viewport?: { width: number; height: number }
    /** A journey's own shop; the shared one by default. */
    shopUrl?: string
  } = {},
): Promise<{
  context: BrowserContext
  page: Page
  expectRefusal: (...refusals: ExpectedRefusal[]) => void
}> {
  const shopUrl = options.shopUrl ?? baseUrl()
  const context = await browser.newContext({
    baseURL: shopUrl,
    viewport: options.viewport ?? DESKTOP,
    locale: 'en-GB',
  })
  if (options.language) {
    await context.addInitScript((language) => {
      if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', language)
    }, options.language)
  }
  const page = await context.newPage()
  const expectRefusal = failOnProblems(context, page, shopUrl)
  // A page arrives rendered by the server; a guest's taps count once the app has taken it over
  // (forms are disabled until then, and a click on a plain button before it does nothing).
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await page.locator('html[data-live]').waitFor({ state: 'attached' })
    return response
  }
  return { context, page, expectRefusal }
}

/** Logs in through the API and hands the token to the page, as a returning customer has it. */
export async function logInAs(
  context: BrowserContext,
  email: string,
  password: string,
  shopUrl: string = baseUrl(),
) {
  const response = await fetch(`${shopUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const { token } = (await response.json()) as AuthAnswer
  await context.addInitScript((value) => localStorage.setItem('token', value), token)
  return token
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true })
}
