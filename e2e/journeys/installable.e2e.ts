import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { MenuAnswer } from '@quan/domain'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FakePushService } from '../../apps/server/test/fake-push-service'
import { ANY_HOUR, type RunningShop } from '../shop-server'
import { adminToken, launch, newShopper, PHONE, screenshot, startShop } from '../support'

// Issue 24 §1 and §2, "Done when": a guest installs nothing but goes offline and still reads the
// menu, is told plainly that ordering needs a connection, and keeps the cart; a guest orders,
// allows notifications, and the push service (a local fake that decrypts what it receives, as a
// browser would) gets each status change the owner makes. On a shop of its own, which trusts the
// fake push service's certificate and sends to 127.0.0.1.

let browser: Browser
let shop: RunningShop
let push: FakePushService
let certDir: string

beforeAll(async () => {
  browser = await launch()
  push = await FakePushService.start()
  certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-push-ca-'))
  const certFile = path.join(certDir, 'push-service.pem')
  fs.writeFileSync(certFile, push.cert)
  shop = await startShop({
    ...ANY_HOUR,
    PUSH_SERVICE_HOSTS: '127.0.0.1',
    // The shop's own trust store plus this one certificate: nothing is trusted blindly.
    NODE_EXTRA_CA_CERTS: certFile,
    // The push worker looks for due news every quarter second, not every few seconds.
    MAIL_POLL_MS: '250',
  })
})
afterAll(async () => {
  await shop?.stop()
  await push?.close()
  await browser?.close()
  if (certDir) fs.rmSync(certDir, { recursive: true, force: true })
})

/** A dish without choices, added from its card's details. */
async function plainDish() {
  const menu = (await (
    await fetch(`${shop.baseUrl}/api/food/list?forUser=true`)
  ).json()) as MenuAnswer
  const dish = menu.data.find(
    (food) => food.status === 'active' && food.options.length === 0 && !food.isPromotion,
  )!
  return dish.nameEN?.trim() || dish.name
}

async function addToCart(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click()
  const modal = page.getByRole('dialog', { name })
  await modal.getByRole('button', { name: 'Add to Cart' }).click()
  await modal.getByText('In your cart').waitFor()
  await modal.getByRole('button', { name: 'Close', exact: true }).click()
  await modal.waitFor({ state: 'detached' })
}

/** Waits until the shop's service worker controls the page and has kept the page itself. */
async function keptForOffline(page: Page, pagePath: string) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 15_000,
    })
    .toBe(true)
  await expect
    .poll(
      () =>
        page.evaluate(
          async (address) => (await caches.match(address, { ignoreVary: true })) !== undefined,
          new URL(pagePath, shop.baseUrl).href,
        ),
      { timeout: 15_000 },
    )
    .toBe(true)
}

/**
 * A guest's profile on this shop that goes offline on purpose: requests failing then are the
 * point, so only the page's own errors (an exception, a console error while online) fail it.
 */
async function offlineGuest(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: shop.baseUrl,
    viewport: PHONE,
    locale: 'en-GB',
  })
  await context.addInitScript(() => {
    if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', 'en')
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
  return { context, page, errors }
}

/** Whether the shop's registration has a new version waiting. */
const waitingVersion = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)

const live = (page: Page) => page.locator('html[data-live]').waitFor({ state: 'attached' })

/** A shop of its own whose built files a test may change, as a deploy would. */
async function updatableShop() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-pwa-update-'))
  const web = path.resolve(import.meta.dirname, '../../apps/web')
  fs.cpSync(path.join(web, 'dist'), path.join(root, 'dist'), { recursive: true })
  fs.cpSync(path.join(web, 'dist-server'), path.join(root, 'dist-server'), { recursive: true })
  const updating = await startShop({ ...ANY_HOUR, WEB_DIR: path.join(root, 'dist') })
  return { root, updating }
}

/** A new worker deployed; the page's browser finds it and installs it, and it waits. */
async function deployNextVersion(root: string, page: Page) {
  const worker = path.join(root, 'dist', 'sw.js')
  fs.writeFileSync(worker, `${fs.readFileSync(worker, 'utf8')}\n// the next version\n`)
  for (const copy of ['sw.js.br', 'sw.js.gz'])
    fs.rmSync(path.join(root, 'dist', copy), { force: true })
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())!.update()
  })
  await expect.poll(() => waitingVersion(page), { timeout: 15_000 }).toBe(true)
}

/**
 * What the waiting version answers when this page offers itself, as each page does once loaded
 * (shared/pwa/register.ts): the answer comes once it has decided.
 */
const offerTakeOver = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
      .map((script) => script.src)
      .filter((src) => src.startsWith(`${location.origin}/assets/`))
    const channel = new MessageChannel()
    const answer = new Promise<unknown>((resolve) => {
      channel.port1.onmessage = (event) => resolve(event.data)
    })
    registration!.waiting!.postMessage({ type: 'quan:take-over', scripts }, [channel.port2])
    return answer
  })

describe('the installable shop', () => {
  it('reads the menu offline once seen, says ordering needs a connection and keeps the cart', async () => {
    const { context, page, errors } = await offlineGuest()
    page.setDefaultTimeout(15_000)
    const name = await plainDish()

    // Online: the menu, a dish in the cart. The service worker registers once the page is live.
    await page.goto('/menu')
    await live(page)
    await page.getByRole('heading', { level: 1, name: 'Our menu' }).waitFor()
    await addToCart(page, name)
    await keptForOffline(page, '/menu')
    const linkedManifest = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(linkedManifest).toBe('/manifest.webmanifest')

    // Offline, a reload still reads the menu, its pictures too, in full.
    await context.setOffline(true)
    await page.reload()
    await live(page)
    await page.getByRole('heading', { level: 1, name: 'Our menu' }).waitFor()
    await page.getByRole('button', { name, exact: true }).waitFor()
    const pictures = page.locator('main article img')
    expect(await pictures.count()).toBeGreaterThan(0)
    await expect
      .poll(() =>
        pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true)
    await screenshot(page, 'installable-offline-menu-390')

    // The cart is kept; ordering says plainly that it needs a connection, and sends nothing.
    await page.getByRole('button', { name: /^Open cart/ }).click()
    const cart = page.getByRole('dialog', { name: 'Your cart' })
    await cart.getByText(name).waitFor()
    await cart.getByRole('button', { name: 'Checkout' }).click()
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor()
    await page
      .getByText('You are offline: placing an order needs a connection.', { exact: false })
      .waitFor()
    await page.getByRole('complementary', { name: 'Your order' }).getByText(name).waitFor()
    await expect(
      page.getByRole('button', { name: 'Order and pay now' }).getAttribute('aria-disabled'),
    ).resolves.toBe('true')
    await screenshot(page, 'installable-offline-checkout-390')

    // Back online, the same cart orders.
    await context.setOffline(false)
    await page.getByText('You are offline').waitFor({ state: 'detached' })
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toContain('1')
    expect(errors).toEqual([])
    await context.close()
  })

  it('tells a guest who allowed notifications of each status change by push', async () => {
    const subscription = push.subscribe()
    const { context, page } = await newShopper(browser, {
      language: 'en',
      viewport: PHONE,
      shopUrl: shop.baseUrl,
    })
    page.setDefaultTimeout(15_000)
    // The guest allows notifications when asked.
    await context.grantPermissions(['notifications'], { origin: shop.baseUrl })
    // The browser's push service is the local fake: the subscription it hands out is one the
    // fake can decrypt for, as Chromium's own would be Google's.
    await context.addInitScript((fake) => {
      let subscribed = false
      const answer = { ...fake, toJSON: () => fake }
      PushManager.prototype.getSubscription = async () =>
        (subscribed ? answer : null) as unknown as PushSubscription
      PushManager.prototype.subscribe = async () => {
        subscribed = true
        return answer as unknown as PushSubscription
      }
    }, subscription)
    const name = await plainDish()

    await page.goto('/menu')
    await addToCart(page, name)
    // The shop's service worker is there before the order (registered once the page was live).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.goto('/order')
    await page.getByLabel('First name', { exact: true }).fill('Mai')
    await page.getByLabel('Last name', { exact: true }).fill('Tran')
    await page.getByLabel('Street and number').fill('Obchodná 5')
    await page.getByLabel('City', { exact: true }).fill('Bratislava')
    await page.getByLabel('State / region').fill('Bratislavský kraj')
    await page.getByLabel('Zip code').fill('81106')
    await page.getByLabel('Country').fill('Slovakia')
    await page.getByLabel('Phone', { exact: true }).fill('0907111222')
    await page.getByRole('button', { name: 'Order and pay now' }).click()
    const success = page.getByRole('dialog', { name: 'Order placed!' })
    await success.waitFor()
    const code = /Tracking code\s*([A-Z]{2}\d{6})\b/.exec(await success.innerText())?.[1]
    expect(code).toMatch(/^[A-Z]{2}\d{6}$/)

    // The order-news button is offered now that a service worker is registered.
    await success.getByRole('button', { name: 'Notify me about this order' }).click()
    await success.getByText('Notifications about this order are on').waitFor()
    await screenshot(page, 'installable-notifications-on-390')

    // The owner moves the order; each move reaches the push service, signed and decryptable.
    const found = await fetch(`${shop.baseUrl}/api/admin/orders?q=${code}`, {
      headers: { token: adminToken() },
    })
    const [order] = ((await found.json()) as { data: { _id: string }[] }).data
    const moves: [string, string][] = [
      ['Preparing', 'Your order is accepted'],
      ['Out for delivery', 'Your order is on its way'],
      ['Delivered', 'Your order is delivered'],
    ]
    for (const [index, [status, title]] of moves.entries()) {
      const moved = await fetch(`${shop.baseUrl}/api/admin/orders/${order!._id}/status`, {
        method: 'POST',
        headers: { token: adminToken(), 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      })
      expect(moved.status, status).toBe(200)
      await expect
        .poll(() => push.pushesTo(subscription).length, { timeout: 15_000 })
        .toBe(index + 1)
      expect(push.pushesTo(subscription)[index]!.json).toEqual({
        title,
        body: expect.stringContaining(code!),
        url: `/track-order?code=${code}`,
        tag: `order-${code}`,
      })
    }
    expect(push.refused).toEqual([])
    await context.close()
  })
  it('keeps a new version waiting while a window is on the checkout, and lets it take over at the next navigation away', async () => {
    const { root, updating } = await updatableShop()
    try {
      const context = await browser.newContext({ baseURL: updating.baseUrl, viewport: PHONE })
      // Each page counts the times its worker changes under it.
      await context.addInitScript(() => {
        const page = window as Window & { claims?: number }
        page.claims = 0
        navigator.serviceWorker?.addEventListener('controllerchange', () => {
          page.claims! += 1
        })
      })
      const errors: string[] = []
      const checkout = await context.newPage()
      checkout.on('pageerror', (error) => errors.push(error.message))
      checkout.setDefaultTimeout(15_000)
      await checkout.goto('/menu')
      await live(checkout)
      await checkout.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
      await addToCart(checkout, await plainDish())
      await checkout.goto('/order')
      await live(checkout)
      await checkout.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor()

      // A new version of the shop is deployed; the browser finds it and installs it.
      await deployNextVersion(root, checkout)

      // Pages opened in another window while the checkout is open: the new version, offered
      // them, waits; and the checkout itself is never taken over.
      const other = await context.newPage()
      other.on('pageerror', (error) => errors.push(error.message))
      await other.goto('/menu')
      await live(other)
      await other.goto('/about')
      await live(other)
      expect(await offerTakeOver(other)).toBe('checkout-open')
      expect(await offerTakeOver(checkout)).toBe('not-this-page')
      expect(await waitingVersion(other)).toBe(true)
      expect(await waitingVersion(checkout)).toBe(true)

      // The guest leaves the checkout for the menu, the other window still open: that page,
      // once loaded, brings the new version in, and it serves both windows from then on.
      await checkout.goto('/menu')
      await live(checkout)
      await expect.poll(() => waitingVersion(checkout), { timeout: 10_000 }).toBe(false)
      // Both pages were the old version's when they loaded; the new one has claimed them.
      for (const page of [checkout, other]) {
        await expect
          .poll(() => page.evaluate(() => (window as Window & { claims?: number }).claims), {
            timeout: 10_000,
          })
          .toBe(1)
      }
      // The cart came through the update.
      expect(await checkout.evaluate(() => localStorage.getItem('cart'))).toMatch(/:1/)
      expect(errors).toEqual([])
      await context.close()
    } finally {
      await updating.stop()
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
