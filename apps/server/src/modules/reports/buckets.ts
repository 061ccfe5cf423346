import { offsetSpans, type OffsetSpan } from '@quan/domain'
import { sql, type RawBuilder } from 'kysely'
import type { Engine } from '../../db/create-db'

/**
 * Where the reports put an instant in the restaurant's calendar (issue 23 §3). Times are ISO
 * text in UTC (`2026-03-29T00:59:00.000Z`) on both databases. Turning each order's time into the
 * restaurant's, in SQL, was most of a year's report: PostgreSQL parsed and converted 100,000
 * texts a query (a second or more each), SQLite shifted each by a CASE of the zone's offsets.
 *
 * So the SQL groups by the quarter hour of UTC an order falls in, cut from its text (at most
 * 35,000 a year, however many orders), and the zone's rules are applied here once a quarter.
 * Every zone's offset is a whole number of quarter hours, and clocks change on one, so all of a
 * quarter falls in one local hour.
 */
export interface Buckets {
  /** The UTC quarter hour an ISO instant `column` falls in: '2026-03-29T00:3' for 00:45–00:59. */
  quarter(column: RawBuilder<unknown>): RawBuilder<string>
  /** The restaurant's wall clock at a quarter's start: 'YYYY-MM-DD HH:MM:SS'. */
  localOf(quarter: string): string
  /** The instant `column` holds as the restaurant's wall clock (the every-line export). */
  local(column: RawBuilder<unknown>): RawBuilder<string>
}

/** The local day of a local time: its first ten characters. */
export const dayOf = (local: string) => local.slice(0, 10)
/** The local hour, 0 to 23. */
export const hourOf = (local: string) => Number(local.slice(11, 13))

/** Minutes from one ISO instant to another, or null when either is missing. */
export function minutesBetween(from: unknown, to: unknown): number | null {
  if (typeof from !== 'string' || typeof to !== 'string') return null
  return (Date.parse(to) - Date.parse(from)) / 60_000
}

/**
 * The wall clock at each quarter's start, by the zone's offsets over the range (domain
 * offsetSpans, which sees the clocks change); an instant outside the range takes the nearest
 * span's offset. Remembered per quarter: a year's report asks for each quarter several times.
 */
function wallClock(spans: readonly OffsetSpan[]): (quarter: string) => string {
  const known = new Map<string, string>()
  return (quarter) => {
    let local = known.get(quarter)
    if (local === undefined) {
      const minutes = String(Number(quarter.slice(14)) * 15).padStart(2, '0')
      const instant = Date.parse(`${quarter.slice(0, 14)}${minutes}:00Z`)
      let offset = spans[0]!.offsetMinutes
      for (const span of spans)
        if (span.since && span.since.getTime() <= instant) offset = span.offsetMinutes
      const iso = new Date(instant + offset * 60_000).toISOString()
      local = `${iso.slice(0, 10)} ${iso.slice(11, 19)}`
      known.set(quarter, local)
    }
    return local
  }
}

/** PostgreSQL: the quarter cut from the text; the export's times with the zone's own rules. */
function postgresBuckets(timeZone: string, spans: readonly OffsetSpan[]): Buckets {
  return {
    quarter: (column) =>
      sql<string>`substr(${column}, 1, 14) || (cast(substr(${column}, 15, 2) as integer) / 15)::text`,
    localOf: wallClock(spans),
    local: (column) =>
      sql<string>`to_char((${column})::timestamptz at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`,
  }
}

/**
 * SQLite: the quarter cut from the text likewise. It has no zones: for the export, each instant
 * is shifted by the offset of the span it falls in, `datetime(t, CASE WHEN t < change THEN
 * '+60 minutes' … END)`. ISO text in UTC compares as the instants do, so the CASE needs no
 * conversion.
 */
function sqliteBuckets(spans: readonly OffsetSpan[]): Buckets {
  const shift = (minutes: number) => sql.lit(`${minutes >= 0 ? '+' : ''}${minutes} minutes`)
  const shiftOf = (column: RawBuilder<unknown>) => {
    if (spans.length === 1) return shift(spans[0]!.offsetMinutes)
    const cases = spans
      .slice(1)
      .map(
        (span, index) =>
          sql`when ${column} < ${sql.lit(span.since!.toISOString())} then ${shift(spans[index]!.offsetMinutes)}`,
      )
    return sql`case ${sql.join(cases, sql` `)} else ${shift(spans.at(-1)!.offsetMinutes)} end`
  }
  return {
    quarter: (column) =>
      sql<string>`substr(${column}, 1, 14) || (cast(substr(${column}, 15, 2) as integer) / 15)`,
    localOf: wallClock(spans),
    local: (column) => sql<string>`datetime(${column}, ${shiftOf(column)})`,
  }
}

export function bucketsFor(
  engine: Engine,
  timeZone: string,
  range: { from: Date; to: Date },
): Buckets {
  const spans = offsetSpans(range.from, range.to, timeZone)
  return engine === 'postgres' ? postgresBuckets(timeZone, spans) : sqliteBuckets(spans)
}
