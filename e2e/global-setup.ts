import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type BrowserServer } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from './chromium'
import { ANY_HOUR, seedTemplate, startShop, type RunningShop } from './shop-server'

export { ADMIN } from './shop-server'

const root = path.resolve(import.meta.dirname, '..')

let template: string | undefined
let browserServer: BrowserServer | undefined
const shops: RunningShop[] = []

/**
 * Builds the shop as `npm start` does and seeds it once into a template data directory. Then
 * starts one shop per worker from it (orders at any hour, no rate limits), each worker's journeys
 * running one file at a time on their own, and one Chromium that every worker connects to; hands
 * the journeys the shops' addresses, the browser's, the template and the admin's token.
 */
export async function setup(project: TestProject) {
  ensureChromium()
  execSync('node scripts/build-if-needed.mjs', { cwd: root, stdio: 'inherit' })
  try {
    const seeded = await seedTemplate()
    template = seeded.dir
    const workers = Math.max(1, project.config.maxWorkers || 1)
    const [server, ...started] = await Promise.all([
      chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }),
      ...Array.from({ length: workers }, () => startShop(ANY_HOUR, { template })),
    ])
    browserServer = server as BrowserServer
    shops.push(...(started as RunningShop[]))
    project.provide(
      'baseUrls',
      shops.map((shop) => shop.baseUrl),
    )
    project.provide('browserEndpoint', browserServer.wsEndpoint())
    project.provide('shopTemplate', template)
    project.provide('adminToken', seeded.adminToken)
  } catch (error) {
    await teardown()
    throw error
  }
}

export async function teardown() {
  await Promise.all(shops.map((shop) => shop.stop()))
  shops.length = 0
  await browserServer?.close()
  browserServer = undefined
  if (template) fs.rmSync(template, { recursive: true, force: true })
  template = undefined
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shop per worker: the worker `VITEST_POOL_ID` n uses the n-th. */
    baseUrls: string[]
    /** The Chromium every worker connects to. */
    browserEndpoint: string
    /** A seeded shop's data directory, copied by `startShop` for a journey's own shop. */
    shopTemplate: string
    /** The journeys' admin, logged in once; good on every shop made from the template. */
    adminToken: string
  }
}
