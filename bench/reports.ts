import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { orderSearchText } from '@quan/domain'

// Issue 23 §3: a year of a busy restaurant, 100,000 orders with their lines and status events,
// written straight into the shop's SQLite file (one transaction, prepared statements: seconds,
// not the hours the API would take), then the year's reports and its every-line export timed.

export const REPORT_ORDERS = Number(process.env.BENCH_REPORT_ORDERS ?? 100_000)
export const REPORT_BUDGET_MS = 1_000
export const EXPORT_BUDGET_MS = 5_000
const YEAR = { from: '2025-01-01', to: '2025-12-31' }

/** A generator of the same numbers each run, so that every bench writes the same year. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

const FIRST_NAMES = ['Lan', 'Minh', 'Jana', 'Peter', 'Hoa', 'Zuzana', 'Tuấn', 'Ľubica']
const LAST_NAMES = ['Nguyễn', 'Trần', 'Kováčová', 'Horváth', 'Lê', 'Novák', 'Phạm', 'Szabó']

/**
 * The guest of the year's `index`th order: names and phones as varied as a real year's (a
 * search must look at each, not find the first page full), every phone its own.
 */
export function guestOf(index: number) {
  return {
    firstName: FIRST_NAMES[index % FIRST_NAMES.length]!,
    lastName: LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!,
    phone: `+4219${String(index).padStart(8, '0')}`,
  }
}

/** Writes the year's orders into the shop's database file while the shop runs (WAL mode). */
export async function seedYear(dataDir: string, orders = REPORT_ORDERS): Promise<number> {
  const { default: SQLite } = await import('better-sqlite3')
  const db = new SQLite(path.join(dataDir, 'quan.sqlite'))
  db.pragma('busy_timeout = 5000')
  try {
    const foods = db.prepare('select id, name, price_cents from foods').all() as {
      id: string
      name: string
      price_cents: number
    }[]
    if (foods.length === 0) throw new Error('the shop has no dishes to sell')
    const insertOrder = db.prepare(`insert into orders (id, tracking_code, user_id, order_type,
      status, payment, first_name, last_name, email, street, city, state, zipcode, country, phone,
      phone_key, email_key, subtotal_cents, delivery_fee_cents, amount_cents, notes, created_at,
      updated_at, language, promo_code, discount_cents, fulfilment, due_at, payment_method,
      payment_state, payment_provider, payment_reference, payment_url, payment_expires_at,
      paid_cents, refunded_cents, delivery_vat_basis_points, accepted_at, ready_at, done_at,
      search_text)
      values (?, ?, null, 'guest', ?, ?, ?, ?, null, 'Obchodná 1', 'Bratislava', '',
      '81106', 'SK', ?, ?, null, ?, ?, ?, null, ?, ?, 'vi', null, ?,
      ?, ?, ?, 'none', null, null, null, null, 0, 0, 2300, ?, ?, ?, ?)`)
    const insertLine = db.prepare(`insert into order_lines (order_id, position, food_id, name,
      unit_price_cents, quantity, options, allergens, texts, vat_basis_points)
      values (?, ?, ?, ?, ?, ?, null, null, null, ?)`)
    const insertEvent = db.prepare(`insert into order_events (id, order_id, at, actor_id,
      actor_name, from_status, to_status, payment, reason) values (?, ?, ?, null, 'Bench', ?, ?,
      null, ?)`)
    const next = random(23)
    const start = Date.parse(`${YEAR.from}T00:00:00Z`)
    const span = Date.parse(`${YEAR.to}T23:59:59Z`) - start
    const write = db.transaction(() => {
      for (let index = 0; index < orders; index += 1) {
        const id = `bench-report-${index}`
        const placed = start + Math.floor(next() * span)
        const later = next() < 0.2
        const due = later ? placed + (1 + Math.floor(next() * 48)) * 900_000 : null
        const cancelled = next() < 0.03
        const delivery = next() < 0.6
        const fee = delivery ? 250 : 0
        let subtotal = 0
        const lines: [string, string, number, number, number][] = []
        const count = 1 + Math.floor(next() * 4)
        for (let position = 0; position < count; position += 1) {
          const food = foods[Math.floor(next() * foods.length)]!
          const quantity = 1 + Math.floor(next() * 3)
          subtotal += food.price_cents * quantity
          lines.push([food.id, food.name, food.price_cents, quantity, position % 3 ? 1900 : 2300])
        }
        const discount = next() < 0.1 ? Math.floor(subtotal / 10) : 0
        const at = (minutes: number) => new Date((due ?? placed) + minutes * 60_000).toISOString()
        const status = cancelled ? 'Cancelled' : 'Delivered'
        const method = (['cash', 'card', 'online'] as const)[Math.floor(next() * 3)]!
        const guest = guestOf(index)
        insertOrder.run(
          id,
          `QB-${index}`,
          status,
          cancelled ? 0 : 1,
          guest.firstName,
          guest.lastName,
          guest.phone,
          guest.phone,
          subtotal,
          fee,
          subtotal - discount + fee,
          new Date(placed).toISOString(),
          new Date(placed).toISOString(),
          discount,
          delivery ? 'delivery' : 'pickup',
          due === null ? null : new Date(due).toISOString(),
          method,
          // The kitchen's moments, as the moves below make them (migration 0022).
          cancelled ? null : at(2),
          cancelled ? null : at(20),
          cancelled ? null : at(45),
          orderSearchText({
            trackingCode: `QB-${index}`,
            customerInfo: { name: `${guest.firstName} ${guest.lastName}` },
            phoneKey: guest.phone,
          }),
        )
        // After their order: the lines' foreign key names it.
        lines.forEach((line, position) => insertLine.run(id, position, ...line))
        if (cancelled) {
          insertEvent.run(`${id}-c`, id, at(5), 'Pending', 'Cancelled', 'Out of stock')
          continue
        }
        insertEvent.run(`${id}-1`, id, at(2), 'Pending', 'Preparing', null)
        insertEvent.run(`${id}-2`, id, at(20), 'Preparing', 'Out for delivery', null)
        insertEvent.run(`${id}-3`, id, at(45), 'Out for delivery', 'Delivered', null)
      }
    })
    write()
    return orders
  } finally {
    db.close()
  }
}

/** The clock ticks a second in /proc's CPU times (100 on Linux nearly always). */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/**
 * The CPU time a process has used so far, in ms, from the kernel; null off Linux. The machine
 * the bench runs on is often busy with other work, which stretches the wall time of a call but
 * not the CPU the server spends on it: both are shown.
 */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // After the command's name in parentheses: state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS
  } catch {
    return null
  }
}

/** How long a call takes to answer in full, in ms, the server's CPU for it, and its bytes. */
export async function timed(
  url: string,
  token: string,
  pid: number | undefined,
): Promise<{ ms: number; cpuMs: number | null; bytes: number }> {
  const cpuBefore = cpuMs(pid)
  const began = performance.now()
  const response = await fetch(url, { headers: { token } })
  const body = await response.arrayBuffer()
  const ms = performance.now() - began
  const cpuAfter = cpuMs(pid)
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`)
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore
  return { ms, cpuMs: cpu, bytes: body.byteLength }
}

/**
 * The year's reports and its every-line export, each the median of three calls (by wall time),
 * with the CPU the server (`pid`) spent on it.
 */
export async function measureReports(base: string, token: string, pid?: number) {
  const median = async (url: string) => {
    const runs = []
    for (let round = 0; round < 3; round += 1) runs.push(await timed(url, token, pid))
    return runs.sort((a, b) => a.ms - b.ms)[1]!
  }
  const figure = (run: { ms: number; cpuMs: number | null }) =>
    `${run.ms.toFixed(0)} ms` +
    (run.cpuMs === null ? '' : ` (server CPU ${run.cpuMs.toFixed(0)} ms)`)
  const query = `from=${YEAR.from}&to=${YEAR.to}`
  const report = await median(`${base}/api/admin/reports?${query}`)
  const lines = await median(`${base}/api/admin/reports/export?report=lines&${query}&lang=sk`)
  const rows: [string, string, string][] = [
    [
      `reports of a year (${REPORT_ORDERS} orders), GET /api/admin/reports`,
      figure(report),
      report.ms <= REPORT_BUDGET_MS
        ? `target ≤ ${REPORT_BUDGET_MS} ms: met`
        : `target ≤ ${REPORT_BUDGET_MS} ms: MISSED`,
    ],
    [
      `every order line of the year as CSV (${(lines.bytes / 1e6).toFixed(1)} MB)`,
      figure(lines),
      lines.ms <= EXPORT_BUDGET_MS
        ? `target ≤ ${EXPORT_BUDGET_MS} ms: met`
        : `target ≤ ${EXPORT_BUDGET_MS} ms: MISSED`,
    ],
  ]
  return { rows, over: report.ms > REPORT_BUDGET_MS || lines.ms > EXPORT_BUDGET_MS }
}
