// `npm run test:container` (issue 25 §1; not part of `npm test`): builds the image, checks its
// size and its HEALTHCHECK, brings up compose.yaml (two shops behind nginx on PostgreSQL and
// Redis), places an order through the proxy, finds it on each instance's admin board, restarts
// everything and finds it again; then runs compose.sqlite.yaml with one order and a backup.
// Needs podman, buildah and podman-compose, as root. This machine pulls no image: the base images
// are the stand-ins of stand-ins.sh, tagged with the names the Dockerfile and compose files use.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
// The limits and runtime this machine's VM allows (see containers.conf beside this file).
process.env.CONTAINERS_CONF ??= path.join(import.meta.dirname, 'containers.conf')
const IMAGE = 'localhost/quan:container-test'
const MAX_IMAGE_BYTES = 450_000_000
const ADMIN = { email: 'owner@quan.test', password: 'container-test-password' }
// The shop runs on the real clock: it must take an order whatever the hour of the test.
const ALWAYS_OPEN = { DELIVERY_HOURS: 'always', PICKUP_HOURS: 'always' }

const timings = []
async function timed(label, step) {
  const started = Date.now()
  try {
    return await step()
  } finally {
    const seconds = (Date.now() - started) / 1000
    timings.push([label, seconds])
    console.log(`  ${label}: ${seconds.toFixed(1)} s`)
  }
}

/** Runs a command, its output kept to be shown when it fails. */
function run(command, args, { env = process.env, allowFailure = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0 || allowFailure) resolve({ code, output })
      else
        reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-4000)}`))
    })
  })
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function check(condition, sentence) {
  if (!condition) throw new Error(sentence)
}

/** One compose project: its file, its name and the variables it is started with. */
function project(file, name, variables) {
  const env = { ...process.env, QUAN_IMAGE: IMAGE, LOG_LEVEL: 'warn', ...variables }
  const compose = (...args) => run('podman-compose', ['-p', name, '-f', file, ...args], { env })
  const anonymous = new Set()
  async function noteAnonymousVolumes() {
    const { output } = await run('podman', [
      'ps',
      '-a',
      '--filter',
      `label=io.podman.compose.project=${name}`,
      '--format',
      '{{.ID}}',
    ])
    for (const id of output.split(/\s+/).filter(Boolean)) {
      const mounts = await run('podman', [
        'inspect',
        '-f',
        '{{range .Mounts}}{{if eq .Type "volume"}}{{.Name}} {{end}}{{end}}',
        id,
      ])
      for (const volume of mounts.output.split(/\s+/)) {
        if (/^[0-9a-f]{64}$/.test(volume)) anonymous.add(volume)
      }
    }
  }
  return {
    name,
    container: (service) => `${name}_${service}_1`,
    // podman-compose 1.0.3 (Debian's) starts services in depends_on order without waiting for
    // `condition: service_healthy`: each stage is started once the one before is healthy.
    async up(stages) {
      for (const services of stages) {
        await compose('up', '-d', '--no-build', ...services)
        for (const service of services) await waitHealthy(`${name}_${service}_1`)
      }
    },
    async down() {
      await noteAnonymousVolumes()
      await compose('down', '-t', '15')
    },
    // podman-compose 1.0.3's `down -v` removes the named volumes but leaves the networks, and
    // the anonymous volumes of each image's VOLUME (the shops' /data on PostgreSQL).
    async teardown() {
      await noteAnonymousVolumes()
      await compose('down', '-t', '15', '-v')
      if (anonymous.size > 0) await run('podman', ['volume', 'rm', '-f', ...anonymous])
      anonymous.clear()
      const label = `label=io.podman.compose.project=${name}`
      const { output } = await run('podman', ['network', 'ls', '-q', '--filter', label])
      const networks = output.split(/\s+/).filter(Boolean)
      if (networks.length > 0) await run('podman', ['network', 'rm', ...networks])
    },
  }
}

/**
 * Without systemd podman runs no health check on a timer, so this runs the container's own
 * (compose's healthcheck, or the image's HEALTHCHECK) until it passes.
 */
async function waitHealthy(container, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { code } = await run('podman', ['healthcheck', 'run', container], { allowFailure: true })
    if (code === 0) return
    const state = await run('podman', ['inspect', '-f', '{{.State.Status}}', container], {
      allowFailure: true,
    })
    if (Date.now() > deadline || state.code !== 0 || state.output.trim() === 'exited') {
      const logs = await run('podman', ['logs', '--tail', '40', container], { allowFailure: true })
      throw new Error(`${container} is not healthy (${state.output.trim()}):\n${logs.output}`)
    }
    await sleep(1000)
  }
}

/** The container's address on its first network: root's podman routes to it from the host. */
async function addressOf(container) {
  const { output } = await run('podman', [
    'inspect',
    '-f',
    '{{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}',
    container,
  ])
  const [address] = output.trim().split(/\s+/)
  check(address, `${container} has no address`)
  return `http://${address}:3000`
}

async function call(base, url, { method = 'GET', body, token } = {}) {
  const response = await fetch(base + url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  let json
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, json, text }
}

/**
 * A guest's order of one demo dish with no options, as the shop's own client places it: the
 * amount the server answers with on a changed price (409 AMOUNT_CHANGED) is the one it takes.
 */
async function placeOrder(base) {
  const menu = await call(base, '/api/food/list?forUser=true')
  check(menu.status === 200, `the menu answered ${menu.status}: ${menu.text.slice(0, 300)}`)
  const dishes = Array.isArray(menu.json) ? menu.json : (menu.json?.data ?? menu.json?.foods ?? [])
  const dish = dishes.find((food) => (food.options ?? []).length === 0 && !food.soldOutUntil)
  check(dish, 'the demo menu has no dish without options to order')
  const body = {
    address: {
      firstName: 'Lan',
      lastName: 'Nguyen',
      street: 'Obchodná 1',
      city: 'Bratislava',
      state: 'BA',
      zipcode: '81106',
      country: 'Slovakia',
      phone: '0901234567',
      email: 'lan@example.com',
    },
    items: [{ _id: dish._id, quantity: 2 }],
    amount: 0,
    orderType: 'guest',
  }
  const quoted = await call(base, '/api/order/place', { method: 'POST', body })
  check(
    quoted.status === 409 && quoted.json?.code === 'AMOUNT_CHANGED',
    `an order at amount 0 answered ${quoted.status}: ${quoted.text.slice(0, 300)}`,
  )
  const placed = await call(base, '/api/order/place', {
    method: 'POST',
    body: { ...body, amount: quoted.json.amount },
  })
  check(placed.status === 201, `the order answered ${placed.status}: ${placed.text.slice(0, 300)}`)
  const order = placed.json?.data ?? placed.json
  check(order?.orderId && order?.trackingCode, `the order has no id: ${placed.text.slice(0, 300)}`)
  return order
}

async function adminToken(base) {
  const login = await call(base, '/api/user/login', { method: 'POST', body: ADMIN })
  check(login.status === 200, `the admin login answered ${login.status}: ${login.text}`)
  return login.json.token
}

/** The order is on this instance's admin board (today's orders) and opens by its id. */
async function onTheBoard(base, orderId, where) {
  const token = await adminToken(base)
  const board = await call(base, '/api/admin/orders', { token })
  check(board.status === 200, `${where}: the board answered ${board.status}: ${board.text}`)
  check(board.text.includes(orderId), `${where}: order ${orderId} is not on the board`)
  const one = await call(base, `/api/admin/orders/${orderId}`, { token })
  check(one.status === 200, `${where}: order ${orderId} answered ${one.status}: ${one.text}`)
}

async function imageChecks() {
  const { output } = await run('podman', ['image', 'inspect', IMAGE])
  const [image] = JSON.parse(output)
  const megabytes = image.Size / 1e6
  console.log(`  image ${IMAGE}: ${megabytes.toFixed(0)} MB`)
  check(image.Size < MAX_IMAGE_BYTES, `the image is ${megabytes.toFixed(0)} MB, over 450 MB`)
  const healthcheck = image.Healthcheck ?? image.Config?.Healthcheck
  check(healthcheck?.Test?.join(' ').includes('/api/health'), 'the image lost its HEALTHCHECK')
  check(image.Config?.User === 'node', `the image runs as "${image.Config?.User}", not node`)
  check(image.Config?.Entrypoint?.[0] === '/usr/bin/tini', 'tini is not the entrypoint')
}

/** /metrics is off unless a token is set (issue 25 §3): the test sets one. */
const METRICS_TOKEN = randomBytes(24).toString('hex')

async function postgresShop() {
  const port = 18000 + Math.floor(Math.random() * 2000)
  const shops = project('compose.yaml', 'quan-container-test', {
    ...ALWAYS_OPEN,
    JWT_SECRET: randomBytes(48).toString('base64'),
    POSTGRES_PASSWORD: randomBytes(18).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    HTTP_PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    METRICS_TOKEN,
  })
  const stages = [['postgres', 'redis'], ['shop-1'], ['shop-2'], ['proxy']]
  const proxy = `http://127.0.0.1:${port}`
  await shops.teardown()
  try {
    await timed('compose.yaml up (PostgreSQL, Redis, two shops, nginx), healthy', () =>
      shops.up(stages),
    )
    const order = await timed('an order through the proxy', () => placeOrder(proxy))
    await timed('the order on each instance’s board', async () => {
      for (const service of ['shop-1', 'shop-2']) {
        await onTheBoard(await addressOf(shops.container(service)), order.orderId, service)
      }
    })
    await timed('the order counted in /metrics (issue 25 §3)', async () => {
      let placed = 0
      for (const service of ['shop-1', 'shop-2']) {
        const base = await addressOf(shops.container(service))
        const metrics = await call(base, '/metrics', { token: METRICS_TOKEN })
        check(metrics.status === 200, `${service}: /metrics answered ${metrics.status}`)
        // One series a way of ordering (delivery, pickup, table): all of them added up.
        for (const [, count] of metrics.text.matchAll(
          /^quan_orders_placed_total(?:\{[^}]*\})? (\d+)/gm,
        ))
          placed += Number(count)
        const refused = await call(base, '/metrics')
        check(refused.status === 401, `${service}: /metrics without the token: ${refused.status}`)
      }
      check(placed === 1, `the two instances counted ${placed} orders placed, not 1`)
    })
    await timed('down (volumes kept) and up again, healthy', async () => {
      await shops.down()
      await shops.up(stages)
    })
    await timed('the order after the restart', async () => {
      for (const service of ['shop-1', 'shop-2']) {
        await onTheBoard(await addressOf(shops.container(service)), order.orderId, service)
      }
      const tracked = await call(proxy, '/api/orders/track', {
        method: 'POST',
        body: { trackingCode: order.trackingCode, phone: '0901234567' },
      })
      check(tracked.status === 200, `tracking answered ${tracked.status}: ${tracked.text}`)
    })
  } finally {
    await shops.teardown()
  }
}

async function sqliteShop() {
  const port = 20000 + Math.floor(Math.random() * 2000)
  const shop = project('compose.sqlite.yaml', 'quan-container-test-sqlite', {
    ...ALWAYS_OPEN,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    HTTP_PORT: String(port),
  })
  const base = `http://127.0.0.1:${port}`
  await shop.teardown()
  try {
    await timed('compose.sqlite.yaml up, healthy', () => shop.up([['shop']]))
    const order = await timed('an order on SQLite', () => placeOrder(base))
    await onTheBoard(base, order.orderId, 'the SQLite shop')
    await timed('npm run backup inside the container', async () => {
      const container = shop.container('shop')
      await run('podman', ['exec', container, 'npm', 'run', 'backup'])
      const { output } = await run('podman', ['exec', container, 'ls', '/data/backups'])
      check(output.trim().length > 0, 'npm run backup left nothing in /data/backups')
    })
  } finally {
    await shop.teardown()
  }
}

const started = Date.now()
/**
 * The tools, from Debian's packages, when this machine lacks them (the project installs what it
 * needs; CI's machine is a fresh one of this kind).
 */
const TOOLS = {
  podman: 'podman',
  buildah: 'buildah',
  'podman-compose': 'podman-compose',
  debootstrap: 'debootstrap',
  runc: 'runc',
}
async function installTools() {
  const missing = []
  for (const [command, pkg] of Object.entries(TOOLS)) {
    const found = await run('sh', ['-c', `command -v ${command}`], { allowFailure: true })
    if (found.code !== 0) missing.push(pkg)
  }
  if (missing.length === 0) return
  if (process.getuid?.() !== 0)
    throw new Error(`test:container needs ${missing.join(', ')} (apt-get install, as root)`)
  await run('apt-get', ['install', '-y', ...missing])
}

try {
  await timed('podman, buildah, podman-compose, debootstrap and runc there', installTools)
  console.log('Stand-in base images (scripts/container/stand-ins.sh)')
  await timed('stand-in base images', () => run('bash', ['scripts/container/stand-ins.sh']))
  console.log('The image')
  await timed('podman build --format docker', () =>
    run('podman', ['build', '--format', 'docker', '--pull=never', '-t', IMAGE, '.']),
  )
  await imageChecks()
  console.log('compose.yaml')
  await postgresShop()
  console.log('compose.sqlite.yaml')
  await sqliteShop()
  console.log(`test:container passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
} catch (error) {
  console.error(`test:container failed after ${((Date.now() - started) / 1000).toFixed(0)} s`)
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
