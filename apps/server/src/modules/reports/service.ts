import {
  FULFILMENTS,
  PAYMENT_METHODS,
  REPORT_CSV_WORDS,
  addDays,
  basisPointsText,
  centsText,
  csvFormOf,
  splitGross,
  vatBreakdown,
  weekdayOf,
  zonedInstant,
  type Language,
  type Report,
  type ReportBucket,
  type ReportCsvWord,
  type ReportExport,
  type ReportSales,
  type ReportsQuery,
  type ReportVatRow,
} from '@quan/domain'
import { dateParts } from '@quan/domain/calendar-days'
import { csvLine, csvText, writeCsv } from '@quan/domain/csv'
import { textIn } from '@quan/domain/menu-texts'
import type { ShopContext } from '../../context'
import { bucketsFor } from './buckets'
import {
  cancellations,
  dishesSold,
  discountedOrderRates,
  orderLines,
  ordersByKind,
  ordersByTable,
  preparationTimes,
  salesByDayAndHour,
  vatOfUndiscounted,
  type Coverage,
  type DayRateVat,
  type DaySales,
  type OrderRateRow,
  type Read,
  type Row,
} from './repo'

// The reports of issue 23 §3: what the SQL sums, put together; and the same as CSV.

async function coverageOf(ctx: ShopContext, { from, to }: ReportsQuery) {
  const { timeZone } = await ctx.settings.restaurantHours.read()
  const start = zonedInstant(from, '00:00', timeZone)
  const end = zonedInstant(addDays(to, 1), '00:00', timeZone)
  const coverage: Coverage = {
    from: start.toISOString(),
    to: end.toISOString(),
    buckets: bucketsFor(ctx.engine, timeZone, { from: start, to: end }),
  }
  return { timeZone, coverage }
}

/** The range's days in parts of at most 31, in order: a month's orders at a time. */
function monthlyParts({ from, to }: ReportsQuery): ReportsQuery[] {
  const parts: ReportsQuery[] = []
  for (let start = from; start <= to; start = addDays(start, 31)) {
    const end = addDays(start, 30)
    parts.push({ from: start, to: end < to ? end : to })
  }
  return parts
}

/** Sales figures being added up, VAT by rate in a map. */
interface Tally extends Omit<ReportSales, 'vat' | 'netCents'> {
  vat: Map<number, Omit<ReportVatRow, 'basisPoints'>>
}

const emptyTally = (): Tally => ({
  orders: 0,
  itemsCents: 0,
  discountCents: 0,
  deliveryFeeCents: 0,
  grossCents: 0,
  refundCents: 0,
  vat: new Map(),
})

function addSales(tally: Tally, day: Omit<DaySales, 'day'>) {
  tally.orders += day.orders
  tally.itemsCents += day.itemsCents
  tally.discountCents += day.discountCents
  tally.deliveryFeeCents += day.deliveryFeeCents
  tally.grossCents += day.grossCents
  tally.refundCents += day.refundCents
}

function addVat(tally: Tally, rows: Iterable<[number, Omit<ReportVatRow, 'basisPoints'>]>) {
  for (const [basisPoints, row] of rows) {
    const into = tally.vat.get(basisPoints) ?? { grossCents: 0, baseCents: 0, vatCents: 0 }
    into.grossCents += row.grossCents
    into.baseCents += row.baseCents
    into.vatCents += row.vatCents
    tally.vat.set(basisPoints, into)
  }
}

function salesOf(tally: Tally): ReportSales {
  return {
    orders: tally.orders,
    itemsCents: tally.itemsCents,
    discountCents: tally.discountCents,
    deliveryFeeCents: tally.deliveryFeeCents,
    grossCents: tally.grossCents,
    refundCents: tally.refundCents,
    netCents: tally.grossCents - tally.refundCents,
    vat: [...tally.vat.entries()]
      .sort(([a], [b]) => a - b)
      .map(([basisPoints, row]) => ({ basisPoints, ...row })),
  }
}

/**
 * Each day's VAT by rate: each order's breakdown as its receipt has it (domain vatBreakdown: the
 * discount spread over the rates, the fee at its own), rounded per order, then added up. The
 * orders without a discount come summed by SQL by the same rule (repo vatOfUndiscounted); those
 * with one are broken down here.
 */
function vatByDay(
  undiscounted: readonly DayRateVat[],
  discounted: readonly OrderRateRow[],
): Map<string, Tally['vat']> {
  const days = new Map<string, Tally['vat']>()
  const add = (day: string, rows: Iterable<[number, Omit<ReportVatRow, 'basisPoints'>]>) => {
    const vat = days.get(day) ?? new Map()
    addVat({ ...emptyTally(), vat }, rows)
    days.set(day, vat)
  }
  for (const row of undiscounted)
    add(row.day, [
      [
        row.basisPoints,
        {
          grossCents: row.grossCents,
          baseCents: row.baseCents,
          vatCents: row.grossCents - row.baseCents,
        },
      ],
    ])
  // The rows come by order, each order's rates in the order of their first line.
  const orders = new Map<string, OrderRateRow[]>()
  for (const row of discounted) {
    const order = orders.get(row.orderId)
    if (order) order.push(row)
    else orders.set(row.orderId, [row])
  }
  for (const order of orders.values()) {
    const first = order[0]!
    const breakdown = vatBreakdown({
      lines: order.map((row) => ({ grossCents: row.linesCents, basisPoints: row.basisPoints })),
      discountCents: first.discountIsDelivery ? 0 : first.discountCents,
      deliveryFeeCents: first.deliveryFeeCents,
      deliveryDiscountCents: first.discountIsDelivery ? first.discountCents : 0,
      deliveryBasisPoints: first.deliveryBasisPoints,
    })
    add(
      first.day,
      breakdown.rows.map((row) => [
        row.basisPoints,
        { grossCents: row.grossCents, baseCents: row.baseCents, vatCents: row.taxCents },
      ]),
    )
  }
  return days
}

/** The Monday of a day's ISO week. */
const weekStart = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7))
const monthStart = (day: string) => `${day.slice(0, 7)}-01`
const nextMonth = (month: string) => {
  const [year, monthNumber] = dateParts(month)
  return monthNumber === 12
    ? `${year + 1}-01-01`
    : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`
}

/** Every bucket the range touches, in order, each with its days' sales added up. */
function bucketsOf(
  from: string,
  to: string,
  startOf: (day: string) => string,
  next: (start: string) => string,
  days: ReadonlyMap<string, Tally>,
): ReportBucket[] {
  const tallies = new Map<string, Tally>()
  for (let start = startOf(from); start <= to; start = next(start)) tallies.set(start, emptyTally())
  for (const [day, tally] of days) {
    const into = tallies.get(startOf(day))
    // A day outside the range has no bucket; the SQL asks for none.
    if (!into) continue
    addSales(into, tally)
    addVat(into, tally.vat)
  }
  return [...tallies.entries()].map(([start, tally]) => ({ start, ...salesOf(tally) }))
}

/** The middle value, or the mean of the middle two; sorted as numbers in a typed array. */
function median(values: Float64Array): number | null {
  if (values.length === 0) return null
  const sorted = values.sort()
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Minutes to one decimal: the seconds of events are noise at a kitchen's scale. */
const roundMinutes = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10)

function minutesOf(values: readonly (number | null)[]) {
  // A year's times are 100,000 values or so: a typed array sorts them several times faster.
  const known = new Float64Array(values.length)
  let count = 0
  let sum = 0
  for (const value of values) {
    if (value === null) continue
    known[count++] = value
    sum += value
  }
  return {
    orders: count,
    medianMinutes: roundMinutes(median(known.subarray(0, count))),
    averageMinutes: roundMinutes(count ? sum / count : null),
  }
}

const byRevenue = <T extends { revenueCents: number; count: number }>(
  a: T & { name?: string; category?: string },
  b: T & { name?: string; category?: string },
) =>
  b.revenueCents - a.revenueCents ||
  b.count - a.count ||
  (a.name ?? a.category ?? '').localeCompare(b.name ?? b.category ?? '')

/**
 * How the reports' queries are run. PostgreSQL answers them side by side, on connections of
 * their own. A SQLite file answers them side by side too, in reader threads of its own
 * (db/read-pool.ts), so the server's thread stays free for a guest's order or the board. An
 * in-memory SQLite (tests) answers each in the server's one thread: there they run one after
 * another, each in a turn of its own, and what arrived meanwhile is answered in between.
 */
function readerFor(ctx: ShopContext): Read {
  const { db, reads } = ctx
  if (ctx.engine === 'postgres') return async (query) => (await query.execute(db)).rows as Row[]
  if (reads) return (query) => reads.all(query.compile(db))
  let turn: Promise<unknown> = Promise.resolve()
  return (query) => {
    const next = turn
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      .then(async () => (await query.execute(db)).rows as Row[])
    turn = next.catch(() => undefined)
    return next
  }
}

/** The reports of a range of the restaurant's days (issue 23 §3). */
export async function buildReport(ctx: ShopContext, query: ReportsQuery): Promise<Report> {
  const { timeZone, coverage } = await coverageOf(ctx, query)
  const read = readerFor(ctx)
  const [dayHours, undiscounted, discounted, dishes, kinds, cancelled, times, tables] =
    await Promise.all([
      salesByDayAndHour(read, coverage),
      vatOfUndiscounted(read, coverage),
      discountedOrderRates(read, coverage),
      dishesSold(read, coverage),
      ordersByKind(read, coverage),
      cancellations(read, coverage),
      preparationTimes(read, coverage),
      ordersByTable(read, coverage),
    ])
  const vat = vatByDay(undiscounted, discounted)
  const dayTallies = new Map<string, Tally>()
  // The heat map's cells by ISO weekday (1 Monday … 7 Sunday) and hour.
  const cells = new Map<string, number>()
  for (const row of dayHours) {
    let tally = dayTallies.get(row.day)
    if (!tally) {
      tally = { ...emptyTally(), vat: vat.get(row.day) ?? new Map() }
      dayTallies.set(row.day, tally)
    }
    addSales(tally, row)
    const cell = `${((weekdayOf(row.day) + 6) % 7) + 1}:${row.hour}`
    cells.set(cell, (cells.get(cell) ?? 0) + row.orders)
  }
  const total = emptyTally()
  for (const tally of dayTallies.values()) {
    addSales(total, tally)
    addVat(total, tally.vat)
  }
  const totals = salesOf(total)

  const heatMap = []
  for (let weekday = 1; weekday <= 7; weekday += 1)
    for (let hour = 0; hour < 24; hour += 1)
      heatMap.push({ weekday, hour, orders: cells.get(`${weekday}:${hour}`) ?? 0 })

  const categories = new Map<string, Report['categories'][number]>()
  for (const dish of dishes) {
    const into = categories.get(dish.category) ?? {
      category: dish.category,
      categoryVI: dish.categoryVI,
      categoryEN: dish.categoryEN,
      categorySK: dish.categorySK,
      count: 0,
      revenueCents: 0,
    }
    into.count += dish.count
    into.revenueCents += dish.revenueCents
    categories.set(dish.category, into)
  }

  const kindTotals = <K extends string>(
    keys: readonly K[],
    keyOf: (row: (typeof kinds)[0]) => string,
  ) =>
    keys.map((key) => {
      const rows = kinds.filter((row) => keyOf(row) === key)
      return {
        key,
        orders: rows.reduce((sum, row) => sum + row.orders, 0),
        grossCents: rows.reduce((sum, row) => sum + row.grossCents, 0),
      }
    })

  // Cancelled orders whose move left no event (none should) count as given no reason.
  const reasons = [...cancelled.reasons]
  const unexplained = cancelled.count - reasons.reduce((sum, row) => sum + row.count, 0)
  if (unexplained > 0) {
    const blank = reasons.find((row) => row.reason === '')
    if (blank) blank.count += unexplained
    else reasons.push({ reason: '', count: unexplained })
  }

  return {
    from: query.from,
    to: query.to,
    timeZone,
    totals: {
      ...totals,
      averageOrderCents: totals.orders ? Math.round(totals.grossCents / totals.orders) : 0,
    },
    sales: {
      day: bucketsOf(
        query.from,
        query.to,
        (day) => day,
        (day) => addDays(day, 1),
        dayTallies,
      ),
      week: bucketsOf(query.from, query.to, weekStart, (day) => addDays(day, 7), dayTallies),
      month: bucketsOf(query.from, query.to, monthStart, nextMonth, dayTallies),
    },
    heatMap,
    dishes: dishes.sort(byRevenue),
    categories: [...categories.values()].sort(byRevenue),
    fulfilment: kindTotals(FULFILMENTS, (row) => row.fulfilment),
    paymentMethods: kindTotals(PAYMENT_METHODS, (row) => row.paymentMethod),
    // Busiest table first; equal ones in the order their names read.
    tables: tables.sort(
      (a, b) => b.orders - a.orders || a.table.localeCompare(b.table, undefined, { numeric: true }),
    ),
    cancellations: {
      count: cancelled.count,
      grossCents: cancelled.grossCents,
      reasons: reasons.sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    },
    preparation: {
      acceptedToReady: minutesOf(times.map((row) => row.acceptedToReady)),
      readyToDone: minutesOf(times.map((row) => row.readyToDone)),
      acceptedToDone: minutesOf(times.map((row) => row.acceptedToDone)),
    },
  }
}

// --- CSV -------------------------------------------------------------------------------------

/** One report, or every order line, as a spreadsheet in the language's form (issue 23 §3). */
export async function exportReport(
  ctx: ShopContext,
  query: ReportsQuery & { report: ReportExport },
  language: Language,
): Promise<string> {
  const form = csvFormOf(language)
  const word = (key: ReportCsvWord) => REPORT_CSV_WORDS[key][language]
  const money = (cents: number) => centsText(cents, form)
  const count = (value: number) => String(value)
  let rows: string[][]
  if (query.report === 'lines') {
    // A year is 250,000 lines: each is written as its line of text at once, rather than kept as
    // an array of cells until the end (the collector's work was a third of the export's time).
    const text = [
      csvLine(
        (
          [
            'date',
            'code',
            'dish',
            'count',
            'unitPrice',
            'lineTotal',
            'vatPercent',
            'vat',
            'fulfilment',
            'table',
            'paymentMethod',
            'status',
          ] as const
        ).map(word),
        form.separator,
      ),
    ]
    // A month's lines at a time (readerFor): a year's 250,000 lines in one go held the rest of
    // the shop for two seconds on SQLite.
    const read = readerFor(ctx)
    for (const part of monthlyParts(query)) {
      const { coverage } = await coverageOf(ctx, part)
      const lines = await orderLines(read, coverage)
      for (const line of lines) {
        const total = line.unitCents * line.quantity
        text.push(
          csvLine(
            [
              line.local.slice(0, 10),
              line.code,
              line.name,
              count(line.quantity),
              money(line.unitCents),
              money(total),
              basisPointsText(line.basisPoints, form),
              // The tax in the line as priced, by the receipts' rule; an order's discount is apart.
              money(splitGross(total, line.basisPoints).taxCents),
              line.fulfilment,
              line.table,
              line.paymentMethod,
              line.status,
            ],
            form.separator,
          ),
        )
      }
    }
    return csvText(text)
  }
  const report = await buildReport(ctx, query)
  switch (query.report) {
    case 'sales-day':
    case 'sales-week':
    case 'sales-month': {
      const buckets =
        report.sales[
          query.report === 'sales-day' ? 'day' : query.report === 'sales-week' ? 'week' : 'month'
        ]
      // A column pair per VAT rate the range sold at, the same in every row.
      const rates = report.totals.vat.map((row) => row.basisPoints)
      const rateHeader = (key: ReportCsvWord, rate: number) =>
        `${word(key)} ${basisPointsText(rate, form)} %`
      rows = [
        [
          ...(
            [
              'start',
              'orders',
              'items',
              'discount',
              'deliveryFee',
              'gross',
              'refunds',
              'net',
            ] as const
          ).map(word),
          ...rates.flatMap((rate) => [rateHeader('base', rate), rateHeader('vat', rate)]),
        ],
        ...buckets.map((bucket) => [
          bucket.start,
          count(bucket.orders),
          money(bucket.itemsCents),
          money(bucket.discountCents),
          money(bucket.deliveryFeeCents),
          money(bucket.grossCents),
          money(bucket.refundCents),
          money(bucket.netCents),
          ...rates.flatMap((rate) => {
            const row = bucket.vat.find((each) => each.basisPoints === rate)
            return [money(row?.baseCents ?? 0), money(row?.vatCents ?? 0)]
          }),
        ]),
      ]
      break
    }
    case 'dishes':
      rows = [
        (['dishId', 'dish', 'category', 'count', 'revenue'] as const).map(word),
        ...report.dishes.map((dish) => [
          dish.foodId,
          textIn(dish, 'name', language),
          textIn(dish, 'category', language),
          count(dish.count),
          money(dish.revenueCents),
        ]),
      ]
      break
    case 'categories':
      rows = [
        (['category', 'count', 'revenue'] as const).map(word),
        ...report.categories.map((row) => [
          textIn(row, 'category', language),
          count(row.count),
          money(row.revenueCents),
        ]),
      ]
      break
    case 'hours':
      rows = [
        (['weekday', 'hour', 'orders'] as const).map(word),
        ...report.heatMap.map((cell) => [
          count(cell.weekday),
          count(cell.hour),
          count(cell.orders),
        ]),
      ]
      break
  }
  return writeCsv(rows, form.separator)
}
