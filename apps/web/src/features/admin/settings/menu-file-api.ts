import { clearDemo, exportMenuFile, importMenuFile, setupState } from '@quan/domain/api/addresses'
import { pathWith } from '@quan/domain/api/addresses'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, call } from '../../../shared/api/client'
import { WRITE } from '../../../shared/api/mutation'
import { menuKeys } from '../../../shared/menu/queries'
import { adminKeys } from '../api'
import { downloadFile } from '../download'

// The menu file, the setup checklist and the demo's clearing (issue 21 §5).

export const setupKey = ['office', 'setup'] as const

/** GET /api/admin/setup: which first steps are done, and what the demo still holds. */
export function useSetupState() {
  return useQuery({
    queryKey: setupKey,
    queryFn: () => call(setupState, { auth: true }).then((answer) => answer.data),
    staleTime: 0,
  })
}

/** Everything that shows the menu reads it again: the back office's lists and the shop's. */
function forgetMenu(queryClient: ReturnType<typeof useQueryClient>) {
  for (const queryKey of [adminKeys.foods, menuKeys.foods, menuKeys.categories, setupKey]) {
    void queryClient.invalidateQueries({ queryKey })
  }
}

/** POST /api/admin/demo/clear: the demo's dishes, categories, orders and bookings go. */
export function useClearDemo() {
  const queryClient = useQueryClient()
  return useMutation({
    ...WRITE,
    mutationFn: () => call(clearDemo, { auth: true }).then((answer) => answer.data),
    onSuccess: () => forgetMenu(queryClient),
  })
}

/**
 * POST /api/admin/menu-file: the file compared with the menu (a preview), or with `confirm`
 * imported against the preview's `basis`. A refused file throws an ApiError whose body lists
 * the problems, row by row.
 */
export function useImportMenuFile() {
  const queryClient = useQueryClient()
  return useMutation({
    ...WRITE,
    mutationFn: (body: { csv: string; confirm?: boolean; basis?: string }) =>
      call(importMenuFile, { body, auth: true }).then((answer) => answer.data),
    onSuccess: (preview) => {
      if (preview.imported) forgetMenu(queryClient)
    },
  })
}

/** One problem of a refused file, as the server lists them. */
export interface MenuFileProblem {
  row: number
  column?: string
  code: string
}

/** The problems of a refused menu file, or none for any other failure. */
export function problemsOf(error: unknown): MenuFileProblem[] {
  if (!(error instanceof ApiError)) return []
  const { problems } = error.body
  return Array.isArray(problems) ? (problems as MenuFileProblem[]) : []
}

/** GET /api/admin/menu-file: the CSV file, downloaded under the name the server gives it. */
export function useExportMenuFile() {
  return useMutation({
    ...WRITE,
    mutationFn: () => downloadFile(pathWith(exportMenuFile.path), 'menu.csv'),
  })
}
