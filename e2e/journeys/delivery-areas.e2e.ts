import { type DeliveryAreaInEuros, type Food } from '@quan/domain'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANY_HOUR, type RunningShop } from '../shop-server'
import { adminToken, launch, newShopper, PHONE, screenshot, startShop } from '../support'

// Issue 11 §3: the restaurant delivers to two areas of its own; a guest sees, as the postal code
// is typed, whether it is delivered to, what it costs and what is missing, before ordering.
// Issue 11 §1: where the restaurant offers pickup, an address outside every area is offered it.

const AREAS: DeliveryAreaInEuros[] = [
  { name: 'Staré Mesto', postalCodes: ['811*'], fee: 1.5, minimum: 30, freeFrom: null },
  { name: 'Petržalka', postalCodes: ['851*'], fee: 3, minimum: 0, freeFrom: 40 },
]

/** Money as the shop writes it: '€30', '€4.50'. */
const euro = (cents: number) =>
  cents % 100 === 0 ? `€${cents / 100}` : `€${(cents / 100).toFixed(2)}`

let browser: Browser
/** This journey's own shop: its areas and pickup setting are no other journey's. */
let shop: RunningShop

/** Pickup on or off; everything else as a default install has it. */
async function offerPickup(pickup: boolean) {
  const response = await fetch(`${shop.baseUrl}/api/admin/ordering`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', token: adminToken() },
    body: JSON.stringify({
      pickup,
      laterOrders: false,
      deliveryLeadMinutes: 45,
      pickupLeadMinutes: 20,
      slotCap: null,
    }),
  })
  expect(response.status).toBe(200)
}

async function saveAreas(areas: DeliveryAreaInEuros[]) {
  const response = await fetch(`${shop.baseUrl}/api/admin/delivery-areas`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', token: adminToken() },
    body: JSON.stringify({ areas }),
  })
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  browser = await launch()
  shop = await startShop(ANY_HOUR)
  await saveAreas(AREAS)
})
// The shop is this journey's own: it goes, and its areas with it.
afterAll(async () => {
  await shop?.stop()
  await browser?.close()
})

describe('delivery by area', () => {
  it('refuses an address outside every area and one under its minimum before ordering, then orders with the area’s fee', async () => {
    const { context, page } = await newShopper(browser, {
      language: 'en',
      viewport: PHONE,
      shopUrl: shop.baseUrl,
    })
    page.setDefaultTimeout(10_000)
    const placed: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/order/place')) placed.push(request.url())
    })
    // Two of a dish under €15 without options: under Staré Mesto's €30 minimum.
    const list = await page.request.get('/api/food/list?forUser=true')
    const dish = ((await list.json()) as { data: Food[] }).data.find(
      (food) => food.status === 'active' && food.options.length === 0 && food.price < 15,
    )!
    await page.goto('/menu')
    await page.evaluate((id) => localStorage.setItem('cart', JSON.stringify({ [id]: 2 })), dish._id)
    await page.goto('/order')
    await page.locator('[name="firstName"]').fill('Lan')
    await page.locator('[name="lastName"]').fill('Pham')
    await page.locator('[name="street"]').fill('Hlavná 3')
    await page.locator('[name="city"]').fill('Bratislava')
    await page.locator('[name="state"]').fill('Bratislavský kraj')
    await page.locator('[name="country"]').fill('Slovensko')
    await page.locator('[name="phone"]').fill('0911222777')
    const quote = page.locator('.checkout-summary .delivery-quote')
    const place = page.getByRole('button', { name: 'Order and pay now', exact: true })

    // Košice: no area covers it, said as it is typed and again on the order button.
    await page.locator('[name="zipcode"]').fill('040 01')
    await quote
      .getByText('Sorry, we do not deliver to 040 01. Please check the postal code.')
      .waitFor()
    await place.click()
    await page
      .locator('.checkout-notice')
      .getByText('Sorry, we do not deliver to 040 01. Please check the postal code.')
      .waitFor()

    // Staré Mesto: €1.50, but €30 at least.
    const missing = euro(3000 - Math.round(dish.price * 100) * 2)
    await page.locator('[name="zipcode"]').fill('811 01')
    await quote.getByText('Minimum order for Staré Mesto: €30.').waitFor()
    await quote.getByText(`${missing} more to reach the minimum for this area.`).waitFor()
    await screenshot(page, 'delivery-areas-minimum-en-390')
    await place.click()
    await page
      .locator('.checkout-notice')
      .getByText(`${missing} more to reach the minimum for this area.`)
      .waitFor()
    expect(placed, 'no order is sent while the area refuses it').toEqual([])

    // Petržalka: no minimum, €3 under €40.
    await page.locator('[name="zipcode"]').fill('851 04')
    await quote.getByText('Free delivery from €40.').waitFor()
    const total = Math.round(dish.price * 100) * 2 + 300
    await page
      .locator('.checkout-summary')
      .getByText(euro(total), { exact: true })
      .first()
      .waitFor()
    await place.click()
    const success = page.getByRole('dialog', { name: /Order placed/i })
    await success.waitFor()
    await screenshot(page, 'delivery-areas-placed-en-390')
    expect(placed).toHaveLength(1)
    await context.close()
  })

  it('refuses a delivery outside every area before ordering, and takes the same order as pickup', async () => {
    await offerPickup(true)
    try {
      const { context, page } = await newShopper(browser, {
        language: 'en',
        viewport: PHONE,
        shopUrl: shop.baseUrl,
      })
      page.setDefaultTimeout(10_000)
      const placed: string[] = []
      page.on('request', (request) => {
        if (request.url().endsWith('/api/order/place')) placed.push(request.postData() ?? '')
      })
      const list = await page.request.get('/api/food/list?forUser=true')
      const dish = ((await list.json()) as { data: Food[] }).data.find(
        (food) => food.status === 'active' && food.options.length === 0,
      )!
      await page.goto('/menu')
      await page.evaluate(
        (id) => localStorage.setItem('cart', JSON.stringify({ [id]: 1 })),
        dish._id,
      )
      await page.goto('/order')
      // Delivery is asked first and chosen; the guest fills in an address in Košice.
      await page.getByRole('radio', { name: 'Delivery to your address' }).waitFor()
      await page.locator('[name="firstName"]').fill('Minh')
      await page.locator('[name="lastName"]').fill('Vu')
      await page.locator('[name="street"]').fill('Hlavná 3')
      await page.locator('[name="city"]').fill('Košice')
      await page.locator('[name="state"]').fill('Košický kraj')
      await page.locator('[name="country"]').fill('Slovensko')
      await page.locator('[name="phone"]').fill('0911222888')
      await page.locator('[name="zipcode"]').fill('040 01')
      const summary = page.locator('.checkout-summary')
      await summary
        .getByText('Sorry, we do not deliver to 040 01. Please check the postal code.')
        .waitFor()
      const place = page.getByRole('button', { name: 'Order and pay now', exact: true })
      await place.click()
      await page
        .locator('.checkout-notice')
        .getByText('Sorry, we do not deliver to 040 01. Please check the postal code.')
        .waitFor()
      expect(placed, 'the delivery is refused before it is sent').toEqual([])

      // Offered pickup instead: no address, no fee, the restaurant's address shown.
      await summary.getByRole('button', { name: 'Pick it up at the restaurant instead' }).click()
      expect(await page.getByRole('radio', { name: 'Pickup at the restaurant' }).isChecked()).toBe(
        true,
      )
      await page
        .getByRole('region', { name: 'Pick up your order at' })
        .getByText('Obchodná 12')
        .waitFor()
      expect(await page.locator('[name="street"]').count()).toBe(0)
      await summary.getByText('Free', { exact: true }).waitFor()
      await screenshot(page, 'pickup-instead-en-390')
      await place.click()
      const success = page.getByRole('dialog', { name: /Order placed/i })
      await success.getByText(/Ready for pickup in about/).waitFor()
      expect(placed).toHaveLength(1)
      expect(JSON.parse(placed[0]!)).toMatchObject({
        fulfilment: 'pickup',
        amount: dish.price,
      })
      await context.close()
    } finally {
      await offerPickup(false)
    }
  })
})
