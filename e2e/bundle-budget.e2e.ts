import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BACK_OFFICE_CSS_BUDGET, bundleReport, CSS_BUDGET, JS_BUDGET } from '../bench/bundle-sizes'
import { launch, newShopper, PHONE, PUBLIC_PAGES } from './support'

// The global setup has just built the app as `npm start` serves it.
const report = bundleReport(path.resolve(import.meta.dirname, '../apps/web/dist'))
const adminChunks = report.chunks.filter((chunk) => chunk.name.includes('features/admin/'))

describe('what a cheap phone downloads', () => {
  it('first visit to the shop: at most 135 KB of JavaScript, gzipped (React itself)', () => {
    expect(report.firstVisit.js).toBeLessThanOrEqual(JS_BUDGET)
  })

  it('first visit in Chromium: the scripts it fetches are those counted, and no texts', async () => {
    const browser = await launch()
    try {
      const { page } = await newShopper(browser, { viewport: PHONE })
      const scripts: string[] = []
      const loading = new Set<unknown>()
      page.on('request', (request) => {
        if (request.resourceType() !== 'script') return
        scripts.push(new URL(request.url()).pathname)
        loading.add(request)
      })
      page.on('requestfinished', (request) => loading.delete(request))
      page.on('requestfailed', (request) => loading.delete(request))
      // Live (newShopper's goto waits for it), and every script it asked for has arrived.
      await page.goto('/')
      await expect.poll(() => loading.size, { message: 'scripts still loading' }).toBe(0)
      // The texts of the first screen came inside the server-rendered HTML.
      expect(
        scripts.filter((script) => /\/(common|home|about|product)-[\w-]{8}\.js$/.test(script)),
      ).toEqual([])
      expect([...scripts].sort()).toEqual(report.firstVisit.files.map((file) => `/${file}`).sort())
    } finally {
      await browser.close()
    }
  })

  it('all the CSS a guest can be sent: at most 20 KB, gzipped', () => {
    expect(report.cssTotal).toBeLessThanOrEqual(CSS_BUDGET)
  })

  it("the back office's own CSS, which no guest downloads: at most 12 KB, gzipped", () => {
    expect(report.backOfficeCss).toBeGreaterThan(0)
    expect(report.backOfficeCss).toBeLessThanOrEqual(BACK_OFFICE_CSS_BUDGET)
  })

  it('the back office is a chunk of its own that the first visit does not load', () => {
    expect(adminChunks.length).toBeGreaterThan(0)
    for (const admin of adminChunks) expect(report.firstVisit.files).not.toContain(admin.file)
  })

  it('a guest browsing every public page in Chromium never downloads the back office', async () => {
    const browser = await launch()
    try {
      const { page } = await newShopper(browser, { viewport: PHONE })
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      for (const url of PUBLIC_PAGES) {
        await page.goto(url)
        await page.locator('main h1').first().waitFor()
      }
      expect(scripts.length).toBeGreaterThan(3)
      for (const admin of adminChunks) expect(scripts).not.toContain(`/${admin.file}`)
    } finally {
      await browser.close()
    }
  })
})

describe('what the server holds', () => {
  // The server keeps the pages' renderer's text while it runs, and V8 stores a text with one
  // character beyond ASCII at two bytes a character: 1.1 MB more for the renderer alone.
  it("the pages' renderer is ASCII from end to end (its words as escapes, no comments)", () => {
    const dir = path.resolve(import.meta.dirname, '../apps/web/dist-server')
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
    const beyond = files
      .filter((file) => file.endsWith('.js'))
      .filter((file) => /[\u0080-\uffff]/.test(fs.readFileSync(path.join(dir, file), 'utf8')))
    expect(beyond).toEqual([])
  })
})
