import type { MenuAnswer, OrderTrackedAnswer } from '@quan/domain'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, baseUrl, DESKTOP, launch, newShopper, PHONE, screenshot } from '../support'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

/** Every full page load of a page, so a test can show nothing was reloaded. */
function countLoads(page: Page) {
  const loads = { count: 0 }
  page.on('load', () => loads.count++)
  return loads
}

/**
 * The page's controls that something else covers when scrolled to the bottom of the window,
 * where a phone's fixed bars sit: at their middle or near either end.
 */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'main button, main input, main select, main textarea, main a[href]',
    )
    return [...controls].flatMap((control) => {
      control.scrollIntoView({ block: 'end' })
      const box = control.getBoundingClientRect()
      if (box.width < 4 || box.height < 4) return []
      const middle = box.top + box.height / 2
      return [box.left + 3, box.left + box.width / 2, box.right - 3].flatMap((x) => {
        const hit = document.elementFromPoint(x, middle)
        if (!hit || control.contains(hit) || hit.contains(control)) return []
        return [`${control.outerHTML.slice(0, 60)} under ${hit.outerHTML.slice(0, 60)}`]
      })
    })
  })
}

/**
 * Journey 6: the kitchen has the orders board open; a guest orders on a phone; the order
 * appears on the board by itself, the admin moves it to Preparing and then Out for delivery,
 * and the guest's track page shows each status without a reload.
 */
describe('live orders', () => {
  it('an order appears on the board live, the admin moves it and the track page follows', async () => {
    const admin = await newShopper(browser, { language: 'en', viewport: DESKTOP })
    await asAdmin(admin.context)
    const board = admin.page
    board.setDefaultTimeout(10_000)
    await board.goto('/admin?tab=orders')
    await board.getByText('Live: new orders appear by themselves').waitFor()
    const boardLoads = countLoads(board)

    // A guest on a phone orders a plain dish.
    const list = await fetch(`${baseUrl()}/api/food/list?forUser=true`)
    const dish = ((await list.json()) as MenuAnswer).data.find(
      (food) => food.status === 'active' && food.options.length === 0,
    )!
    const name = dish.nameEN?.trim() || dish.name
    const guest = await newShopper(browser, { language: 'en', viewport: PHONE })
    const shop = guest.page
    shop.setDefaultTimeout(10_000)
    await shop.goto('/menu')
    await shop.getByRole('button', { name, exact: true }).click()
    const modal = shop.getByRole('dialog', { name })
    await modal.getByRole('button', { name: 'Add to Cart' }).click()
    await modal.getByText('In your cart').waitFor()

    // Issue 19 §2.3: on the cart page nothing fixed covers a control, the promo code's Apply
    // (Submit) button included, wherever the guest has scrolled it; the floating cart button
    // has no place there, nor on the checkout. A phone with its browser's bars showing is
    // shorter than the whole screen: the page scrolls, and the Submit button reaches the bottom.
    await shop.setViewportSize({ width: PHONE.width, height: 640 })
    await shop.goto('/cart')
    await shop.locator('main').getByText(name, { exact: true }).first().waitFor()
    expect(await coveredControls(shop)).toEqual([])
    expect(await shop.getByRole('button', { name: /^Open cart/ }).count()).toBe(0)
    await shop.goto('/order')
    await shop.getByRole('complementary', { name: 'Your order' }).getByText(name).waitFor()
    expect(await shop.getByRole('button', { name: /^Open cart/ }).count()).toBe(0)
    await shop.setViewportSize(PHONE)

    await shop.getByLabel('First name', { exact: true }).fill('Lan')
    await shop.getByLabel('Last name', { exact: true }).fill('Nguyen')
    await shop.getByLabel('Street and number').fill('Obchodná 5')
    await shop.getByLabel('City', { exact: true }).fill('Bratislava')
    await shop.getByLabel('State / region').fill('Bratislavský kraj')
    await shop.getByLabel('Zip code').fill('81106')
    await shop.getByLabel('Country').fill('Slovakia')
    await shop.getByLabel('Phone', { exact: true }).fill('0907654321')
    // Issue 19 §2.1: where the allergen filter sends a guest with a severe allergy.
    const note = 'Severe peanut allergy, please! 3rd floor.'
    await shop.getByRole('textbox', { name: 'Order notes (optional)' }).fill(note)
    await shop.getByRole('button', { name: 'Order and pay now' }).click()
    const success = shop.getByRole('dialog', { name: 'Order placed!' })
    await success.waitFor()
    const code = /Tracking code\s*([A-Z]{2}\d{6})\b/.exec(await success.innerText())?.[1]
    expect(code).toMatch(/^[A-Z]{2}\d{6}$/)
    await success.getByRole('button', { name: 'Track order' }).click()
    const tracked = shop.getByRole('article', { name: 'Order details' })
    await tracked.getByText('Pending', { exact: true }).waitFor()
    await tracked.getByText(note).waitFor()
    await shop.getByText('Live: this page updates by itself').waitFor()
    const trackLoads = countLoads(shop)
    await screenshot(shop, 'journey-6-track-pending-en')

    // The board shows it without a reload, marked New and counted in the title.
    const card = board.getByRole('article', { name: `Order ${code}` })
    await card.waitFor()
    await card.getByText('New', { exact: true }).waitFor()
    // Order lines keep the dish's names as it was sold, read in the kitchen's language (English).
    await card.getByText(dish.nameEN.trim() || dish.name).waitFor()
    // The note is flagged in the card's head and read before the dishes.
    await card.getByText('Note', { exact: true }).waitFor()
    expect(await card.getByRole('note').innerText()).toBe(`Guest’s note: ${note}`)
    await expect.poll(() => board.title()).toMatch(/^\(1\)/)
    await screenshot(board, 'journey-6-board-new-order')

    // The admin moves it; the guest's page follows by itself.
    await card.getByRole('button', { name: 'Move to Preparing' }).click()
    await tracked.getByText('Preparing', { exact: true }).waitFor()
    await card.getByRole('button', { name: 'Move to Out for delivery' }).click()
    await tracked.getByText('Out for delivery', { exact: true }).waitFor()
    await screenshot(shop, 'journey-6-track-out-for-delivery-en')
    await screenshot(board, 'journey-6-board-moved')
    expect(trackLoads.count).toBe(0)
    expect(boardLoads.count).toBe(0)

    // The move is kept with who made it.
    const answer = await fetch(`${baseUrl()}/api/orders/track`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trackingCode: code, phone: '0907654321' }),
    })
    expect(((await answer.json()) as OrderTrackedAnswer).data.status).toBe('Out for delivery')
    await guest.context.close()
    await admin.context.close()
  })
})
