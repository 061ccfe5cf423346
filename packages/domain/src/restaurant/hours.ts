import { z } from 'zod'
import { VALIDATION_CODES } from '../error-codes'
import { LANGUAGES } from '../language'
import { WEEKDAY_NAMES } from '../next-opening'
import { hasControlCharacters, list } from '../requests/fields'
import { isValidDate, isValidTime, MAX_SPANS_A_DAY, spansOverlap } from '../schedule'
import {
  CLOSURE_NOTE_MAX_LENGTH,
  MAX_CLOSURES,
  type RestaurantHours,
  type WeekSpans,
} from './hours-calendar'

export * from './hours-calendar'

const codes = VALIDATION_CODES

/** Whether the engine knows `timeZone` as an IANA zone ('Europe/Bratislava', 'UTC'). */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return true
  } catch {
    return false
  }
}

const isSpanTime = (value: unknown) =>
  typeof value === 'string' && (isValidTime(value) || value === '24:00')
const time = z.string({ error: codes.hoursTimeInvalid }).refine(isSpanTime, codes.hoursTimeInvalid)

/** 'HH:MM' to 'HH:MM', closing after opening (at '24:00' at the latest). */
const spanShape = z
  .object({ open: time, close: time }, { error: codes.hoursTimeInvalid })
  .strict()
  // Told only of two good times: a bad one has its own error.
  .refine((span) => !isSpanTime(span.open) || !isSpanTime(span.close) || span.open < span.close, {
    error: codes.hoursSpanOrder,
    path: ['close'],
  })

/** One day's spans: at most four, none overlapping another. */
const daySpans = list(spanShape, codes.hoursWeekInvalid)
  .max(MAX_SPANS_A_DAY, codes.hoursTooManySpans)
  .refine((spans) => !spansOverlap(spans), codes.hoursSpansOverlap)

const weekShape = z
  .object(
    Object.fromEntries(WEEKDAY_NAMES.map((day) => [day, daySpans])) as Record<
      (typeof WEEKDAY_NAMES)[number],
      typeof daySpans
    >,
    { error: codes.hoursWeekInvalid },
  )
  .strict() satisfies z.ZodType<WeekSpans>

const kindShape = z.union([z.literal('opening'), z.literal('always'), weekShape], {
  error: codes.hoursKindInvalid,
})

const date = z
  .string({ error: codes.closureDateInvalid })
  .refine(isValidDate, codes.closureDateInvalid)

const noteText = z
  .string({ error: codes.closureNoteTooLong })
  .max(CLOSURE_NOTE_MAX_LENGTH, codes.closureNoteTooLong)
  .refine((text) => !hasControlCharacters(text), codes.controlCharacters)

const closureShape = z
  .object({
    from: date,
    to: date,
    spans: daySpans,
    note: z
      .object(
        Object.fromEntries(LANGUAGES.map((language) => [language, noteText])) as Record<
          (typeof LANGUAGES)[number],
          typeof noteText
        >,
      )
      .strict(),
  })
  .strict()
  .refine((closure) => closure.from <= closure.to, {
    error: codes.closureDatesOrder,
    path: ['to'],
  })

/**
 * GET and PUT /api/admin/restaurant/hours (issue 21 §4): the whole hours at once, replacing
 * what is stored. Errors are told per field ('opening.monday.1.close'), each with its code.
 */
export const restaurantHoursShape = z
  .object(
    {
      timeZone: z
        .string({ error: codes.timeZoneInvalid })
        .refine(isTimeZone, codes.timeZoneInvalid),
      opening: weekShape,
      delivery: kindShape,
      pickup: kindShape,
      closures: list(closureShape, codes.closuresTooMany).max(MAX_CLOSURES, codes.closuresTooMany),
    },
    { error: codes.bodyNotObject },
  )
  .strict() satisfies z.ZodType<RestaurantHours>
