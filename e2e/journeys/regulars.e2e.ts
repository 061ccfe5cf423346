import type { Food, MenuAnswer } from '@quan/domain'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANY_HOUR, type RunningShop } from '../shop-server'
import { adminToken, launch, logInAs, newShopper, PHONE, screenshot, startShop } from '../support'

// Issue 24, "Done when" (§3 and §4): a customer orders again a past order with one dish since
// sold out and is told so before anything reaches the cart; then downloads their data and
// deletes their account, and the order stays with the restaurant without their name. On a shop of
// its own: the dish marked sold out would otherwise be sold out for the journeys after it.

let browser: Browser
let shop: RunningShop

beforeAll(async () => {
  browser = await launch()
  shop = await startShop(ANY_HOUR)
})
afterAll(async () => {
  await shop?.stop()
  await browser?.close()
})

/** A call to the shop's API, as the owner when `token` is the admin's. */
async function api(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${shop.baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

describe('a regular guest', () => {
  it('orders again with a dish since sold out and is told, downloads their data and deletes their account', async () => {
    const email = `regular-${Date.now()}@example.com`
    const password = 'a bowl of pho daily'
    const signedUp = await api('POST', '/api/user/register', null, {
      name: 'Linh Vu',
      email,
      password,
    })
    expect(signedUp.status).toBe(201)
    const { context, page } = await newShopper(browser, {
      language: 'en',
      viewport: PHONE,
      shopUrl: shop.baseUrl,
    })
    page.setDefaultTimeout(15_000)
    const token = await logInAs(context, email, password, shop.baseUrl)

    // Last Friday's dinner: two dishes without choices, placed as the customer.
    const menu = (await (
      await fetch(`${shop.baseUrl}/api/food/list?forUser=true`)
    ).json()) as MenuAnswer
    const [kept, soldOut] = menu.data.filter(
      (food) => food.status === 'active' && food.options.length === 0 && !food.isPromotion,
    ) as [Food, Food]
    const cents = (food: Food) => Math.round(food.price * 100)
    const placed = await api('POST', '/api/order/place', token, {
      address: {
        firstName: 'Linh',
        lastName: 'Vu',
        phone: '0915333444',
        email,
        street: 'Hlavná 3',
        city: 'Bratislava',
        state: 'Bratislavský kraj',
        zipcode: '81101',
        country: 'Slovensko',
      },
      items: [
        { _id: kept._id, quantity: 1 },
        { _id: soldOut._id, quantity: 2 },
      ],
      amount: (cents(kept) + 2 * cents(soldOut) + 200) / 100,
      orderType: 'registered',
    })
    expect(placed.status, JSON.stringify(placed.json)).toBe(201)
    const code = placed.json.trackingCode as string
    const orderId = placed.json.orderId as string

    // Tonight the kitchen has run out of the second dish.
    const marked = await api('PUT', `/api/admin/foods/${soldOut._id}/sold-out`, adminToken(), {
      soldOut: true,
    })
    expect(marked.status, JSON.stringify(marked.json)).toBe(200)

    // Order again: the guest is told what changed before anything goes into the cart.
    await page.goto('/myorders')
    await page.getByRole('button', { name: `Order again ${code}` }).click()
    const since = page.getByRole('dialog', { name: 'Since you ordered' })
    await since.waitFor()
    const soldOutName = soldOut.nameEN?.trim() || soldOut.name
    await since.getByText(`${soldOutName} is sold out today: left out`).waitFor()
    await screenshot(page, 'regulars-order-again-390')
    const emptyCart = await api('POST', '/api/cart/get', token, {})
    expect(emptyCart.json.cartData).toEqual({})
    await since.getByRole('button', { name: 'Put the rest in my cart' }).click()
    await expect
      .poll(async () => (await api('POST', '/api/cart/get', token, {})).json.cartData)
      .toEqual({ [kept._id]: 1 })
    // The cart opens on what was put in it; the guest closes it to carry on.
    const cart = page.getByRole('dialog').filter({ hasText: kept.nameEN?.trim() || kept.name })
    await cart.waitFor()
    await screenshot(page, 'regulars-cart-390')
    await page.keyboard.press('Escape')
    await cart.waitFor({ state: 'detached' })

    // Their data, as one JSON file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ])
    // The browser runs apart from this process: the file is read through its stream.
    const chunks: Buffer[] = []
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
    const file = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    expect(file.account).toMatchObject({ name: 'Linh Vu', email })
    expect(file.orders).toEqual([expect.objectContaining({ id: orderId, trackingCode: code })])

    // Their account, deleted once the order is done; the order stays, without their name.
    const cancelled = await api('POST', `/api/admin/orders/${orderId}/status`, adminToken(), {
      status: 'Cancelled',
      reason: 'The guest called',
    })
    expect(cancelled.status).toBe(200)
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await page.getByLabel('Your password, to confirm').fill(password)
    await page.getByRole('button', { name: 'Delete my account for good' }).click()
    await page
      .getByText(
        'Your account is deleted. Your orders stay with the restaurant without your personal details.',
      )
      .waitFor()
    await screenshot(page, 'regulars-account-deleted-390')
    const found = await api('GET', `/api/admin/orders?q=${code}`, adminToken())
    const [order] = found.json.data as {
      _id: string
      status: string
      customerInfo: { name: string; phone: string }
    }[]
    expect(order).toMatchObject({ _id: orderId, status: 'Cancelled' })
    expect(order!.customerInfo.name.trim()).toBe('')
    expect(order!.customerInfo.phone).toBe('')
    expect((await api('GET', '/api/user/me', token)).status).toBe(401)
    await context.close()
  })
})
