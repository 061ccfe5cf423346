import { z } from 'zod'
import { addDays } from '../calendar-days'
import { VALIDATION_CODES } from '../error-codes'
import { LANGUAGES } from '../language'
import { isValidDate } from '../schedule'
import { object, plainText } from './fields'

// The back office's reports (issue 23 §3): a range of the restaurant's days, and which export.

/** The longest range a report covers, in days: a year and a month, to compare a year's months. */
export const REPORT_MAX_DAYS = 400

const day = plainText(VALIDATION_CODES.dateInvalid)
  .trim()
  .refine(isValidDate, VALIDATION_CODES.dateInvalid)

const rangeShape = {
  from: day.describe('The first day, YYYY-MM-DD, in the restaurant’s time zone'),
  to: day.describe('The last day (included), YYYY-MM-DD, in the restaurant’s time zone'),
}

type Range = { from: string; to: string }

/** `to` not before `from`, and at most REPORT_MAX_DAYS days in all. */
function refineRange(range: Range, ctx: z.RefinementCtx) {
  if (range.to < range.from || addDays(range.from, REPORT_MAX_DAYS - 1) < range.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: VALIDATION_CODES.reportRangeInvalid })
}

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: both days included, in the restaurant's time zone. */
export const reportsQuery = object(rangeShape).superRefine(refineRange)
export type ReportsQuery = z.infer<typeof reportsQuery>

/**
 * What an export holds: sales by day, ISO week (from Monday) or month; dishes or categories sold;
 * orders by weekday and hour; or `lines`, every order line, for the accountant.
 */
export const REPORT_EXPORTS = [
  'sales-day',
  'sales-week',
  'sales-month',
  'dishes',
  'categories',
  'hours',
  'lines',
] as const
export type ReportExport = (typeof REPORT_EXPORTS)[number]

/** `?report=…&from=…&to=…&lang=vi|en|sk`: the language gives the headers and the number form. */
export const reportExportQuery = object({
  report: z
    .enum(REPORT_EXPORTS, { error: VALIDATION_CODES.reportExportInvalid })
    .describe('Which report: sales-day|sales-week|sales-month|dishes|categories|hours|lines'),
  ...rangeShape,
  lang: z
    .enum(LANGUAGES, { error: VALIDATION_CODES.reportExportInvalid })
    .optional()
    .describe(
      'The headers’ language and number form: vi and sk write 12,50 and `;`, en 12.50 and `,`; the request’s language without it',
    ),
}).superRefine(refineRange)
export type ReportExportQuery = z.infer<typeof reportExportQuery>
