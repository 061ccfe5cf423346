import type { Food, MenuAnswer } from '@quan/domain'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, logInAs, newShopper, screenshot } from '../support'

const euro = (cents: number) =>
  cents % 100 === 0 ? `€${cents / 100}` : `€${(cents / 100).toFixed(2)}`

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

/** Clicks, and waits until the server has stored the cart change the click makes. */
async function clickAndStore(page: Page, click: () => Promise<void>) {
  await Promise.all([
    page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/cart/add' && response.ok(),
    ),
    click(),
  ])
}

/**
 * Journey 2: a customer signs up in the login popup, fills a cart that lives on the server (it
 * survives a reload and shows on another device), orders as a registered customer, finds the
 * order in My orders, and logs out.
 */
describe('a customer with an account', () => {
  it('signs up, keeps the cart on the server, orders, sees My orders and logs out', async () => {
    const { context, page } = await newShopper(browser, { language: 'en' })
    page.setDefaultTimeout(10_000)
    const email = `customer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
    const password = 'bowl-of-pho-42'

    // Sign up through the login popup (sign-up is its first mode).
    await page.goto('/menu')
    await page.getByRole('heading', { level: 1, name: 'Our menu' }).waitFor()
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    const signUp = page.getByRole('dialog', { name: 'Sign Up' })
    await signUp.waitFor()
    await signUp.getByLabel('Your name').fill('Mai Tran')
    await signUp.getByLabel('Your e-mail').fill(email)
    await signUp.getByLabel('Password').fill(password)
    await signUp.getByRole('checkbox', { name: /I agree to the terms of use/ }).check()
    await screenshot(page, 'journey-2-sign-up')
    await signUp.getByRole('button', { name: 'Create Account' }).click()
    await signUp.waitFor({ state: 'detached' })
    const account = page.getByRole('button', { name: 'Mai Tran' })
    await account.waitFor()
    expect(await page.getByRole('button', { name: 'Log in', exact: true }).count()).toBe(0)

    // Two dishes without options: one of the first and two of the second.
    const list = await page.request.get('/api/food/list?forUser=true')
    const [first, second] = ((await list.json()) as MenuAnswer).data.filter(
      (food) => food.status === 'active' && food.options.length === 0 && !food.isPromotion,
    )
    const nameOf = (food: Food) => food.nameEN?.trim() || food.name
    const firstCents = Math.round(first!.price * 100)
    const secondCents = Math.round(second!.price * 100)
    const totalCents = firstCents + 2 * secondCents + 200

    await page.getByRole('button', { name: nameOf(first!), exact: true }).click()
    let modal = page.getByRole('dialog', { name: nameOf(first!) })
    await clickAndStore(page, () => modal.getByRole('button', { name: 'Add to Cart' }).click())
    await modal.getByText('In your cart').waitFor()
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: nameOf(second!), exact: true }).click()
    modal = page.getByRole('dialog', { name: nameOf(second!) })
    await clickAndStore(page, () => modal.getByRole('button', { name: 'Add to Cart' }).click())
    await clickAndStore(page, () =>
      modal.getByRole('button', { name: `Add one more ${nameOf(second!)}` }).click(),
    )
    await modal
      .getByRole('group', { name: `Quantity of ${nameOf(second!)}` })
      .getByText('2')
      .waitFor()
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Cart, items: 3' }).waitFor()

    // A reload keeps the cart; it is the server's, not this browser's.
    await page.reload()
    await page.getByRole('button', { name: 'Cart, items: 3' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull()
    const other = await newShopper(browser, { language: 'en' })
    await logInAs(other.context, email, password)
    await other.page.goto('/cart')
    await other.page.getByRole('button', { name: 'Cart, items: 3' }).waitFor()
    await other.context.close()

    // Checkout: a logged-in customer orders as registered, with no guest choice.
    await page.getByRole('button', { name: 'Cart, items: 3' }).click()
    const cart = page.getByRole('dialog', { name: 'Your cart' })
    const lines = cart.getByRole('list', { name: 'Dishes in your cart' }).getByRole('listitem')
    await expect.poll(() => lines.count()).toBe(2)
    await cart.getByRole('button', { name: 'Checkout' }).click()
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor()
    const summary = page.getByRole('complementary', { name: 'Your order' })
    await summary.getByText(euro(totalCents), { exact: true }).waitFor()
    expect(await page.getByRole('group', { name: 'Order as' }).count()).toBe(0)
    expect(await page.getByRole('radio').count()).toBe(0)
    await page.getByLabel('First name').fill('Mai')
    await page.getByLabel('Last name').fill('Tran')
    await page.getByLabel('Street and number').fill('Hviezdoslavovo námestie 3')
    await page.getByLabel('City').fill('Bratislava')
    await page.getByLabel('State / region').fill('Bratislava')
    await page.getByLabel('Zip code').fill('81102')
    await page.getByLabel('Country').fill('Slovakia')
    await page.getByLabel('Phone', { exact: true }).fill('0907654321')
    await page.getByRole('button', { name: 'Order and pay', exact: true }).click()
    const success = page.getByRole('dialog', { name: 'Order placed!' })
    await success.waitFor()
    const code = /Tracking code\s*([A-Z]{2}\d{6})\b/.exec(await success.innerText())?.[1]
    expect(code).toMatch(/^[A-Z]{2}\d{6}$/)
    await success.getByRole('button', { name: 'Go home' }).click()
    await success.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Cart, items: 0' }).waitFor()

    // My orders, from the account menu: the order, its amount and its status.
    await account.click()
    const accountMenu = page.getByRole('list', { name: 'Account menu' })
    await accountMenu.getByRole('link', { name: 'My orders' }).click()
    await page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor()
    const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem')
    await expect.poll(() => order.count()).toBe(1)
    await order.getByText(code!, { exact: true }).waitFor()
    await order.getByText(euro(totalCents), { exact: true }).waitFor()
    await order.getByText('Pending', { exact: true }).waitFor()
    await order.getByText(`${nameOf(first!)} x 1, ${nameOf(second!)} x 2`).waitFor()
    await screenshot(page, 'journey-2-my-orders')

    // Its tracking page says it was ordered by a registered customer.
    await order.getByRole('link', { name: `Track Order ${code}` }).click()
    await page.getByRole('heading', { level: 1, name: 'Track your order' }).waitFor()
    expect(await page.getByLabel('Order code').inputValue()).toBe(code)
    await page.getByLabel('Phone number').fill('0907654321')
    await page.getByRole('button', { name: 'Track order', exact: true }).click()
    const result = page.getByRole('article', { name: 'Order details' })
    await result.waitFor()
    expect(await result.innerText()).toMatch(/Order type\s*Registered customer/)

    // Logging out brings the login button back and leaves this device's cart empty.
    await account.click()
    await accountMenu.getByRole('button', { name: 'Log out' }).click()
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Mai Tran' }).count()).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    expect(new URL(page.url()).pathname).toBe('/')
    await screenshot(page, 'journey-2-logged-out')
    await context.close()
  })
})
