import type { Food, MenuAnswer } from '@quan/domain'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANY_HOUR, type RunningShop } from '../shop-server'
import { adminToken, asAdmin, launch, newShopper, PHONE, screenshot, startShop } from '../support'

// Issue 24, "Done when" (§5): the owner switches ordering at the table on with the restaurant's
// tables and opens the sheet of QR codes; two phones at table 3 open its link and each orders;
// the board shows "Table 3" on both cards; the link edited into table 4's is refused. On a shop
// of its own: dine-in and its tables are settings the other journeys do not expect.

let browser: Browser
let shop: RunningShop

beforeAll(async () => {
  browser = await launch()
  shop = await startShop(ANY_HOUR)
  // Orders at a table are taken in the opening hours: open round the clock, so the journey
  // passes at any hour it runs.
  const hoursAt = `${shop.baseUrl}/api/admin/restaurant/hours`
  const headers = { token: adminToken(), 'content-type': 'application/json' }
  const hours = ((await (await fetch(hoursAt, { headers })).json()) as { data: object }).data
  const allDay = [{ open: '00:00', close: '24:00' }]
  const opening = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
      day,
      allDay,
    ]),
  )
  const saved = await fetch(hoursAt, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...hours, opening }),
  })
  expect(saved.status, await saved.text()).toBe(200)
})
afterAll(async () => {
  await shop?.stop()
  await browser?.close()
})

/** A phone at the table: opens the table's link, puts one dish in the cart and orders. */
async function orderAtTable(page: Page, link: string, dish: Food, guest: string) {
  await page.goto(link)
  // The table is fixed over the menu, and the token has left the address bar.
  await page.getByText('Table 3', { exact: true }).waitFor()
  expect(new URL(page.url()).search).toBe('')
  const name = dish.nameEN?.trim() || dish.name
  await page.getByRole('button', { name, exact: true }).click()
  const modal = page.getByRole('dialog', { name })
  await modal.waitFor()
  await modal.getByRole('button', { name: 'Add to Cart' }).click()
  await modal.getByText('In your cart').waitFor()
  await page.keyboard.press('Escape')
  await modal.waitFor({ state: 'detached' })
  await page.goto('/order')
  // The checkout at the table: its name, no address, no fee.
  await page.getByRole('heading', { name: 'Table 3: your details' }).waitFor()
  expect(await page.getByLabel('Street and number').count()).toBe(0)
  const summary = page.getByRole('complementary', { name: 'Your order' })
  await summary.getByText('No delivery fee').waitFor()
  await page.getByLabel('First name', { exact: true }).fill(guest)
  await page.getByLabel('Last name', { exact: true }).fill('Tran')
  await page.getByLabel('Phone', { exact: true }).fill('0901234567')
  // On a phone the order button is the bar's at the bottom of the screen.
  await page.getByRole('button', { name: 'Order and pay now', exact: true }).click()
  const success = page.getByRole('dialog', { name: 'Order placed!' })
  await success.waitFor()
  const code = /[A-Z]{2}\d{6}/.exec(await success.innerText())?.[0]
  expect(code, 'the tracking code in the success popup').toBeDefined()
  return code!
}

describe('two phones at table 3', () => {
  it('each order by the table’s QR link, the board shows the table, an edited link is refused', async () => {
    // The owner: Dine-in on, tables 1 to 6.
    const owner = await newShopper(browser, { language: 'en', shopUrl: shop.baseUrl })
    await asAdmin(owner.context)
    const office = owner.page
    office.setDefaultTimeout(15_000)
    await office.goto('/admin?tab=settings&part=dineIn')
    const form = office.getByRole('form', { name: 'Ordering at the table' })
    await form.getByRole('checkbox', { name: /Take orders at the table/ }).check()
    await form.getByLabel('Tables, one name a line').fill(['1', '2', '3', '4', '5', '6'].join('\n'))
    await form.getByRole('button', { name: 'Save dine-in' }).click()
    await form.getByText('Dine-in saved.').waitFor()

    // The sheet: one QR code a table; table 3's link is what its code says.
    await form.getByRole('link', { name: 'Print the table sheet' }).waitFor()
    await office.goto('/admin?sheet=tables')
    const codes = office.locator('.table-sheet__card')
    await expect.poll(() => codes.count()).toBe(6)
    const third = office.locator('.table-sheet__card[data-table="3"]')
    await third.getByRole('img', { name: 'QR code of table 3' }).locator('svg').waitFor()
    await third.getByText('Table 3').waitFor()
    await screenshot(office, 'table-sheet')
    const link = await third.getAttribute('data-link')
    expect(link).toMatch(/\/menu\?table=/)
    const path = new URL(link!).pathname + new URL(link!).search

    // Two phones at table 3, each its own order.
    const dishes = (
      (await (await fetch(`${shop.baseUrl}/api/food/list?forUser=true`)).json()) as MenuAnswer
    ).data.filter(
      (food) => food.status === 'active' && food.options.length === 0 && !food.isPromotion,
    )
    const first = await newShopper(browser, {
      language: 'en',
      viewport: PHONE,
      shopUrl: shop.baseUrl,
    })
    const second = await newShopper(browser, {
      language: 'en',
      viewport: PHONE,
      shopUrl: shop.baseUrl,
    })
    first.page.setDefaultTimeout(15_000)
    second.page.setDefaultTimeout(15_000)
    const firstCode = await orderAtTable(first.page, path, dishes[0]!, 'Lan')
    await screenshot(first.page, 'table-3-ordered-390')
    const secondCode = await orderAtTable(second.page, path, dishes[1]!, 'Minh')
    expect(secondCode).not.toBe(firstCode)

    // The board: both orders, each "Table 3".
    await office.goto('/admin?tab=orders')
    for (const code of [firstCode, secondCode]) {
      const card = office.getByRole('article', { name: `Order ${code}` })
      await card.getByText('Table 3', { exact: true }).waitFor()
    }
    await screenshot(office, 'table-3-board')

    // Table 3's link edited into table 4's: refused, in the guest's words, and no table is set.
    const token = new URL(link!).searchParams.get('table')!
    const [generation, , signature] = token.split('.')
    const edited = `${generation}.${Buffer.from('4').toString('base64url')}.${signature}`
    const stranger = await newShopper(browser, {
      language: 'en',
      viewport: PHONE,
      shopUrl: shop.baseUrl,
    })
    stranger.expectRefusal({ path: /^\/api\/table\//, status: 400 })
    await stranger.page.goto(`/menu?table=${encodeURIComponent(edited)}`)
    await stranger.page
      .getByRole('alert')
      .getByText('This table link is not valid. Please scan the QR code on your table again.')
      .waitFor()
    expect(await stranger.page.getByText('Table 4', { exact: true }).count()).toBe(0)
    await screenshot(stranger.page, 'table-link-refused-390')

    for (const profile of [first, second, stranger, owner]) await profile.context.close()
  })
})
