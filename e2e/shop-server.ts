import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

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

export interface RunningShop {
  baseUrl: string
  stop(): Promise<void>
}

/**
 * Starts the built shop (`npm start`'s server, built beforehand) on a free port with a temporary
 * data directory, no rate limits and the journeys' admin, plus `env`; resolves once it answers.
 * The shared journey shop takes orders at any hour; a journey that needs other hours starts its
 * own with this.
 */
export async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-e2e-'))
  const port = await freePort()
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
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  const baseUrl = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break
    } catch {
      // not yet
    }
    // A first start seeds the demo pictures: allow a busy 2-core machine 90 s for it.
    if (i > 900 || server.exitCode !== null) {
      await stop()
      throw new Error('the shop did not start for the journeys')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { baseUrl, stop }
}
