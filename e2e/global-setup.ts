import { execSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureChromium } from './chromium'

const root = path.resolve(import.meta.dirname, '..')
export const ADMIN = { email: 'admin@quan.test', password: 'admin-password-1' }

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

let server: ChildProcess | undefined
let dataDir: string | undefined

/**
 * Builds the shop as `npm start` does, starts it on a free port with a temporary data
 * directory (orders taken at any hour, no rate limits), and hands its address to the journeys.
 */
export async function setup(project: TestProject) {
  ensureChromium()
  execSync('node scripts/build-if-needed.mjs', { cwd: root, stdio: 'inherit' })
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-e2e-'))
  const port = await freePort()
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DELIVERY_HOURS: 'always',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break
    } catch {
      // not yet
    }
    // A first start seeds the demo pictures: allow a busy 2-core machine 90 s for it.
    if (i > 900) throw new Error('the shop did not start for the journeys')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  project.provide('baseUrl', baseUrl)
}

export async function teardown() {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server!.once('exit', resolve))
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
