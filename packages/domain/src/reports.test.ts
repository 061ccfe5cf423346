import { describe, expect, it } from 'vitest'
import { writeCsv } from './csv'
import { basisPointsText, centsText, csvFormOf } from './reports'
import { reportExportQuery, reportsQuery } from './requests/reports'
import { offsetSpans } from './schedule'

describe('offsetSpans', () => {
  it('finds the clocks going forward and back in Bratislava, to the second', () => {
    const spans = offsetSpans(
      new Date('2026-01-01T00:00:00Z'),
      new Date('2027-01-01T00:00:00Z'),
      'Europe/Bratislava',
    )
    expect(spans).toEqual([
      { since: null, offsetMinutes: 60 },
      { since: new Date('2026-03-29T01:00:00Z'), offsetMinutes: 120 },
      { since: new Date('2026-10-25T01:00:00Z'), offsetMinutes: 60 },
    ])
  })

  it('is one span in a zone without changes, and for a range between them', () => {
    const from = new Date('2026-04-01T00:00:00Z')
    const to = new Date('2026-05-01T00:00:00Z')
    expect(offsetSpans(from, to, 'Asia/Ho_Chi_Minh')).toEqual([{ since: null, offsetMinutes: 420 }])
    expect(offsetSpans(from, to, 'Europe/Bratislava')).toEqual([
      { since: null, offsetMinutes: 120 },
    ])
  })
})

describe('reports as CSV', () => {
  it('writes the decimal comma and `;` in vi and sk, the point and `,` in en', () => {
    expect(csvFormOf('sk')).toEqual({ separator: ';', decimal: ',' })
    expect(csvFormOf('vi')).toEqual({ separator: ';', decimal: ',' })
    expect(csvFormOf('en')).toEqual({ separator: ',', decimal: '.' })
    expect(centsText(123450, csvFormOf('sk'))).toBe('1234,50')
    expect(centsText(5, csvFormOf('en'))).toBe('0.05')
    expect(centsText(-250, csvFormOf('vi'))).toBe('-2,50')
    expect(basisPointsText(1050, csvFormOf('sk'))).toBe('10,5')
    expect(basisPointsText(2300, csvFormOf('en'))).toBe('23')
  })

  it('quotes a cell that holds the separator, and only then', () => {
    expect(writeCsv([['12,50', 'a;b']], ';')).toBe('\uFEFF12,50;"a;b"\r\n')
    expect(writeCsv([['12,50', 'a;b']])).toBe('\uFEFF"12,50",a;b\r\n')
  })
})

describe('the reports’ query', () => {
  it('takes up to 400 days, the last not before the first', () => {
    expect(reportsQuery.safeParse({ from: '2026-01-01', to: '2027-02-04' }).success).toBe(true)
    expect(reportsQuery.safeParse({ from: '2026-01-01', to: '2027-02-05' }).success).toBe(false)
    expect(reportsQuery.safeParse({ from: '2026-01-02', to: '2026-01-01' }).success).toBe(false)
    expect(reportsQuery.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success).toBe(true)
  })

  it('names the export and its language', () => {
    const range = { from: '2026-01-01', to: '2026-01-31' }
    expect(reportExportQuery.safeParse({ ...range, report: 'lines', lang: 'sk' }).success).toBe(
      true,
    )
    expect(reportExportQuery.safeParse({ ...range, report: 'lines', lang: 'de' }).success).toBe(
      false,
    )
    expect(reportExportQuery.safeParse({ ...range, report: 'everything' }).success).toBe(false)
  })
})
