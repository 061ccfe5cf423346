import { exportReport, pathWith, reports } from '@quan/domain/api/addresses'
import type { Language } from '@quan/domain/language'
import type { ReportExport } from '@quan/domain/requests/reports'
import { useMutation, useQuery } from '@tanstack/react-query'
import { ApiError, call, TOKEN_KEY } from '../../../shared/api/client'
import { WRITE } from '../../../shared/api/mutation'
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

/**
 * GET /api/admin/reports/export: a CSV file, downloaded under the name the server gives it. Not
 * JSON, so not through `call`, but with the admin's token as `call` sends it; a refusal still
 * becomes an ApiError with the server's body.
 */
export function useExportReport() {
  return useMutation({
    ...WRITE,
    mutationFn: async (url: string) => {
      const token = localStorage.getItem(TOKEN_KEY)
      let response: Response
      try {
        response = await fetch(url, { headers: token ? { token } : {} })
      } catch (error) {
        throw new ApiError(0, (error as Error).message || 'Network error')
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
        const message = typeof body.message === 'string' ? body.message : response.statusText
        throw new ApiError(response.status, message, body)
      }
      const disposition = response.headers.get('content-disposition') ?? ''
      const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'report.csv'
      save(await response.blob(), name)
      return name
    },
  })
}

/** Hands a file to the browser's download, as a link clicked would. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
