import type { Food } from '@quan/domain'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminToken, asAdmin, baseUrl, launch, newShopper, PHONE, screenshot } from '../support'

// Issue 11 §5 (d): the kitchen is swamped; the admin pauses new orders from the board, and a
// guest at the checkout is told when ordering resumes, until the admin reopens.

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
// Every other journey orders from an open kitchen, whatever happened here.
afterAll(async () => {
  await fetch(`${baseUrl()}/api/admin/kitchen`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', token: adminToken() },
    body: JSON.stringify({ action: 'reopen' }),
  })
  await browser?.close()
})

describe("the kitchen's pace", () => {
  it('pauses new orders for 30 minutes from the board; the checkout says when they resume', async () => {
    const admin = await newShopper(browser, { language: 'en' })
    admin.page.setDefaultTimeout(10_000)
    await asAdmin(admin.context)
    await admin.page.goto('/admin?tab=orders')
    const kitchen = admin.page.getByRole('region', { name: 'Kitchen' })
    await kitchen.getByText('Taking orders.').waitFor()
    await kitchen
      .getByRole('group', { name: 'Pause new orders' })
      .getByRole('button', { name: '30 min', exact: true })
      .click()
    const paused = kitchen.getByText(/^New orders paused until \d{1,2}:\d{2}\.$/)
    await paused.waitFor()
    const time = (await paused.textContent())!.match(/(\d{1,2}:\d{2})/)![1]!
    await screenshot(admin.page, 'kitchen-paused-board-en-1280')

    // A guest with a dish in the cart, arriving at the checkout in Slovak on a phone.
    const guest = await newShopper(browser, { language: 'sk', viewport: PHONE })
    guest.page.setDefaultTimeout(10_000)
    const list = await guest.page.request.get('/api/food/list?forUser=true')
    const dish = ((await list.json()) as { data: Food[] }).data.find(
      (food) => food.status === 'active' && food.options.length === 0,
    )!
    await guest.page.goto('/menu')
    await guest.page.evaluate(
      (id) => localStorage.setItem('cart', JSON.stringify({ [id]: 1 })),
      dish._id,
    )
    await guest.page.goto('/order')
    const notice = guest.page.locator('.checkout-closed')
    await expect.poll(() => notice.textContent()).toContain(time)
    const place = guest.page.getByRole('button', {
      name: 'Objednať teraz s povinnosťou platby',
      exact: true,
    })
    expect(await place.isDisabled()).toBe(true)
    await screenshot(guest.page, 'kitchen-paused-checkout-sk-390')

    // Reopened: the next look at the hours opens the checkout again.
    await kitchen.getByRole('button', { name: 'Reopen', exact: true }).click()
    await kitchen.getByText('Taking orders.').waitFor()
    await guest.page.reload()
    await guest.page.locator('html[data-live]').waitFor({ state: 'attached' })
    await expect.poll(() => place.isDisabled()).toBe(false)
    expect(await notice.textContent()).not.toContain(time)

    await guest.context.close()
    await admin.context.close()
  })
})
