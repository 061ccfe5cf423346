import {
  addDays,
  type Hours,
  localDate,
  localTime,
  sortedSpans,
  spansOf,
  WHOLE_DAY,
  zonedInstant,
} from './schedule'

/**
 * Orders for later (issue 11 §2): a guest picks a 15-minute slot inside the delivery (or pickup)
 * hours, from now plus the lead time, up to 7 days ahead, on the restaurant's calendar and clock.
 * A slot is named by its start, an instant; every rule takes the instant it is asked about.
 */

export const ORDER_SLOT_MINUTES = 15
/** How far ahead a guest may order: 7 days from now. */
export const ORDER_SLOT_DAYS = 7

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

export interface SlotRules {
  /**
   * The hours orders of this fulfilment are due in, weekly or date by date (closures and
   * shorter days counted); null: round the clock.
   */
  hours: Hours | null
  timeZone: string
  /** The first slot starts this long after `now` at the earliest. */
  leadMinutes: number
}

/** A slot as the checkout lists it: its start, and that start on the restaurant's calendar. */
export interface OrderSlot {
  start: Date
  date: string
  time: string
}

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
}

const pad = (value: number) => String(value).padStart(2, '0')
const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`

/** The quarter-hour starts of one local day's spans whose whole slot fits before closing. */
function dayStarts(date: string, rules: SlotRules): string[] {
  const spans = rules.hours ? spansOf(rules.hours)(date) : WHOLE_DAY
  const starts: string[] = []
  for (const span of sortedSpans(spans)) {
    const open = Math.ceil(minutesOf(span.open) / ORDER_SLOT_MINUTES) * ORDER_SLOT_MINUTES
    const close = minutesOf(span.close)
    for (let start = open; start + ORDER_SLOT_MINUTES <= close; start += ORDER_SLOT_MINUTES) {
      const time = timeOf(start)
      if (starts.at(-1) !== undefined && starts.at(-1)! >= time) continue
      starts.push(time)
    }
  }
  return starts
}

/** The window of a slot's start seen from `now`: after the lead time, within 7 days. */
function inWindow(start: number, now: Date, leadMinutes: number): boolean {
  const earliest = now.getTime() + leadMinutes * MINUTE_MS
  return start >= earliest && start <= now.getTime() + ORDER_SLOT_DAYS * DAY_MS
}

/**
 * Every slot a guest may choose at `now`, earliest first. A wall-clock time a DST change skips
 * is no slot; an hour that repeats in autumn gives its first pass only.
 */
export function orderSlots(now: Date, rules: SlotRules): OrderSlot[] {
  const today = localDate(now, rules.timeZone)
  const slots: OrderSlot[] = []
  // Eight local days: seven days from now end on the eighth calendar day.
  for (let offset = 0; offset <= ORDER_SLOT_DAYS; offset++) {
    const date = addDays(today, offset)
    for (const time of dayStarts(date, rules)) {
      const start = zonedInstant(date, time, rules.timeZone)
      if (localTime(start, rules.timeZone) !== time || localDate(start, rules.timeZone) !== date)
        continue
      if (!inWindow(start.getTime(), now, rules.leadMinutes)) continue
      if (slots.length > 0 && slots[slots.length - 1]!.start.getTime() >= start.getTime()) continue
      slots.push({ start, date, time })
    }
  }
  return slots
}

/**
 * Whether `start` is a slot a guest may choose at `now`: a quarter hour on the restaurant's
 * clock, whole inside the hours of its day, after the lead time and within 7 days.
 */
export function isOfferedSlot(start: Date, now: Date, rules: SlotRules): boolean {
  const ms = start.getTime()
  if (!Number.isFinite(ms) || ms % MINUTE_MS !== 0) return false
  if (!inWindow(ms, now, rules.leadMinutes)) return false
  const date = localDate(start, rules.timeZone)
  const time = localTime(start, rules.timeZone)
  if (!dayStarts(date, rules).includes(time)) return false
  // The first pass of a repeated hour only, as orderSlots lists it.
  return zonedInstant(date, time, rules.timeZone).getTime() === ms
}

/**
 * Up to `count` slots a guest may choose instead of `wanted`, nearest to it first (earlier
 * before later at the same distance), leaving out the full ones.
 */
export function nearestOfferedSlots(
  wanted: Date,
  now: Date,
  rules: SlotRules,
  isFull: (start: Date) => boolean,
  count = 3,
): OrderSlot[] {
  const target = wanted.getTime()
  return orderSlots(now, rules)
    .filter((slot) => slot.start.getTime() !== target && !isFull(slot.start))
    .sort(
      (a, b) =>
        Math.abs(a.start.getTime() - target) - Math.abs(b.start.getTime() - target) ||
        a.start.getTime() - b.start.getTime(),
    )
    .slice(0, count)
}

/** When the kitchen should start on an order due at `due`: the lead time before it. */
export function preparationStart(due: Date, leadMinutes: number): Date {
  return new Date(due.getTime() - leadMinutes * MINUTE_MS)
}
