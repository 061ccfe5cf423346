import type { MenuAnswer } from '@quan/domain'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PrinterCapture, readEscPos } from '../../apps/server/test/printer-capture'
import { ANY_HOUR, type RunningShop } from '../shop-server'
import { asAdmin, launch, newShopper, PHONE, screenshot, startShop } from '../support'

// Issue 23, "Done when": a dinner service on the back office at a laptop's 1280×800 and a
// tablet's 1024×768. The owner finds a new order by its code, moves it with one press, prints its
// ticket (the kitchen printer receives it by itself, the print view opens, and a reprint goes out
// by hand), tells the guest it is late (the guest's page shows it live), then opens the month's
// report and exports it.

const LAPTOP = { width: 1280, height: 800 }
const TABLET = { width: 1024, height: 768 }

let browser: Browser
/** This journey's own shop, whose kitchen printer is the capture below. */
let shop: RunningShop
const printer = new PrinterCapture()

beforeAll(async () => {
  browser = await launch()
  const port = await printer.listen()
  shop = await startShop({ ...ANY_HOUR, PRINTER_URL: `tcp://127.0.0.1:${port}` })
})
afterAll(async () => {
  await shop?.stop()
  await printer.close()
  await browser?.close()
})

/** Nothing on the page is wider than the window: no sideways scroll, nothing cut off. */
async function fitsWidth(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
}

/** A guest on a phone orders a plain dish for delivery, with a note; their track page stays open. */
async function guestOrders(note: string) {
  const guest = await newShopper(browser, {
    language: 'en',
    viewport: PHONE,
    shopUrl: shop.baseUrl,
  })
  const page = guest.page
  page.setDefaultTimeout(15_000)
  const list = await page.request.get('/api/food/list?forUser=true')
  const dish = ((await list.json()) as MenuAnswer).data.find(
    (food) => food.status === 'active' && food.options.length === 0,
  )!
  await page.goto('/menu')
  await page.evaluate((id) => localStorage.setItem('cart', JSON.stringify({ [id]: 2 })), dish._id)
  await page.goto('/order')
  await page.getByLabel('First name', { exact: true }).fill('Hoa')
  await page.getByLabel('Last name', { exact: true }).fill('Phạm')
  await page.getByLabel('Street and number').fill('Obchodná 5')
  await page.getByLabel('City', { exact: true }).fill('Bratislava')
  await page.getByLabel('State / region').fill('Bratislavský kraj')
  await page.getByLabel('Zip code').fill('81106')
  await page.getByLabel('Country').fill('Slovakia')
  await page.getByLabel('Phone', { exact: true }).fill('0907111222')
  await page.getByRole('textbox', { name: 'Order notes (optional)' }).fill(note)
  await page.getByRole('button', { name: 'Order and pay now' }).click()
  const success = page.getByRole('dialog', { name: 'Order placed!' })
  await success.waitFor()
  const code = /Tracking code\s*([A-Z]{2}\d{6})\b/.exec(await success.innerText())?.[1]
  expect(code).toMatch(/^[A-Z]{2}\d{6}$/)
  await success.getByRole('button', { name: 'Track order' }).click()
  await page.getByText('Live: this page updates by itself').waitFor()
  return { guest, code: code!, dish: dish.nameEN.trim() || dish.name }
}

describe('a dinner service on the back office', () => {
  it('finds a new order by its code, moves it, prints its ticket, tells the guest it is late, then reports the month and exports it', async () => {
    const owner = await newShopper(browser, {
      language: 'en',
      viewport: LAPTOP,
      shopUrl: shop.baseUrl,
    })
    await asAdmin(owner.context)
    const board = owner.page
    board.setDefaultTimeout(15_000)
    await board.goto('/admin?tab=orders')
    await board.getByText('Live: new orders appear by themselves').waitFor()

    const note = 'Peanut allergy! Ring twice.'
    const { guest, code, dish } = await guestOrders(note)
    const track = guest.page

    // The new order arrives live, marked; "New orders" takes the owner to it.
    const card = board.getByRole('article', { name: `Order ${code}` })
    await card.getByText('New', { exact: true }).waitFor()
    await board.getByRole('button', { name: 'New orders: 1', exact: true }).click()
    await expect.poll(() => card.evaluate((node) => node === document.activeElement)).toBe(true)

    // Found by its code, among the evening's orders.
    await board.getByRole('searchbox', { name: 'Find an order' }).fill(code)
    await expect.poll(() => board.getByRole('article', { name: /^Order / }).count()).toBe(1)
    await card.getByText(dish).waitFor()
    expect(await card.getByRole('note').innerText()).toContain(note)
    await fitsWidth(board)
    await screenshot(board, 'journey-23-board-found-1280')

    // One press moves it on; the rest waits behind "More".
    expect(await card.getByRole('button').allInnerTexts()).toEqual(['Move to Preparing', 'More'])
    await card.getByRole('button', { name: 'Move to Preparing' }).click()
    await card.getByRole('button', { name: 'Move to Out for delivery' }).waitFor()
    await track
      .getByRole('article', { name: 'Order details' })
      .getByText('Preparing', { exact: true })
      .waitFor()

    // Accepted: the kitchen printer has the ticket by itself, cut, with the code and the note.
    await printer.received(1)
    const printed = readEscPos(printer.jobs[0]!)
    expect(printed.cuts).toBeGreaterThanOrEqual(1)
    expect(printed.text).toContain(code)
    // The note is in large type, so the printer's lines wrap it.
    expect(printed.text.replace(/\s+/g, ' ')).toContain(note)
    expect(printed.text).toContain('Phạm')

    // The 80 mm print view opens in a tab of its own.
    await card.getByRole('button', { name: 'More' }).click()
    const [ticket] = await Promise.all([
      owner.context.waitForEvent('page'),
      card
        .getByRole('menuitem', { name: `Kitchen ticket for ${code} (opens in a new tab)` })
        .click(),
    ])
    await ticket.locator('html[data-live]').waitFor({ state: 'attached' })
    await ticket.getByRole('button', { name: 'Print' }).waitFor()
    await ticket.getByText(code).first().waitFor()
    await ticket.getByText(note).waitFor()
    await screenshot(ticket, 'journey-23-kitchen-ticket')
    await ticket.close()

    // A reprint by hand goes to the printer too.
    await card.getByRole('button', { name: 'More' }).click()
    await card.getByRole('menuitem', { name: 'Send to printer' }).click()
    await card.getByText('The ticket is on its way to the kitchen printer.').waitFor()
    await printer.received(2)
    expect(readEscPos(printer.jobs[1]!).text).toContain(code)

    // Running late: the guest's page says so by itself.
    await card.getByRole('button', { name: 'More' }).click()
    await card.getByRole('menuitem', { name: 'Running late…' }).click()
    const late = board.getByRole('dialog', { name: `Order ${code} is running late` })
    await late.getByText('+15 min').click()
    await late.getByRole('button', { name: 'Tell the guest' }).click()
    await late.waitFor({ state: 'detached' })
    await track.getByText('Sorry, your order is running about 15 minutes late.').waitFor()
    await screenshot(track, 'journey-23-track-late')

    // The same board on a tablet in landscape: still no sideways scroll.
    await board.setViewportSize(TABLET)
    await board.getByRole('searchbox', { name: 'Find an order' }).fill('')
    await card.waitFor()
    await fitsWidth(board)
    await screenshot(board, 'journey-23-board-1024')

    // The month's report counts the order, and exports as a spreadsheet-friendly CSV.
    await board.getByRole('tab', { name: 'Reports' }).click()
    await board.getByRole('button', { name: 'This month' }).click()
    await board.getByRole('heading', { name: 'Sales' }).waitFor()
    await fitsWidth(board)
    await screenshot(board, 'journey-23-reports-1024')
    await board.setViewportSize(LAPTOP)
    await fitsWidth(board)
    const [download] = await Promise.all([
      board.waitForEvent('download'),
      board.getByRole('button', { name: 'All order lines, for the accountant (CSV)' }).click(),
    ])
    // The browser is a remote one to Playwright: the file is read through its stream.
    const chunks: Buffer[] = []
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
    const bytes = Buffer.concat(chunks)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(bytes.toString('utf8')).toContain(code)
    await screenshot(board, 'journey-23-reports-1280')

    await guest.context.close()
    await owner.context.close()
  })
})
