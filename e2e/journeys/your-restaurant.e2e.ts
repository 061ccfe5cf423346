import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Restaurant } from '@quan/domain/restaurant'
import pg from 'pg'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresUrl } from '../../apps/server/test/services'
import { ADMIN, startShop, type RunningShop } from '../shop-server'
import { DESKTOP, launch, logInAs, newShopper, PHONE, screenshot } from '../support'

// Issue 21, "Done when": from an empty install (SEED_DEMO=off) the owner sets up "Phở Hà Nội" in
// Košice in the back office: its identity, a logo and a green colour, hours with a lunch break and
// a closure next week, a Slovak about text, and a menu of 20 dishes imported from a CSV file. A
// guest then sees all of it, on a page rendered by the server (and read without JavaScript) as
// well as live. Two instances share one PostgreSQL database: the owner works on one, the guest is
// served by the other, which learns of each change through the relay, with no restart.

let postgresAt: string
const database = `quan_e2e_yours_${randomBytes(5).toString('hex')}`
let office: RunningShop | undefined
let dining: RunningShop | undefined
let browser: Browser
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-yours-'))

const MENU_FILE = path.resolve(import.meta.dirname, '../fixtures/pho-ha-noi-menu.csv')
const GREEN = '#1b7f3a'
/** A logo as an owner's designer sends it: an SVG, with a script the shop must strip. */
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><script>alert(1)</script><rect width="120" height="40" rx="8" fill="${GREEN}"/><text x="60" y="27" font-size="18" text-anchor="middle" fill="#fff">PHỞ</text></svg>`

async function onAdminDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAt })
  try {
    await client.connect()
  } catch (error) {
    throw new Error(
      `This journey runs two shops on one PostgreSQL database and could not reach ${postgresAt} ` +
        `(${(error as Error).message}); start PostgreSQL there or point E2E_DATABASE_URL at one.`,
    )
  }
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** The calendar date `days` from today, as a date input takes it (the journey's own clock). */
function dateIn(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  return date.toISOString().slice(0, 10)
}

beforeAll(async () => {
  postgresAt = process.env.E2E_DATABASE_URL || (await postgresUrl())
  await onAdminDatabase((client) => client.query(`CREATE DATABASE ${database}`))
  const url = new URL(postgresAt)
  url.pathname = `/${database}`
  const env = {
    DATABASE_URL: url.toString(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'off',
  }
  office = await startShop(env)
  dining = await startShop(env)
  browser = await launch()
  fs.writeFileSync(path.join(scratch, 'logo.svg'), LOGO)
})

afterAll(async () => {
  await browser?.close()
  await office?.stop()
  await dining?.stop()
  fs.rmSync(scratch, { recursive: true, force: true })
  if (!postgresAt) return
  await onAdminDatabase((client) =>
    client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
  )
})

const restaurantOf = async (shop: RunningShop) =>
  ((await (await fetch(`${shop.baseUrl}/api/restaurant`)).json()) as { data: Restaurant }).data

/** Fills a labelled field inside `scope`, replacing what it held. */
async function fill(scope: ReturnType<Page['locator']>, label: string, value: string) {
  const field = scope.getByLabel(label, { exact: true })
  await field.fill(value)
}

describe('your restaurant, not ours', () => {
  it('the owner sets up Phở Hà Nội in Košice in the back office; a guest on another instance sees all of it, rendered by the server and live', async () => {
    // The owner, on the office's instance, in English on a desktop.
    const owner = await newShopper(browser, { language: 'en', shopUrl: office!.baseUrl })
    owner.page.setDefaultTimeout(15_000)
    await logInAs(owner.context, ADMIN.email, ADMIN.password, office!.baseUrl)
    const page = owner.page

    // An empty install says it is being set up, rather than showing an empty menu.
    const early = await newShopper(browser, { language: 'sk', shopUrl: dining!.baseUrl })
    await early.page.goto('/menu')
    await early.page.getByRole('heading', { name: 'Pripravujeme sa' }).waitFor()
    await early.context.close()

    await page.goto('/admin?tab=settings')
    const parts = page.getByRole('navigation', { name: 'Parts of the settings' })
    const openPart = (name: string) => parts.getByRole('button', { name, exact: true }).click()

    // §1 The restaurant's identity.
    const identity = page.getByRole('form', { name: 'Restaurant' })
    await fill(identity, 'Name', 'Phở Hà Nội')
    await identity.getByRole('tab', { name: /Slovak/ }).click()
    await identity
      .getByLabel('Short description (Slovak)')
      .fill('Hanojské phở a bún chả na Hlavnej ulici v Košiciach.')
    await fill(identity, 'Street and number', 'Hlavná 5')
    await fill(identity, 'Postal code', '040 01')
    await fill(identity, 'City', 'Košice')
    await fill(identity, 'Latitude', '48.7164')
    await fill(identity, 'Longitude', '21.2611')
    await fill(identity, 'Phone', '+421 905 111 222')
    await fill(identity, 'Public e-mail', 'ahoj@phohanoi.sk')
    // Its legal identity too: the footer shows it (issue 22 §2).
    await fill(identity, 'Company name', 'Phở Hà Nội s.r.o.')
    await fill(identity, 'Registered address', 'Hlavná 5, 040 01 Košice')
    await identity.getByRole('button', { name: 'Save the restaurant' }).click()
    await identity.getByText('The restaurant is saved.').waitFor()

    // §2 The look: a logo and a green brand colour.
    await openPart('Look')
    const look = page.getByRole('form', { name: 'Look' })
    await look.getByLabel('Logo file').setInputFiles(path.join(scratch, 'logo.svg'))
    await look.getByRole('img', { name: 'Your logo' }).waitFor()
    await fill(look, 'Brand colour as a hex code', GREEN)
    await look.getByRole('button', { name: 'Save the look' }).click()
    await look.getByText('The look is saved: every page shows it now.').waitFor()

    // §4 Hours: lunch and dinner on weekdays, and a closure next week with a note.
    await openPart('Hours')
    const hours = page.getByRole('form', { name: 'Hours' })
    await hours.getByRole('button', { name: 'Edit the hours' }).click()
    await fill(hours, 'Opening hours, Monday, span 1 opens', '11:00')
    await fill(hours, 'Opening hours, Monday, span 1 closes', '14:30')
    await hours.getByRole('button', { name: 'Add a span to Opening hours, Monday' }).click()
    await fill(hours, 'Opening hours, Monday, span 2 opens', '17:00')
    await fill(hours, 'Opening hours, Monday, span 2 closes', '22:00')
    await hours
      .getByRole('button', { name: 'Copy Monday to Tuesday–Friday (Opening hours)' })
      .click()
    await hours.getByRole('button', { name: 'Add a closure or a shorter day' }).click()
    const closure = hours.getByRole('group', { name: 'Closure 1' })
    await fill(closure, 'First day', dateIn(7))
    await fill(closure, 'Last day', dateIn(9))
    for (const [language, note] of [
      ['Slovak', 'Zatvorené pre Tết'],
      ['English', 'Closed for Tết'],
      ['Vietnamese', 'Nghỉ Tết'],
    ] as const) {
      await closure.getByRole('tab', { name: new RegExp(language) }).click()
      await closure.getByLabel(`Note for guests (Closure 1) (${language})`).fill(note)
    }
    await hours.getByRole('button', { name: 'Save hours' }).click()
    await hours.getByText('Hours saved.').waitFor()

    // §3 A Slovak about text.
    await openPart('Texts')
    const texts = page.getByRole('form', { name: 'Texts' })
    await texts.getByRole('tab', { name: /Slovak/ }).click()
    const about = texts.getByRole('group', { name: 'About story' })
    await fill(about, 'Title', 'Hanojské phở v srdci Košíc')
    await fill(about, 'Paragraph 1', 'Vývar varíme dvanásť hodín, ako v Hanoji.')
    await texts.getByRole('button', { name: 'Save texts' }).click()
    await texts.getByRole('status').getByText(/saved/i).waitFor()

    // §5 The menu, imported from a spreadsheet file of 20 dishes.
    await openPart('Menu file and demo')
    const menuFile = page.getByRole('region', { name: 'Menu file' })
    await menuFile.getByLabel('Menu file to import (CSV)').setInputFiles(MENU_FILE)
    await menuFile.getByRole('button', { name: 'Preview the import' }).click()
    await menuFile.getByText(/Added: 20, changed: 0, archived: 0/).waitFor()
    await menuFile.getByRole('button', { name: 'Import the menu' }).click()
    await menuFile.getByText(/Menu imported\. Added: 20/).waitFor()
    await screenshot(page, 'your-restaurant-settings-en-1280')

    // The other instance has heard of every change, with no restart.
    await expect
      .poll(async () => (await restaurantOf(dining!)).identity.name, { timeout: 5_000 })
      .toBe('Phở Hà Nội')
    const seen = await restaurantOf(dining!)
    expect(seen.look.logo).not.toBeNull()
    expect(seen.look.brandColour).toBe(GREEN)

    // The guest, on the dining instance, first with no JavaScript at all: the server's pages.
    const plain = await browser.newContext({
      baseURL: dining!.baseUrl,
      javaScriptEnabled: false,
      viewport: PHONE,
      locale: 'sk-SK',
    })
    await expectRestaurant(plain, { live: false })
    await plain.close()

    // And live, in a fresh profile on a phone: the app takes the page over and shows the same.
    const guest = await newShopper(browser, {
      language: 'sk',
      viewport: PHONE,
      shopUrl: dining!.baseUrl,
    })
    // The guest chose Slovak on an earlier visit: the server renders the pages in it too.
    await guest.context.addCookies([{ name: 'lang', value: 'sk', url: dining!.baseUrl }])
    await expectRestaurant(guest.context, { live: true, page: guest.page })
    await screenshot(guest.page, 'your-restaurant-guest-sk-390')
    await guest.context.close()
    await owner.context.close()

    // The menu in the other two languages, as each guest's browser asks.
    for (const [locale, dish] of [
      ['en-GB', 'Beef pho'],
      ['vi-VN', 'Phở bò'],
    ] as const) {
      const context = await browser.newContext({
        baseURL: dining!.baseUrl,
        javaScriptEnabled: false,
        viewport: DESKTOP,
        locale,
      })
      const menu = await context.newPage()
      await menu.goto('/menu')
      expect(await menu.locator('main').textContent()).toContain(dish)
      await context.close()
    }
  })
})

/** Everything the owner set, as a Slovak guest sees it on the dining instance. */
async function expectRestaurant(
  context: BrowserContext,
  { live, page: given }: { live: boolean; page?: Page },
) {
  const page = given ?? (await context.newPage())
  await page.goto('/')
  if (live) await page.locator('html[data-live]').waitFor()
  expect(await page.title()).toContain('Phở Hà Nội')
  // The brand's tones and the logo, in the page's head: no script paints them.
  const tones = await page.locator('style#brand-tones').textContent()
  expect(tones).toContain(`--brand:${GREEN}`)
  expect(tones).toMatch(/url\(\/images\/[^)]+\)/)
  const footer = page.locator('footer')
  const footerText = (await footer.textContent()) ?? ''
  expect(footerText).toContain('Hlavná 5')
  expect(footerText).toContain('Košice')
  expect(footerText).toMatch(/11:00\s*[–-]\s*14:30/)
  expect(footerText).toMatch(/17:00\s*[–-]\s*22:00/)
  expect(footerText).toContain('Zatvorené pre Tết')
  expect(footerText).toContain('Hanojské phở a bún chả na Hlavnej ulici v Košiciach.')
  expect(footerText).toContain('Phở Hà Nội s.r.o. · Hlavná 5, 040 01 Košice')
  expect(footerText).not.toContain('Bratislav')

  await page.goto('/about')
  if (live) await page.locator('html[data-live]').waitFor()
  const main = (await page.locator('main').textContent()) ?? ''
  expect(main).toContain('Hanojské phở v srdci Košíc')
  expect(main).toContain('Vývar varíme dvanásť hodín, ako v Hanoji.')

  await page.goto('/menu')
  if (live) await page.locator('html[data-live]').waitFor()
  const dishes = page.locator('.food-card')
  await expect.poll(() => dishes.count()).toBe(20)
  expect(await page.locator('main').textContent()).toContain('Hovädzie pho')
}
