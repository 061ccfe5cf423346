import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
export const ADMIN = { email: 'admin@quan.test', password: 'admin-password-1' }

/** Orders at any hour, delivered or picked up, so no journey depends on when it runs. */
export const ANY_HOUR = { DELIVERY_HOURS: 'always', PICKUP_HOURS: 'always' }

/** The data directory's lock (db/data-dir-lock.ts): held by a running server, never copied. */
const LOCK_FILE = 'quan.lock'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export interface RunningShop {
  baseUrl: string
  dataDir: string
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>
}

export interface ShopOptions {
  /**
   * A stopped shop's data directory to start from (`seedTemplate`): its database, with the demo
   * menu, its pictures, the admin and the token secret, is copied, so the shop starts in about a
   * second instead of seeding the demo pictures again (~10 s). Without it the shop starts empty
   * and seeds as a first install does.
   */
  template?: string
  /** Keep the data directory when the shop stops (the template itself). */
  keepData?: boolean
  /** The port, when the caller needs the address beforehand (PUBLIC_URL); a free one otherwise. */
  port?: number
}

/**
 * Starts the built shop (`npm start`'s server, built beforehand) on a free port with a temporary
 * data directory, no rate limits and the journeys' admin, plus `env`; resolves once it answers.
 * The journeys' shared shops take orders at any hour; a journey that needs other hours, or
 * settings of its own, starts its own with this.
 */
export async function startShop(
  env: Record<string, string> = {},
  options: ShopOptions = {},
): Promise<RunningShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-e2e-'))
  if (options.template) {
    // The template's server has stopped (its database closed and checkpointed), so the files
    // are consistent; only its lock stays behind.
    fs.cpSync(options.template, dataDir, {
      recursive: true,
      filter: (source) => path.basename(source) !== LOCK_FILE,
    })
  }
  const port = options.port ?? (await freePort())
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM')
      await exited
    }
    if (!options.keepData) fs.rmSync(dataDir, { recursive: true, force: true })
  }
  const baseUrl = `http://127.0.0.1:${port}`
  // A first start seeds the demo pictures: allow a busy 2-core machine 150 s for it.
  const deadline = Date.now() + 150_000
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop()
      throw new Error('the shop did not start for the journeys')
    }
    // Polls the health address until it answers; not a sleep a test waits on.
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { baseUrl, dataDir, stop }
}

/** Logs the journeys' admin in through the API: the token the back office keeps. */
export async function adminLogin(shopUrl: string): Promise<string> {
  const response = await fetch(`${shopUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!response.ok) throw new Error(`the admin could not log in: ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

/**
 * Seeds a shop once (demo menu and pictures, the admin, the token secret), logs the admin in and
 * stops it: its data directory is the template every journey shop is copied from. Every copy
 * keeps the secret and the admin, so the admin's token is good on each of them.
 */
export async function seedTemplate(): Promise<{ dir: string; adminToken: string }> {
  const seeding = await startShop({}, { keepData: true })
  const dir = seeding.dataDir
  try {
    const adminToken = await adminLogin(seeding.baseUrl)
    return { dir, adminToken }
  } finally {
    await seeding.stop()
  }
}
