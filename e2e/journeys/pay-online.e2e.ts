import type { Food } from '@quan/domain'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FakeStripe } from '../../apps/server/test/fake-stripe'
import { MailSink } from '../../apps/server/test/smtp'
import { adminLogin, ANY_HOUR, freePort, startShop, type RunningShop } from '../shop-server'
import { DESKTOP, launch, newShopper, PHONE, screenshot } from '../support'

// Issue 22, Done when: a guest pays online on the (fake) provider's page, comes back to the
// track page, and the board shows the order paid; the owner refunds one dish, and the guest's
// track page and mails show the refund and a receipt with its VAT lines.
//
// Its own shop (as the promo-code journey): one with STRIPE_* pointing at a local fake Stripe,
// and SMTP at a local server, so the mails can be read.

const GUEST_EMAIL = 'lan@example.com'

const sink = new MailSink()
let fake: FakeStripe
let shop: RunningShop | undefined
let shopUrl: string
let browser: Browser
let adminToken: string
const dishes: Food[] = []

async function call(url: string, method: string, body?: unknown) {
  const response = await fetch(`${shopUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', token: adminToken },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.status, `${method} ${url}: ${await response.clone().text()}`).toBeLessThan(300)
  return response.json()
}

const mailsTo = (address: string) => sink.received.filter((mail) => mail.to.includes(address))

beforeAll(async () => {
  const smtpPort = await sink.listen()
  fake = await FakeStripe.start()

  const port = await freePort()
  shopUrl = `http://127.0.0.1:${port}`
  fake.webhookUrl = `${shopUrl}/api/payments/stripe/webhook`
  shop = await startShop(
    {
      ...ANY_HOUR,
      ...fake.env(),
      SEED_DEMO: 'off',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_POLL_MS: '200',
      PUBLIC_URL: shopUrl,
    },
    { port },
  )
  adminToken = await adminLogin(shopUrl)
  await call('/api/admin/categories', 'POST', { name: 'Soups', image: '' })
  for (const [name, price, sku] of [
    ['Beef pho', 12.5, 'PHO-1'],
    ['Spring rolls', 5, 'ROLL-1'],
  ] as const) {
    const created = (await call('/api/admin/foods', 'POST', {
      name,
      nameVI: name,
      nameEN: name,
      nameSK: name,
      description: '',
      price,
      sku,
      category: 'Soups',
      status: 'active',
      image: '',
      isPromotion: false,
      promotionPrice: 0,
      options: [],
    })) as { data: Food }
    dishes.push(created.data)
  }
  // The restaurant offers cash and online payment.
  await call('/api/admin/payments', 'PUT', { cash: true, card: false, online: true })
  browser = await launch()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await shop?.stop()
  await fake?.close()
  await sink.close()
})

async function profile(viewport: { width: number; height: number }, token?: string) {
  const shopper = await newShopper(browser, { viewport, language: 'en', shopUrl })
  if (token) {
    await shopper.context.addInitScript((value) => localStorage.setItem('token', value), token)
  }
  shopper.page.setDefaultTimeout(15_000)
  return shopper
}

describe('paying online', () => {
  it('is paid on the provider’s page, shown paid on the board, refunded in part, with a receipt', async () => {
    // A guest on a phone: a bowl and a plate of rolls (€17.50 and €2 delivery), paid online.
    const guest = await profile(PHONE)
    const { page } = guest
    await page.goto('/menu')
    const [pho, rolls] = dishes as [Food, Food]
    await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), {
      [pho._id]: 1,
      [rolls._id]: 1,
    })
    await page.goto('/order')
    await page.locator('[name="firstName"]').fill('Lan')
    await page.locator('[name="lastName"]').fill('Nguyen')
    await page.locator('[name="email"]').fill(GUEST_EMAIL)
    await page.locator('[name="street"]').fill('Obchodná 12')
    await page.locator('[name="city"]').fill('Bratislava')
    await page.locator('[name="state"]').fill('Bratislavský kraj')
    await page.locator('[name="zipcode"]').fill('811 06')
    await page.locator('[name="country"]').fill('Slovakia')
    await page.locator('[name="phone"]').fill('0905123456')
    await page.getByRole('radio', { name: 'Pay online now' }).check()
    await screenshot(page, 'pay-online-checkout-phone')
    await page.getByRole('button', { name: 'Order and pay now', exact: true }).click()

    // The provider's page (the fake's), then back to the shop's track page.
    await page.waitForURL(`${fake.url}/pay/**`)
    await page.getByRole('button', { name: 'Pay' }).click()
    await page.waitForURL('**/track-order?**')
    const tracked = page.getByRole('article', { name: 'Order details' })
    await tracked.waitFor()
    await page.getByText('Paid. Thank you! Your order is on its way to the kitchen.').waitFor()
    const code = new URL(page.url()).searchParams.get('code')!
    expect(code).toMatch(/^[A-Z0-9]{8}$/)
    await screenshot(page, 'pay-online-returned-phone')

    // The board shows it, paid online.
    const admin = await profile(DESKTOP, adminToken)
    await admin.page.goto('/admin?tab=orders')
    const card = admin.page.getByRole('article', { name: new RegExp(code) })
    await expect.poll(() => card.textContent()).toMatch(/Online · paid/i)
    await screenshot(admin.page, 'pay-online-board')

    // The owner refunds the rolls (€5): the refund dialog, its amount and reason.
    // Behind the card's "More" menu (issue 23 §1).
    await card.getByRole('button', { name: 'More' }).click()
    await card.getByRole('menuitem', { name: 'Refund' }).click()
    const dialog = admin.page.getByRole('dialog', { name: `Refund order ${code}` })
    await dialog.getByLabel('Amount (€)').fill('5')
    await dialog.getByLabel('Reason (optional, the guest sees it)').fill('The rolls were missing')
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
    await expect.poll(() => card.textContent()).toContain('Refunded €5')
    expect(fake.refunds.map((refund) => refund.amount)).toEqual([500])
    await admin.context.close()

    // The guest's track page shows the refund, and the receipt with its VAT lines.
    await page.reload()
    await page.getByRole('article', { name: 'Order details' }).waitFor()
    await expect.poll(() => page.locator('main').textContent()).toContain('Refunded €5')
    await page.getByRole('button', { name: 'Receipt' }).click()
    const receipt = page.getByRole('article', { name: /^Receipt no\. \d{6}$/ })
    await receipt.waitFor()
    const vat = receipt.getByRole('table', { name: 'VAT by rate' })
    // Dishes at 19 % (€17.50), the delivery fee at 23 % (€2): the shop's first rates.
    await expect
      .poll(async () => (await vat.getByRole('row').allTextContents()).slice(1))
      .toEqual(['19%€14.71€2.79€17.50', '23%€1.63€0.37€2'])
    await screenshot(page, 'pay-online-receipt-phone')
    await guest.context.close()

    // Mails: the confirmation once paid, the receipt with its VAT, and the refund.
    await expect
      .poll(() => mailsTo(GUEST_EMAIL).map((mail) => mail.subject), { timeout: 20_000 })
      .toHaveLength(3)
    const received = mailsTo(GUEST_EMAIL)
    const receiptMail = received.find((mail) => mail.subject.startsWith('Receipt'))!
    expect(receiptMail.text).toContain(code)
    expect(receiptMail.text).toMatch(/19%: base €14\.71, tax €2\.79, total €17\.50/)
    expect(receiptMail.html).toContain('€14.71')
    const refundMail = received.find((mail) => /refund/i.test(mail.subject))!
    expect(refundMail.text).toContain('€5')
    expect(refundMail.text).toContain('The rolls were missing')
  }, 180_000)
})
