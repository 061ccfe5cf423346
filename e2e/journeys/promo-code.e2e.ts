import type { Food } from '@quan/domain'
import type { Browser } from 'playwright-core'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMail } from '../../apps/server/test/smtp'
import { adminLogin, ANY_HOUR, freePort, startShop, type RunningShop } from '../shop-server'
import { DESKTOP, launch, newShopper, PHONE, screenshot } from '../support'

/** Text with its no-break spaces (Slovak amounts: '2,50 €') as plain ones, to compare. */
const spaced = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ')

// Issue 11 §4, journey (c): the restaurant creates a promo code in the back office; a guest on
// a phone, in Slovak, applies it on the cart page, orders, and sees the discount on the track
// page and in the confirmation mail, which a real SMTP server receives.
//
// The journeys' shared shop runs without mail (other journeys check what a shop without SMTP
// says), so this journey starts a shop of its own with SMTP_URL pointing at its own server.

const GUEST_EMAIL = 'zuzana@example.sk'

interface Received {
  to: string[]
  raw: string
}

/** A mail's plain text: its text/plain part (every mail also has an HTML one, issue 22 §3). */
const mailText = (raw: string): string => readMail(raw).text

let smtp: SMTPServer
const mails: Received[] = []
let shop: RunningShop | undefined
let shopUrl: string
let browser: Browser
let adminToken: string
let dish: Food

async function call(url: string, method: string, body?: unknown) {
  const response = await fetch(`${shopUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', token: adminToken },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.status, `${method} ${url}: ${await response.clone().text()}`).toBeLessThan(300)
  return response.json()
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  const smtpPort = await freePort()
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))

  const port = await freePort()
  shopUrl = `http://127.0.0.1:${port}`
  // No demo menu (one dish is enough), so not from the journeys' template: its own admin login.
  shop = await startShop(
    {
      ...ANY_HOUR,
      SEED_DEMO: 'off',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_POLL_MS: '200',
      PUBLIC_URL: shopUrl,
    },
    { port },
  )
  adminToken = await adminLogin(shopUrl)
  await call('/api/admin/categories', 'POST', { name: 'Polievky', image: '' })
  const created = (await call('/api/admin/foods', 'POST', {
    name: 'Phở bò',
    nameVI: 'Phở bò',
    nameEN: 'Beef pho',
    nameSK: 'Hovädzie pho',
    description: 'Vývar varený 12 hodín',
    price: 12.5,
    sku: 'PHO-1',
    category: 'Polievky',
    status: 'active',
    image: '',
    isPromotion: false,
    promotionPrice: 0,
    options: [],
  })) as { data: Food }
  dish = created.data
  browser = await launch()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await shop?.stop()
  await new Promise<void>((resolve) => smtp?.close(() => resolve()))
})

/**
 * A fresh profile on this journey's shop, failing on anything that goes wrong on its page (the
 * shared watcher: page errors, console errors, failed requests, error answers).
 */
async function profile(
  viewport: { width: number; height: number },
  language: 'en' | 'sk',
  token?: string,
) {
  const shopper = await newShopper(browser, { viewport, language, shopUrl })
  if (token) {
    await shopper.context.addInitScript((value) => localStorage.setItem('token', value), token)
  }
  shopper.page.setDefaultTimeout(15_000)
  return shopper
}

describe('a promo code, from the back office to the guest’s mail', () => {
  it('is created by the admin, applied by a guest on a phone in Slovak, and shown on the track page and in the mail', async () => {
    // The admin creates the code in the back office.
    const admin = await profile(DESKTOP, 'en', adminToken)
    await admin.page.goto('/admin?tab=promo')
    await admin.page.getByRole('button', { name: 'New code' }).click()
    const form = admin.page.getByRole('form', { name: 'New promo code' })
    await form.getByLabel('Code (letters, digits, -)').fill('leto-10')
    await form.getByLabel('Percent off (1-100)').fill('10')
    await form.getByLabel('Minimum order (€)').fill('20')
    await form.getByLabel('Total uses').fill('50')
    await form.getByRole('button', { name: 'Save code' }).click()
    await admin.page.getByText('Code LETO-10 saved.').waitFor()
    const row = admin.page.getByRole('row', { name: /LETO-10/ })
    await expect.poll(() => row.textContent()).toContain('10 % off · from €20')
    await screenshot(admin.page, 'promo-code-admin')
    await admin.context.close()

    // A guest on a phone, in Slovak: two bowls (€25) in the cart, the code typed in lower case.
    const guest = await profile(PHONE, 'sk')
    const { page } = guest
    await page.goto('/menu')
    await page.evaluate((id) => localStorage.setItem('cart', JSON.stringify({ [id]: 2 })), dish._id)
    await page.goto('/cart')
    await page.getByLabel('Ak máte zľavový kód, zadajte ho sem').fill('leto-10')
    await page.getByRole('button', { name: 'Použiť' }).click()
    // Amounts as a Slovak reads them (issue 12 §4): 2,50 €, with a space that never breaks.
    await page.getByText('Kód LETO-10 uplatnený: −2,50 €').waitFor()
    const totals = page.getByRole('region', { name: 'Súhrn košíka' })
    await expect
      .poll(async () => spaced(await totals.locator('dl').textContent()))
      .toBe('Medzisúčet25,00 €Poplatok za doručenie2,00 €Zľavový kód LETO-10−2,50 €Spolu24,50 €')
    await screenshot(page, 'promo-code-cart-phone-sk')
    await page.getByRole('button', { name: 'Pokračovať k pokladni' }).click()

    // The checkout carries the code, and the order is placed with it.
    await page.waitForURL('**/order')
    const summary = page.locator('.checkout-summary dl')
    await expect
      .poll(async () => spaced(await summary.textContent()))
      .toContain('Zľavový kód LETO-10−2,50 €')
    await page.locator('[name="firstName"]').fill('Zuzana')
    await page.locator('[name="lastName"]').fill('Nováková')
    await page.locator('[name="email"]').fill(GUEST_EMAIL)
    await page.locator('[name="street"]').fill('Obchodná 12')
    await page.locator('[name="city"]').fill('Bratislava')
    await page.locator('[name="state"]').fill('Bratislavský kraj')
    await page.locator('[name="zipcode"]').fill('811 06')
    await page.locator('[name="country"]').fill('Slovensko')
    await page.locator('[name="phone"]').fill('0905123456')
    const placed = page.waitForResponse((response) => response.url().endsWith('/api/order/place'))
    await page
      .getByRole('button', { name: 'Objednať teraz s povinnosťou platby', exact: true })
      .click()
    const answer = (await (await placed).json()) as {
      trackingCode: string
      amount: number
      promoCode: string
      discount: number
    }
    expect(answer).toMatchObject({ amount: 24.5, promoCode: 'LETO-10', discount: 2.5 })
    const popup = page.getByRole('dialog', { name: 'Objednávka prijatá!' })
    await popup.getByText('Zľavový kód LETO-10').waitFor()
    await expect.poll(async () => spaced(await popup.textContent())).toContain('−2,50 €')

    // The track page shows the discount above the total.
    await popup.getByRole('button', { name: 'Sledovať objednávku' }).click()
    const tracked = page.getByRole('article', { name: 'Podrobnosti objednávky' })
    await tracked.getByText('Zľavový kód LETO-10').waitFor()
    await expect
      .poll(async () => spaced(await tracked.textContent()))
      .toContain('Zľavový kód LETO-10−2,50 €')
    await expect.poll(async () => spaced(await tracked.textContent())).toContain('24,50 €')
    await screenshot(page, 'promo-code-track-phone-sk')
    await guest.context.close()

    // The confirmation mail, in Slovak, names the code and what it took off.
    await expect
      .poll(() => mails.filter((mail) => mail.to.includes(GUEST_EMAIL)).length, {
        timeout: 15_000,
      })
      .toBe(1)
    const text = mailText(mails.find((mail) => mail.to.includes(GUEST_EMAIL))!.raw)
    expect(text).toContain(answer.trackingCode)
    expect(spaced(text)).toContain('Zľavový kód LETO-10: −2,50 €')
    expect(spaced(text)).toContain('Spolu: 24,50 €')

    // The back office counts the use and the revenue after the discount.
    const codes = (await call('/api/admin/promo-codes', 'GET')) as {
      data: { code: string; uses: number; revenue: number }[]
    }
    expect(codes.data.find((code) => code.code === 'LETO-10')).toMatchObject({
      uses: 1,
      revenue: 24.5,
    })
  }, 120_000)
})
