import { execSync } from 'node:child_process'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureChromium } from './chromium'
import { startShop, type RunningShop } from './shop-server'

export { ADMIN } from './shop-server'

const root = path.resolve(import.meta.dirname, '..')

let shop: RunningShop | undefined

/**
 * Builds the shop as `npm start` does, starts it on a free port with a temporary data
 * directory (orders taken at any hour, no rate limits), and hands its address to the journeys.
 */
export async function setup(project: TestProject) {
  ensureChromium()
  execSync('node scripts/build-if-needed.mjs', { cwd: root, stdio: 'inherit' })
  // Orders at any hour, delivered or picked up, so no journey depends on when it runs.
  shop = await startShop({ DELIVERY_HOURS: 'always', PICKUP_HOURS: 'always' })
  project.provide('baseUrl', shop.baseUrl)
}

export async function teardown() {
  await shop?.stop()
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
