import { offsetSpans } from '@quan/domain'
import { sql, type RawBuilder } from 'kysely'
import type { Engine } from '../../db/create-db'

/**
 * Where the reports put an instant in the restaurant's calendar (issue 23 §3), once per database:
 * times are ISO text (`2026-03-29T00:59:00.000Z`) on both, but PostgreSQL knows time zones and
 * SQLite does not.
 */
export interface Buckets {
  /** The instant `column` holds as the restaurant's wall clock: 'YYYY-MM-DD HH:MM:SS'. */
  local(column: RawBuilder<unknown>): RawBuilder<string>
  /** Whole and part minutes from one ISO instant to a later one. */
  minutesBetween(from: RawBuilder<unknown>, to: RawBuilder<unknown>): RawBuilder<number>
}

/** The local day of a local time: its first ten characters, on both databases. */
export const dayOf = (local: RawBuilder<unknown>) => sql<string>`substr(${local}, 1, 10)`
/** The local hour, 0 to 23. */
export const hourOf = (local: RawBuilder<unknown>) =>
  sql<number>`cast(substr(${local}, 12, 2) as integer)`

/** PostgreSQL converts with the zone's own rules. */
function postgresBuckets(timeZone: string): Buckets {
  return {
    local: (column) =>
      sql<string>`to_char((${column})::timestamptz at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`,
    minutesBetween: (from, to) =>
      sql<number>`extract(epoch from ((${to})::timestamptz - (${from})::timestamptz)) / 60`,
  }
}

/**
 * SQLite has no zones: the zone's offsets over the range are worked out here (domain
 * offsetSpans, which sees the clocks change) and each instant is shifted by the one of the span
 * it falls in, `datetime(t, CASE WHEN t < change THEN '+60 minutes' … END)`. ISO text in UTC
 * compares as the instants do, so the CASE needs no conversion. An instant outside [from, to)
 * takes the nearest span's offset: only instants inside are asked for.
 */
function sqliteBuckets(timeZone: string, range: { from: Date; to: Date }): Buckets {
  const spans = offsetSpans(range.from, range.to, timeZone)
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
    local: (column) => sql<string>`datetime(${column}, ${shiftOf(column)})`,
    minutesBetween: (from, to) => sql<number>`(julianday(${to}) - julianday(${from})) * 1440`,
  }
}

export function bucketsFor(
  engine: Engine,
  timeZone: string,
  range: { from: Date; to: Date },
): Buckets {
  return engine === 'postgres' ? postgresBuckets(timeZone) : sqliteBuckets(timeZone, range)
}
