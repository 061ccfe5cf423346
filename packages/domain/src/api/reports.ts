import { reportAnswer } from '../answers/reports'
import { reportExportQuery, reportsQuery } from '../requests/reports'
import * as at from './addresses'
import { declare, textAnswer } from './declare'

// The back office's reports (issue 23 §3); admin only.

/** The reports of a range of the restaurant's days, all at once: one request for the screen. */
export const reports = declare(at.reports, {
  query: reportsQuery,
  answers: { 200: reportAnswer },
})

/**
 * One report, or every order line, as CSV for a spreadsheet: UTF-8 with a byte order mark; in vi
 * and sk `;` between cells and the decimal comma (12,50), in en `,` and the point; amounts in
 * euros, dates ISO, headers in the language; named for download (Content-Disposition).
 */
export const exportReport = declare(at.exportReport, {
  query: reportExportQuery,
  answers: {
    200: textAnswer(
      'text/csv',
      'A report as CSV: sales-day|sales-week|sales-month (a row per bucket, VAT by rate in columns), dishes, categories, hours (weekday, hour, orders), or lines (every order line: date, code, dish, quantity, unit price, line total, VAT %, VAT, fulfilment, payment method, status)',
    ),
  },
})
