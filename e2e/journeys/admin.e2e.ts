import type { Food, MenuAnswer } from '@quan/domain'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, baseUrl, launch, logInAs, newShopper, screenshot } from '../support'

const euro = (cents: number) =>
  cents % 100 === 0 ? `€${cents / 100}` : `€${(cents / 100).toFixed(2)}`
const nameOf = (food: Food) => food.nameEN?.trim() || food.name

/** The card of a dish on /menu, found by the name the guest reads on it. */
const card = (page: Page, name: string) =>
  page
    .locator('main')
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name, exact: true }) })

/** Every request the page makes for the admin's product list (the list without ?forUser). */
function adminCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/food/list' && !url.searchParams.has('forUser')) calls.push(url.href)
    if (url.pathname.startsWith('/api/food/edit') || url.pathname === '/api/food/remove')
      calls.push(url.href)
  })
  return calls
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

/**
 * Journey 4: the admin changes one dish's price and deletes another, and a guest's menu shows
 * both changes; a customer who opens /admin is told to log in as admin and gets nothing else.
 */
describe('the restaurant admin', () => {
  it('edits a price and deletes a dish, and the shop shows it; a customer is kept out', async () => {
    // Two plain dishes (no options, no promotion) from the end of the menu.
    const list = await fetch(`${baseUrl()}/api/food/list?forUser=true`)
    const plain = ((await list.json()) as MenuAnswer).data.filter(
      (food) => food.status === 'active' && food.options.length === 0 && !food.isPromotion,
    )
    const edited = plain.at(-1)!
    const deleted = plain.at(-2)!
    const newCents = Math.round(edited.price * 100) + 125

    const admin = await newShopper(browser, { language: 'en' })
    admin.page.setDefaultTimeout(10_000)
    await asAdmin(admin.context)
    const page = admin.page
    // The back office opens on Today; the dishes are its Menu section.
    await page.goto('/admin?tab=menu')
    await page.getByRole('heading', { name: 'Manage products' }).waitFor()
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Admin' })
      .waitFor()

    // A new price for one dish.
    await page.getByRole('button', { name: `Edit ${edited.name}`, exact: true }).click()
    const edit = page.getByRole('dialog', { name: 'Edit product' })
    await edit.waitFor()
    const price = edit.getByLabel('Price (€)')
    expect(Number(await price.inputValue())).toBe(edited.price)
    await price.fill((newCents / 100).toFixed(2))
    await screenshot(page, 'journey-4-edit')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await edit.waitFor({ state: 'detached' })
    await page.getByRole('status').getByText('Product updated successfully!').waitFor()
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: edited.name, exact: true }) })
    await row.getByText(euro(newCents), { exact: true }).waitFor()

    // Another dish taken off the menu, after the admin confirms.
    await page.getByRole('button', { name: `Delete ${deleted.name}`, exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete product' })
    await confirm.getByText('Are you sure you want to delete this product?').waitFor()
    await confirm.getByText(deleted.name, { exact: true }).waitFor()
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await confirm.waitFor({ state: 'detached' })
    await page.getByRole('status').getByText('Product deleted successfully!').waitFor()
    expect(await page.getByRole('button', { name: `Delete ${deleted.name}` }).count()).toBe(0)
    await screenshot(page, 'journey-4-admin')
    await admin.context.close()

    // A guest's menu: the new price, and the deleted dish is gone.
    const guest = await newShopper(browser, { language: 'en' })
    guest.page.setDefaultTimeout(10_000)
    await guest.page.goto('/menu')
    const changed = card(guest.page, nameOf(edited))
    await changed.getByText(euro(newCents), { exact: true }).waitFor()
    expect(await card(guest.page, nameOf(deleted)).count()).toBe(0)
    await guest.page.getByRole('searchbox', { name: 'Search dishes' }).fill(nameOf(deleted))
    await guest.page.getByText(`Dishes matching “${nameOf(deleted)}”: 0`).waitFor()
    await guest.page.getByRole('searchbox', { name: 'Search dishes' }).fill(nameOf(edited))
    await changed.getByText(euro(newCents), { exact: true }).waitFor()
    await screenshot(guest.page, 'journey-4-shop')
    await guest.context.close()

    // A customer who finds /admin: asked to log in as admin, no products, no Admin link.
    const email = `not-admin-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
    const registered = await fetch(`${baseUrl()}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Jana Kováčová', email, password: 'not-an-admin-1' }),
    })
    expect(registered.status).toBe(201)
    const customer = await newShopper(browser, { language: 'en' })
    customer.page.setDefaultTimeout(10_000)
    await logInAs(customer.context, email, 'not-an-admin-1')
    const calls = adminCalls(customer.page)
    await customer.page.goto('/admin')
    await customer.page.getByRole('button', { name: 'Jana Kováčová' }).waitFor()
    await customer.page
      .getByRole('heading', { level: 1, name: 'For the restaurant admin' })
      .waitFor()
    await customer.page
      .getByText(
        'This page is only for the restaurant admin. Please log in as admin to manage products.',
      )
      .waitFor()
    await customer.page.getByRole('button', { name: 'Log in as admin' }).waitFor()
    expect(await customer.page.getByRole('heading', { name: 'Manage products' }).count()).toBe(0)
    expect(await customer.page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0)
    expect(await customer.page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0)
    expect(calls).toEqual([])
    await screenshot(customer.page, 'journey-4-customer-kept-out')
    await customer.context.close()
  })
})
