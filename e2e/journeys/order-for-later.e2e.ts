import {
  addDays,
  DEFAULT_TIME_ZONE,
  localDate,
  weekdayOf,
  zonedInstant,
  type Food,
} from '@quan/domain'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningShop } from '../shop-server'
import { adminToken, asAdmin, launch, newShopper, PHONE, screenshot, startShop } from '../support'

// Issue 11 §2 (a): while the restaurant is closed, a guest orders a pickup for tomorrow at
// 12:30; the kitchen sees it on the board with its due time. The shared shop takes orders at
// any hour, so this journey runs its own, open tomorrow only.

const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
const today = localDate(new Date(), DEFAULT_TIME_ZONE)
const tomorrow = addDays(today, 1)
// Closed now, whatever the time: only tomorrow has hours, 12:00 to 14:00.
const HOURS = `${DAY_NAMES[weekdayOf(tomorrow)]} 12:00-14:00`

let browser: Browser
let shop: RunningShop

beforeAll(async () => {
  browser = await launch()
  shop = await startShop({ DELIVERY_HOURS: HOURS, PICKUP_HOURS: HOURS })
  const settings = await fetch(`${shop.baseUrl}/api/admin/ordering`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', token: adminToken() },
    body: JSON.stringify({
      pickup: true,
      laterOrders: true,
      deliveryLeadMinutes: 45,
      pickupLeadMinutes: 20,
      slotCap: null,
    }),
  })
  expect(settings.status).toBe(200)
})
// The shop is this journey's own: it goes, and its settings with it.
afterAll(async () => {
  await shop?.stop()
  await browser?.close()
})

describe('an order for later', () => {
  it('takes a pickup for tomorrow at 12:30 while closed, and the board shows it with its due time', async () => {
    const guest = await newShopper(browser, {
      language: 'en',
      viewport: PHONE,
      shopUrl: shop.baseUrl,
    })
    const { page } = guest
    page.setDefaultTimeout(15_000)
    const list = await page.request.get('/api/food/list?forUser=true')
    const dish = ((await list.json()) as { data: Food[] }).data.find(
      (food) => food.status === 'active' && food.options.length === 0,
    )!
    await page.goto('/menu')
    await page.evaluate((id) => localStorage.setItem('cart', JSON.stringify({ [id]: 1 })), dish._id)
    await page.goto('/order')

    // Closed now: said, and later slots offered instead of an order button that stays off.
    await page.getByText("We're closed for delivery right now.", { exact: false }).waitFor()
    await page.getByRole('radio', { name: 'Pickup at the restaurant' }).check()
    await page.getByText("We're not taking pickup orders right now.", { exact: false }).waitFor()
    const when = page.getByRole('group', { name: 'When?' })
    expect(await when.getByRole('radio', { name: 'As soon as possible' }).isDisabled()).toBe(true)
    expect(await when.getByRole('radio', { name: 'Later' }).isChecked()).toBe(true)
    await when.getByLabel('Day').selectOption({ label: 'Tomorrow' })
    await when.getByLabel('Time').selectOption({ label: '12:30' })
    await page.locator('[name="firstName"]').fill('Hoa')
    await page.locator('[name="lastName"]').fill('Le')
    await page.locator('[name="phone"]').fill('0911222999')
    await screenshot(page, 'order-for-later-en-390')
    await page.getByRole('button', { name: 'Order and pay now', exact: true }).click()
    const success = page.getByRole('dialog', { name: /Order placed/i })
    await success.getByText('Ready for pickup: Tomorrow at 12:30').waitFor()
    const code = (await success.locator('dd').first().textContent())!.trim()
    await guest.context.close()

    // The order is stored for tomorrow 12:30 on the restaurant's clock.
    const orders = await fetch(`${shop.baseUrl}/api/admin/orders`, {
      headers: { token: adminToken() },
    })
    const stored = ((await orders.json()) as { data: { trackingCode: string; dueAt: string }[] })
      .data
    const order = stored.find((candidate) => candidate.trackingCode === code)!
    expect(order.dueAt).toBe(zonedInstant(tomorrow, '12:30', DEFAULT_TIME_ZONE).toISOString())

    // The kitchen sees it among today's orders, due tomorrow at 12:30, a pickup.
    const admin = await newShopper(browser, { language: 'en', shopUrl: shop.baseUrl })
    admin.page.setDefaultTimeout(15_000)
    await asAdmin(admin.context)
    await admin.page.goto('/admin?tab=orders')
    const card = admin.page.getByRole('article', { name: `Order ${code}` })
    const [, month, day] = tomorrow.split('-').map(Number)
    await card.getByText(`Due ${day}.${month}. 12:30`).waitFor()
    await card.getByText('Start preparing at 12:10').waitFor()
    await card.getByText('Pickup', { exact: true }).waitFor()
    await screenshot(admin.page, 'order-for-later-board-en-1280')
    await admin.context.close()
  })
})
