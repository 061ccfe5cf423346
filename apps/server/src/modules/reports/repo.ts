import { UNPAID_ONLINE_STATES } from '@quan/domain'
import { sql, type RawBuilder } from 'kysely'
import { dayOf, hourOf, minutesBetween, type Buckets } from './buckets'

// The reports' SQL (issue 23 §3): every figure is a GROUP BY on the database, over the orders a
// range covers. Counts and sums come back as numbers from SQLite and as numbers or text from
// PostgreSQL (bigint is parsed, numeric is not), so each is read through Number().

/** Which orders a report covers: those due in [from, to), as instants (ISO text in UTC). */
export interface Coverage {
  from: string
  to: string
  buckets: Buckets
}

/**
 * When an order is due: its slot, or when it was placed for one as soon as possible. Written as
 * the index of migration 0021 has it, so that the databases use the index for the range.
 */
const DUE = sql<string>`coalesce(o.due_at, o.created_at)`

/**
 * The orders a range covers: due in it, and the restaurant's (not awaiting, nor failing, an
 * online payment: issue 22 §1, as the Today screen counts).
 */
function covered({ from, to }: Coverage): RawBuilder<unknown> {
  const unpaid = sql.join(UNPAID_ONLINE_STATES.map((state) => sql.lit(state)))
  return sql`${DUE} >= ${from} and ${DUE} < ${to} and o.payment_state not in (${unpaid})`
}

const SOLD = sql`o.status <> 'Cancelled'`

/**
 * The ids of the orders sold in the range, for `… where x.order_id in (…)`: SQLite reads that
 * list in id order, so the lookups of lines and events go through their indexes in order too,
 * three times faster over a year than a join from the orders in due order (bench/reports.ts).
 */
const soldIds = (range: Coverage) =>
  sql`select o.id from orders o where ${covered(range)} and ${SOLD}`

export type Row = Record<string, unknown>
/**
 * How a query reaches the database: the service decides (on SQLite, off the server's thread
 * where it can: db/read-pool.ts).
 */
export type Read = (query: RawBuilder<unknown>) => Promise<Row[]>
const n = (value: unknown) => Number(value ?? 0)

export interface DaySales {
  day: string
  orders: number
  itemsCents: number
  discountCents: number
  deliveryFeeCents: number
  grossCents: number
  refundCents: number
}

/**
 * The orders sold each local day and hour: how many, and their amounts. One pass over the orders
 * for both the days' sales and the heat map (the weekday is the day's), summed by UTC quarter
 * hour and then by the restaurant's hour (buckets.ts).
 */
export async function salesByDayAndHour(
  read: Read,
  range: Coverage,
): Promise<(DaySales & { hour: number })[]> {
  const rows = await read(
    sql`select t.quarter, count(*) as orders, sum(t.subtotal_cents) as items,
      sum(t.discount_cents) as discount, sum(t.delivery_fee_cents) as fee,
      sum(t.amount_cents) as gross, sum(t.refunded_cents) as refunds
    from (
      select ${range.buckets.quarter(DUE)} as quarter, o.subtotal_cents, o.discount_cents,
        o.delivery_fee_cents, o.amount_cents, o.refunded_cents
      from orders o where ${covered(range)} and ${SOLD}
    ) t group by t.quarter`,
  )
  const hours = new Map<string, DaySales & { hour: number }>()
  for (const row of rows) {
    const local = range.buckets.localOf(String(row.quarter))
    const key = local.slice(0, 13)
    let into = hours.get(key)
    if (!into) {
      into = {
        day: dayOf(local),
        hour: hourOf(local),
        orders: 0,
        itemsCents: 0,
        discountCents: 0,
        deliveryFeeCents: 0,
        grossCents: 0,
        refundCents: 0,
      }
      hours.set(key, into)
    }
    into.orders += n(row.orders)
    into.itemsCents += n(row.items)
    into.discountCents += n(row.discount)
    into.deliveryFeeCents += n(row.fee)
    into.grossCents += n(row.gross)
    into.refundCents += n(row.refunds)
  }
  return [...hours.values()]
}

/** VAT at one rate on one local day: gross, base and tax, summed over orders. */
export interface DayRateVat {
  day: string
  basisPoints: number
  grossCents: number
  baseCents: number
}

/**
 * VAT by day and rate of the orders sold with no discount, summed by SQL. With no discount to
 * spread, the receipts' rule (domain vatBreakdown) is: per order and rate, the lines' gross plus
 * the delivery fee at its own rate, split into base and tax by domain splitGross, then added up.
 * The split is splitGross's integer formula, `floor((2·g·10000 + d) / (2·d))` with d = 10000 +
 * rate (integer division of whole numbers at least 0 is the floor on both databases). The
 * orders with a discount take vatBreakdown itself (discountedOrderRates): spreading a discount
 * by largest remainder wants window functions, four times slower on SQLite than the rest.
 */
export async function vatOfUndiscounted(read: Read, range: Coverage): Promise<DayRateVat[]> {
  const rows = await read(
    sql`with s as materialized (
      select o.id, ${range.buckets.quarter(DUE)} as quarter, o.delivery_fee_cents as fee,
        o.delivery_vat_basis_points as fee_rate
      from orders o where ${covered(range)} and ${SOLD} and o.discount_cents = 0
      order by o.id
    ), r as (
      select p.id, p.quarter, p.rate, sum(p.gross) as gross from (
        select s.id, s.quarter, l.vat_basis_points as rate,
          l.unit_price_cents * l.quantity as gross
        from s join order_lines l on l.order_id = s.id
        union all
        select s.id, s.quarter, s.fee_rate, s.fee from s where s.fee > 0
      ) p group by p.id, p.quarter, p.rate
    )
    select r.quarter, r.rate, sum(r.gross) as gross,
      sum((2 * r.gross * 10000 + 10000 + r.rate) / (2 * (10000 + r.rate))) as base
    from r where r.gross > 0 group by r.quarter, r.rate`,
  )
  // The quarters' sums, added up by the restaurant's day.
  const days = new Map<string, DayRateVat>()
  for (const row of rows) {
    const day = dayOf(range.buckets.localOf(String(row.quarter)))
    const key = `${day} ${n(row.rate)}`
    const into = days.get(key)
    if (into) {
      into.grossCents += n(row.gross)
      into.baseCents += n(row.base)
    } else {
      days.set(key, {
        day,
        basisPoints: n(row.rate),
        grossCents: n(row.gross),
        baseCents: n(row.base),
      })
    }
  }
  return [...days.values()]
}

/** What an order with a discount sold at one VAT rate, with what its VAT breakdown needs. */
export interface OrderRateRow {
  orderId: string
  day: string
  basisPoints: number
  linesCents: number
  discountCents: number
  deliveryFeeCents: number
  deliveryBasisPoints: number
  /** A free-delivery code took the discount off the fee, not the food. */
  discountIsDelivery: boolean
}

/**
 * The orders sold with a discount (a tenth of them in the bench), a row per order and VAT rate
 * of its lines, in order of the rate's first line as the receipt lists them (the discount's
 * leftover cents go to the earlier rate on a tie): split by domain vatBreakdown in the service.
 */
export async function discountedOrderRates(read: Read, range: Coverage): Promise<OrderRateRow[]> {
  const rows = await read(
    sql`select s.id, s.quarter, s.discount, s.fee, s.fee_rate, s.free_delivery,
      l.vat_basis_points as rate, sum(l.unit_price_cents * l.quantity) as lines,
      min(l.position) as first
    from (
      select o.id, ${range.buckets.quarter(DUE)} as quarter, o.discount_cents as discount,
        o.delivery_fee_cents as fee, o.delivery_vat_basis_points as fee_rate,
        case when o.promo_code in (
          select p.code from promo_codes p where p.kind = 'free-delivery'
        ) then 1 else 0 end as free_delivery
      from orders o where ${covered(range)} and ${SOLD} and o.discount_cents > 0
    ) s join order_lines l on l.order_id = s.id
    group by s.id, s.quarter, s.discount, s.fee, s.fee_rate, s.free_delivery, l.vat_basis_points
    order by s.id, first`,
  )
  return rows.map((row) => ({
    orderId: String(row.id),
    day: dayOf(range.buckets.localOf(String(row.quarter))),
    basisPoints: n(row.rate),
    linesCents: n(row.lines),
    discountCents: n(row.discount),
    deliveryFeeCents: n(row.fee),
    deliveryBasisPoints: n(row.fee_rate),
    discountIsDelivery: n(row.free_delivery) === 1,
  }))
}

/**
 * Each dish sold: portions and the lines' totals, with its name and category on the menu now,
 * each with its texts per language (a deleted dish has its name as sold, and no category).
 * The lines are summed by dish first and the few sums then joined to the menu: joined line by
 * line, the menu's lookups took a quarter of the time over a year.
 */
export async function dishesSold(read: Read, range: Coverage) {
  const rows = await read(
    sql`select d.food_id, d.sold_name, f.name, f.name_vi, f.name_en, f.name_sk, f.category,
      c.name_vi as category_vi, c.name_en as category_en, c.name_sk as category_sk,
      d.count, d.revenue
    from (
      select l.food_id, max(l.name) as sold_name, sum(l.quantity) as count,
        sum(l.unit_price_cents * l.quantity) as revenue
      from order_lines l
      where l.order_id in (${soldIds(range)})
      group by l.food_id
    ) d
    left join foods f on f.id = d.food_id
    left join categories c on c.name = f.category`,
  )
  const text = (value: unknown) => String(value ?? '')
  return rows.map((row) => ({
    foodId: String(row.food_id),
    name: String(row.name ?? row.sold_name ?? ''),
    nameVI: text(row.name_vi),
    nameEN: text(row.name_en),
    nameSK: text(row.name_sk),
    category: text(row.category),
    categoryVI: text(row.category_vi),
    categoryEN: text(row.category_en),
    categorySK: text(row.category_sk),
    count: n(row.count),
    revenueCents: n(row.revenue),
  }))
}

/** The orders sold by fulfilment and way of paying. */
export async function ordersByKind(read: Read, range: Coverage) {
  const rows = await read(
    sql`select o.fulfilment, o.payment_method, count(*) as orders, sum(o.amount_cents) as gross
    from orders o where ${covered(range)} and ${SOLD}
    group by o.fulfilment, o.payment_method`,
  )
  return rows.map((row) => ({
    fulfilment: String(row.fulfilment),
    paymentMethod: String(row.payment_method),
    orders: n(row.orders),
    grossCents: n(row.gross),
  }))
}

/** The dine-in orders sold at each table (issue 24 §5), by the table's name when ordered. */
export async function ordersByTable(read: Read, range: Coverage) {
  const rows = await read(
    sql`select o.table_name, count(*) as orders, sum(o.amount_cents) as gross
    from orders o where ${covered(range)} and ${SOLD} and o.fulfilment = 'dine-in'
    group by o.table_name`,
  )
  return rows.map((row) => ({
    table: String(row.table_name ?? ''),
    orders: n(row.orders),
    grossCents: n(row.gross),
  }))
}

/** The cancelled orders: how many, what they came to, and the reasons given (by order). */
export async function cancellations(read: Read, range: Coverage) {
  const [totals] = await read(
    sql`select count(*) as count, sum(o.amount_cents) as gross
    from orders o where ${covered(range)} and o.status = 'Cancelled'`,
  )
  // The reason of the move to Cancelled; an order moved there twice counts its last reason once.
  const reasons = await read(
    sql`select coalesce(e.reason, '') as reason, count(*) as count
    from orders o
    join order_events e on e.order_id = o.id and e.to_status = 'Cancelled'
    where ${covered(range)} and o.status = 'Cancelled'
      and e.at = (select max(x.at) from order_events x
        where x.order_id = o.id and x.to_status = 'Cancelled')
    group by 1`,
  )
  return {
    count: n(totals?.count),
    grossCents: n(totals?.gross),
    reasons: reasons.map((row) => ({ reason: String(row.reason), count: n(row.count) })),
  }
}

/**
 * Each sold order's kitchen times, in minutes: accepted (first move to Preparing) to ready (first
 * to Out for delivery), ready to done (first to Delivered), accepted to done; null where it did
 * not make both moves. Read per order, for the medians, from the moments each order carries
 * (migration 0022), which the index of the range holds.
 */
export async function preparationTimes(read: Read, range: Coverage) {
  // The moments as stored, subtracted here: PostgreSQL's parse of three texts an order took
  // two seconds over a year, JavaScript's a few tens of ms.
  const rows = await read(
    sql`select o.accepted_at, o.ready_at, o.done_at
    from orders o
    where ${covered(range)} and ${SOLD}
      and (o.accepted_at is not null or o.ready_at is not null)`,
  )
  return rows.map((row) => ({
    acceptedToReady: minutesBetween(row.accepted_at, row.ready_at),
    readyToDone: minutesBetween(row.ready_at, row.done_at),
    acceptedToDone: minutesBetween(row.accepted_at, row.done_at),
  }))
}

/** Every line of the covered orders, cancelled ones too (their status says so), in due order. */
export async function orderLines(read: Read, range: Coverage) {
  const rows = await read(
    sql`select ${range.buckets.local(DUE)} as local, o.tracking_code, l.name, l.quantity,
      l.unit_price_cents, l.vat_basis_points, o.fulfilment, o.table_name, o.payment_method,
      o.status
    from orders o join order_lines l on l.order_id = o.id
    where ${covered(range)}
    order by ${DUE}, o.tracking_code, l.position`,
  )
  return rows.map((row) => ({
    local: String(row.local),
    code: String(row.tracking_code),
    name: String(row.name),
    quantity: n(row.quantity),
    unitCents: n(row.unit_price_cents),
    basisPoints: n(row.vat_basis_points),
    fulfilment: String(row.fulfilment),
    table: String(row.table_name ?? ''),
    paymentMethod: String(row.payment_method),
    status: String(row.status),
  }))
}
