import fs from 'node:fs'
import path from 'node:path'
import { type Language } from '@quan/domain'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium'

export const baseUrl = () => inject('baseUrl')
export const SCREENSHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots')

/** Every page a guest can open (the back office aside), as the server renders them. */
export { PUBLIC_PAGES } from '@quan/domain'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 860 }

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
}

/** A fresh browser profile in the given language (stored as the app's language choice). */
export async function newShopper(
  browser: Browser,
  options: { language?: Language; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: options.viewport ?? DESKTOP,
    locale: 'en-GB',
  })
  if (options.language) {
    await context.addInitScript((language) => {
      if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', language)
    }, options.language)
  }
  const page = await context.newPage()
  // A page error or a failed request for our own files is a broken journey.
  page.on('pageerror', (error) => {
    throw error
  })
  // A page arrives rendered by the server; a guest's taps count once the app has taken it over
  // (forms are disabled until then, and a click on a plain button before it does nothing).
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await page.locator('html[data-live]').waitFor({ state: 'attached' })
    return response
  }
  return { context, page }
}

/** Logs in through the API and hands the token to the page, as a returning customer has it. */
export async function logInAs(context: BrowserContext, email: string, password: string) {
  const response = await fetch(`${baseUrl()}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const { token } = (await response.json()) as { token: string }
  await context.addInitScript((value) => localStorage.setItem('token', value), token)
  return token
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true })
}
