import { exportReport, pathWith, reports } from '@quan/domain/api/addresses'
import type { Language } from '@quan/domain/language'
import type { ReportExport } from '@quan/domain/requests/reports'
import { useMutation, useQuery } from '@tanstack/react-query'
import { call } from '../../../shared/api/client'
import { WRITE } from '../../../shared/api/mutation'
import { downloadFile } from '../download'
import type { DayRange } from './range'

export const reportKeys = {
  range: ({ from, to }: DayRange) => ['office', 'reports', from, to] as const,
}

/**
 * GET /api/admin/reports: every report of the range in one answer, amounts in cents. The last
 * range's stays on screen while the next one loads, so the page does not jump at each preset.
 */
export function useReport(range: DayRange) {
  return useQuery({
    queryKey: reportKeys.range(range),
    queryFn: () => call(reports, { query: range, auth: true }).then((answer) => answer.data),
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  })
}

/** The export's address: which report, the days, and the language of its headers and numbers. */
export function exportUrl(report: ReportExport, range: DayRange, language: Language): string {
  const query = new URLSearchParams({ report, from: range.from, to: range.to, lang: language })
  return `${pathWith(exportReport.path)}?${query}`
}

/** GET /api/admin/reports/export: a CSV file, downloaded under the name the server gives it. */
export function useExportReport() {
  return useMutation({
    ...WRITE,
    mutationFn: (url: string) => downloadFile(url, 'report.csv'),
  })
}
