import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundleReport, CSS_BUDGET, JS_BUDGET } from '../bench/bundle-sizes'

// The global setup has just built the app as `npm start` serves it.
const report = bundleReport(path.resolve(import.meta.dirname, '../apps/web/dist'))

describe('what a cheap phone downloads', () => {
  it('first visit to the shop: at most 90 KB of JavaScript, gzipped', () => {
    expect(report.firstVisit.js).toBeLessThanOrEqual(JS_BUDGET)
  })

  it('all the CSS of the app: at most 20 KB, gzipped', () => {
    expect(report.cssTotal).toBeLessThanOrEqual(CSS_BUDGET)
  })

  it('the back office is a chunk of its own that the first visit does not load', () => {
    const admin = report.chunks.find((chunk) => chunk.name.includes('features/admin/'))
    expect(admin).toBeDefined()
    expect(report.firstVisit.files).not.toContain(admin!.file)
  })
})
