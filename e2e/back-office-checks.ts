import AxeBuilder from '@axe-core/playwright'
import type { Language, MenuAnswer, ShopConfigAnswer } from '@quan/domain'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SETTINGS_PARTS } from '../apps/web/src/features/admin/settings/parts'
import { asAdmin, baseUrl, DESKTOP, launch, newShopper, PHONE, screenshot } from './support'

const TABS = ['today', 'orders', 'bookings', 'messages', 'menu', 'reports'] as const

const LANGUAGES: readonly Language[] = ['vi', 'en', 'sk']

/**
 * The back office's screens one language's sweep visits: every section, and a third of the parts
 * of Settings, so that each part is scanned and photographed in one language at both widths
 * (all ten in all three would add a minute to `npm test` for forms whose words change little).
 */
function screensOf(language: Language): { name: string; path: string; tab: string }[] {
  const sections = TABS.map((tab) => ({ name: tab, path: `/admin?tab=${tab}`, tab }))
  const third = SETTINGS_PARTS.filter(
    (_, index) => index % LANGUAGES.length === LANGUAGES.indexOf(language),
  )
  const settings = third.map((part) => ({
    name: `settings-${part}`,
    path: `/admin?tab=settings&part=${part}`,
    tab: 'settings',
  }))
  return [...sections, ...settings]
}

/**
 * Journey 8: every section of the back office and a third of Settings, in one language, on a
 * phone and a desktop, passes an axe scan (WCAG 2 A and AA) and is photographed. One file per
 * language (journeys/back-office-*.e2e.ts), so that the journey workers share the three.
 */
export function backOfficeSweep(language: Language) {
  let browser: Browser
  /** The day of the booking made below, so the bookings section shows it. */
  let bookingDay = ''
  beforeAll(async () => {
    browser = await launch()
    // Something in every section: an order, a booking for today and a message.
    const foods = (await (
      await fetch(`${baseUrl()}/api/food/list?forUser=true`)
    ).json()) as MenuAnswer
    const dish = foods.data.find((food) => food.status === 'active' && food.options.length === 0)!
    const post = (url: string, body: unknown) =>
      fetch(`${baseUrl()}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const placed = await post('/api/order/place', {
      address: {
        firstName: 'Mai',
        lastName: 'Tran',
        phone: '0911222333',
        street: 'Hlavná 1',
        city: 'Bratislava',
        state: 'Bratislavský kraj',
        zipcode: '81101',
        country: 'Slovensko',
      },
      items: [{ _id: dish._id, quantity: 2 }],
      amount: Math.round(dish.price * 2 * 100 + 200) / 100,
      orderType: 'guest',
    })
    expect(placed.status).toBe(201)
    const config = (await (await fetch(`${baseUrl()}/api/config`)).json()) as ShopConfigAnswer
    bookingDay = new Date(Date.now() + 24 * 3600 * 1000).toLocaleDateString('sv-SE', {
      timeZone: config.data.timeZone,
    })
    const booked = await post('/api/reservation', {
      customerName: 'Mai Tran',
      phone: '0911222333',
      email: 'mai@example.sk',
      reservationDate: bookingDay,
      reservationTime: '13:00',
      numberOfPeople: 4,
      note: 'By the window, please',
    })
    expect(booked.status).toBe(201)
    const wrote = await post('/api/contact', {
      name: 'Mai Tran',
      email: 'mai@example.sk',
      subject: 'general',
      message: 'Do you cater for a birthday party of twenty?',
    })
    expect(wrote.status).toBe(201)
  })
  afterAll(() => browser?.close())

  describe(`the back office in ${language}`, () => {
    // One test per screen width, each with its own time: six sections and
    // three or four parts of Settings, each scanned by axe.
    it.each([PHONE, DESKTOP])(
      'every section is accessible and photographed at $width px',
      async (viewport) => {
        const { context, page } = await newShopper(browser, { language, viewport })
        await asAdmin(context)
        page.setDefaultTimeout(10_000)
        for (const { name, path, tab } of screensOf(language)) {
          await page.goto(`${path}${tab === 'bookings' ? `&day=${bookingDay}` : ''}`)
          await page.locator(`#office-tab-${tab}[aria-selected="true"]`).waitFor()
          await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' })
          // Not 'networkidle': the orders tab keeps its event stream open, so the network never
          // idles. What the checks below need is the section's pictures in place (those loaded
          // lazily load when scrolled to).
          await page.waitForFunction(() =>
            [...document.images]
              .filter((image) => image.loading !== 'lazy')
              .every((image) => image.complete),
          )
          const width = viewport === PHONE ? 390 : 1280
          // Nothing sticks out sideways: the kitchen's phone never scrolls the page across.
          const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
          expect(pageWidth, `${name} in ${language} at ${width} px`).toBeLessThanOrEqual(width)
          await screenshot(page, `back-office-${name}-${language}-${width}`)
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze()
          const problems = results.violations.map(
            (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
          )
          expect(problems, `${name} in ${language} at ${width} px`).toEqual([])
        }
        await context.close()
      },
    )
  })
}
