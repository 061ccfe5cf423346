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

type Row = Record<string, string | number | null>
interface Food {
  id: string
  name: string
  price_cents: number
}

/**
 * The year's orders, each with its lines and status events, as rows of the shop's tables: the
 * same rows on every run and on either database.
 */
function* yearRows(foods: readonly Food[], orders: number) {
  if (foods.length === 0) throw new Error('the shop has no dishes to sell')
  const next = random(23)
  const start = Date.parse(`${YEAR.from}T00:00:00Z`)
  const span = Date.parse(`${YEAR.to}T23:59:59Z`) - start
  for (let index = 0; index < orders; index += 1) {
    const id = `bench-report-${index}`
    const placed = start + Math.floor(next() * span)
    const later = next() < 0.2
    const due = later ? placed + (1 + Math.floor(next() * 48)) * 900_000 : null
    const cancelled = next() < 0.03
    const delivery = next() < 0.6
    const fee = delivery ? 250 : 0
    let subtotal = 0
    const lines: Row[] = []
    const count = 1 + Math.floor(next() * 4)
    for (let position = 0; position < count; position += 1) {
      const food = foods[Math.floor(next() * foods.length)]!
      const quantity = 1 + Math.floor(next() * 3)
      subtotal += food.price_cents * quantity
      lines.push({
        order_id: id,
        position,
        food_id: food.id,
        name: food.name,
        unit_price_cents: food.price_cents,
        quantity,
        vat_basis_points: position % 3 ? 1900 : 2300,
      })
    }
    const discount = next() < 0.1 ? Math.floor(subtotal / 10) : 0
    const at = (minutes: number) => new Date((due ?? placed) + minutes * 60_000).toISOString()
    const method = (['cash', 'card', 'online'] as const)[Math.floor(next() * 3)]!
    const guest = guestOf(index)
    const order: Row = {
      id,
      tracking_code: `QB-${index}`,
      order_type: 'guest',
      status: cancelled ? 'Cancelled' : 'Delivered',
      payment: cancelled ? 0 : 1,
      first_name: guest.firstName,
      last_name: guest.lastName,
      street: 'Obchodná 1',
      city: 'Bratislava',
      state: '',
      zipcode: '81106',
      country: 'SK',
      phone: guest.phone,
      phone_key: guest.phone,
      search_text: orderSearchText({
        trackingCode: `QB-${index}`,
        customerInfo: { name: `${guest.firstName} ${guest.lastName}` },
        phoneKey: guest.phone,
      }),
      subtotal_cents: subtotal,
      delivery_fee_cents: fee,
      amount_cents: subtotal - discount + fee,
      created_at: new Date(placed).toISOString(),
      updated_at: new Date(placed).toISOString(),
      language: 'vi',
      discount_cents: discount,
      fulfilment: delivery ? 'delivery' : 'pickup',
      due_at: due === null ? null : new Date(due).toISOString(),
      payment_method: method,
      payment_state: 'none',
      paid_cents: 0,
      refunded_cents: 0,
      delivery_vat_basis_points: 2300,
      // The kitchen's moments, as the moves below make them (migration 0022).
      accepted_at: cancelled ? null : at(2),
      ready_at: cancelled ? null : at(20),
      done_at: cancelled ? null : at(45),
    }
    const event = (
      key: string,
      minutes: number,
      from: string,
      to: string,
      reason: string | null,
    ) => ({
      id: `${id}-${key}`,
      order_id: id,
      at: at(minutes),
      actor_name: 'Bench',
      from_status: from,
      to_status: to,
      reason,
    })
    const events = cancelled
      ? [event('c', 5, 'Pending', 'Cancelled', 'Out of stock')]
      : [
          event('1', 2, 'Pending', 'Preparing', null),
          event('2', 20, 'Preparing', 'Out for delivery', null),
          event('3', 45, 'Out for delivery', 'Delivered', null),
        ]
    yield { order, lines, events }
  }
}

/** `insert into table (a, b) values (@a, @b)` for better-sqlite3's named parameters. */
const namedInsert = (table: string, row: Row) =>
  `insert into ${table} (${Object.keys(row).join(', ')})
    values (${Object.keys(row)
      .map((column) => `@${column}`)
      .join(', ')})`

/** Writes the year's orders into the shop's database file while the shop runs (WAL mode). */
export async function seedYear(dataDir: string, orders = REPORT_ORDERS): Promise<number> {
  const { default: SQLite } = await import('better-sqlite3')
  const db = new SQLite(path.join(dataDir, 'quan.sqlite'))
  db.pragma('busy_timeout = 5000')
  try {
    const foods = db.prepare('select id, name, price_cents from foods').all() as Food[]
    const statements = new Map<string, ReturnType<typeof db.prepare>>()
    const insert = (table: string, row: Row) => {
      let statement = statements.get(table)
      if (!statement) statements.set(table, (statement = db.prepare(namedInsert(table, row))))
      statement.run(row)
    }
    db.transaction(() => {
      for (const { order, lines, events } of yearRows(foods, orders)) {
        // Lines and events after their order: their foreign keys name it.
        insert('orders', order)
        for (const line of lines) insert('order_lines', line)
        for (const event of events) insert('order_events', event)
      }
    })()
    return orders
  } finally {
    db.close()
  }
}

/** Orders per statement on PostgreSQL: far below its 65,535 parameters a statement. */
const PG_BATCH = 500

/** The same year, into the shop's PostgreSQL database, a few hundred orders a statement. */
export async function seedYearPg(databaseUrl: string, orders = REPORT_ORDERS): Promise<number> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const foods = (await client.query<Food>('select id, name, price_cents from foods')).rows
    const insertAll = async (table: string, rows: Row[]) => {
      if (rows.length === 0) return
      const columns = Object.keys(rows[0]!)
      const values: unknown[] = []
      const tuples = rows.map((row) => {
        const places = columns.map((column) => {
          values.push(row[column])
          return `$${values.length}`
        })
        return `(${places.join(', ')})`
      })
      await client.query(
        `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`,
        values,
      )
    }
    let batch: ReturnType<typeof yearRows> extends Generator<infer T> ? T[] : never = []
    const flush = async () => {
      await insertAll(
        'orders',
        batch.map((each) => each.order),
      )
      await insertAll(
        'order_lines',
        batch.flatMap((each) => each.lines),
      )
      await insertAll(
        'order_events',
        batch.flatMap((each) => each.events),
      )
      batch = []
    }
    await client.query('begin')
    for (const rows of yearRows(foods, orders)) {
      batch.push(rows)
      if (batch.length === PG_BATCH) await flush()
    }
    await flush()
    await client.query('commit')
    // What autovacuum does a while after a bulk load, done now: the planner's statistics.
    await client.query('analyze')
    return orders
  } finally {
    await client.end()
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
