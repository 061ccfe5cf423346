import type { MenuAnswer } from '@quan/domain'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningShop } from '../shop-server'
import { adminToken, asAdmin, launch, newShopper, screenshot, startShop } from '../support'

// Issue 19 §4.4 and §4.7: the control that has the keyboard focus is seen whole, never under a
// bar stuck to the screen (WCAG 2.4.11) and never with its ring cut off by a scrolling strip.
// The shop is this journey's own, with pickup and orders for later on: the checkout then shows
// every field it can (the day and time selects too).

const NARROW = { width: 320, height: 640 }
// A 1280 × 720 laptop at 200 % zoom.
const ZOOMED = { width: 640, height: 360 }

/** Everything that stays put on the screen while the page scrolls under it. */
const BARS = ['.checkout-mobile-bar', '.floating-cart', '.menu-bar--sticky', '.product-modal__buy']

let browser: Browser
let shop: RunningShop

beforeAll(async () => {
  browser = await launch()
  shop = await startShop()
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

async function dishes(page: Page) {
  const list = await page.request.get('/api/food/list?forUser=true')
  return ((await list.json()) as MenuAnswer).data.filter((food) => food.status === 'active')
}

/** One dish without options in the cart, as a guest on their way to the checkout has it. */
async function fillCart(page: Page) {
  await page.goto('/menu')
  const dish = (await dishes(page)).find((food) => food.options.length === 0)!
  await page.evaluate((id) => localStorage.setItem('cart', JSON.stringify({ [id]: 2 })), dish._id)
}

/**
 * Presses Tab `presses` times from where the focus is and, after each press, names the focused
 * control with the bars that cover any of it.
 */
async function coveredWhileTabbing(page: Page, presses: number) {
  const covered: string[] = []
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab')
    const found = await page.evaluate((bars) => {
      const active = document.activeElement as HTMLElement | null
      if (!active || active === document.body) return null
      const box = active.getBoundingClientRect()
      // Behind an open dialog's backdrop, a page's bar covers nothing.
      const dialog = document.querySelector('[aria-modal="true"]')
      const hits = bars.flatMap((css) =>
        [...document.querySelectorAll<HTMLElement>(css)].filter((bar) => {
          if (bar.contains(active) || (dialog && !dialog.contains(bar))) return false
          const style = getComputedStyle(bar)
          if (style.display === 'none' || style.visibility === 'hidden') return false
          const over = bar.getBoundingClientRect()
          const across = Math.min(box.right, over.right) - Math.max(box.left, over.left)
          const down = Math.min(box.bottom, over.bottom) - Math.max(box.top, over.top)
          return across > 1 && down > 1
        }),
      )
      if (hits.length === 0) return null
      const name =
        active.getAttribute('aria-label') ||
        (active as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
        active.id ||
        active.textContent?.trim().slice(0, 30) ||
        active.tagName
      return `${active.tagName.toLowerCase()} "${name}" under ${hits.map((bar) => bar.className).join(', ')}`
    }, BARS)
    if (found) covered.push(found)
  }
  return covered
}

describe('the focused control is never under a bar stuck to the screen (issue 19 §4.4)', () => {
  it.each([
    ['320 × 640', NARROW],
    ['200 % zoom', ZOOMED],
  ])('on the checkout at %s', async (name, viewport) => {
    const { context, page } = await newShopper(browser, {
      language: 'en',
      viewport,
      shopUrl: shop.baseUrl,
    })
    await fillCart(page)
    await page.goto('/order')
    // Orders for later: the day and time selects are shown too.
    await page.getByRole('radio', { name: 'Later' }).check()
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.locator('body').click({ position: { x: 1, y: 1 } })
    const covered = await coveredWhileTabbing(page, 45)
    await screenshot(page, `focus-in-view-checkout-${viewport.width}`)
    expect(covered, name).toEqual([])
    await context.close()
  })

  it('in the dish window on a phone, its radios never under the buy bar', async () => {
    const { context, page } = await newShopper(browser, {
      language: 'en',
      viewport: NARROW,
      shopUrl: shop.baseUrl,
    })
    await page.goto('/menu')
    const withOptions = (await dishes(page)).find((food) => food.options.length > 0)!
    await page
      .getByRole('button', { name: withOptions.nameEN || withOptions.name })
      .first()
      .click()
    await page.getByRole('dialog').waitFor()
    // Round the whole dialog twice: down from the top, and up again from its last control.
    const covered = await coveredWhileTabbing(page, 25)
    expect(covered).toEqual([])
    await context.close()
  })
})

/**
 * How much of the focused control's ring (its outline, outside its box by outline-offset plus
 * outline-width) lies outside what the scrolling `strip` shows.
 */
async function ringCutOff(page: Page, strip: string) {
  return page.evaluate((css) => {
    const active = document.activeElement as HTMLElement
    const style = getComputedStyle(active)
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth)
    const box = active.getBoundingClientRect()
    const frame = document.querySelector<HTMLElement>(css)!
    const outer = frame.getBoundingClientRect()
    // What a scrolling box shows: inside its borders.
    const shown = {
      left: outer.left + frame.clientLeft,
      top: outer.top + frame.clientTop,
      right: outer.left + frame.clientLeft + frame.clientWidth,
      bottom: outer.top + frame.clientTop + frame.clientHeight,
    }
    const cut = {
      left: shown.left - (box.left - reach),
      top: shown.top - (box.top - reach),
      right: box.right + reach - shown.right,
      bottom: box.bottom + reach - shown.bottom,
    }
    const sides = Object.entries(cut).filter(([, by]) => by > 0.5)
    return sides.length === 0
      ? null
      : `${active.textContent?.trim()}: ${sides.map(([side, by]) => `${side} ${by.toFixed(1)} px`).join(', ')}`
  }, strip)
}

describe('the focus ring is seen whole in a scrolling strip (issue 19 §4.7)', () => {
  it('on the menu’s category chips', async () => {
    const { context, page } = await newShopper(browser, {
      language: 'en',
      viewport: NARROW,
      shopUrl: shop.baseUrl,
    })
    await page.goto('/menu')
    const chips = page.locator('.menu-bar__chip')
    await chips.first().waitFor()
    const count = await chips.count()
    await chips.first().focus()
    // From the keyboard, so the ring is drawn (:focus-visible).
    await page.keyboard.press('Shift+Tab')
    const cut: string[] = []
    for (let chip = 0; chip < count; chip++) {
      await page.keyboard.press('Tab')
      const found = await ringCutOff(page, '.menu-bar__list')
      if (found) cut.push(found)
    }
    expect(cut).toEqual([])
    await context.close()
  })

  it('on the back office’s tabs', async () => {
    const { context, page } = await newShopper(browser, { language: 'en', shopUrl: shop.baseUrl })
    await asAdmin(context)
    await page.goto('/admin')
    const tabs = page.getByRole('tab')
    await tabs.first().waitFor()
    await tabs.first().focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    const cut: string[] = []
    const count = await tabs.count()
    // A tab list is one stop: the arrow keys go from tab to tab.
    for (let tab = 0; tab < count; tab++) {
      const found = await ringCutOff(page, '.office-tabs')
      if (found) cut.push(found)
      await page.keyboard.press('ArrowRight')
    }
    await screenshot(page, 'focus-in-view-office-tabs')
    expect(cut).toEqual([])
    await context.close()
  })
})
