import { dineIn, revokeTableSheet, saveDineIn, tableSheet } from '@quan/domain/api/addresses'
import type { DineInSettingsBody } from '@quan/domain/dine-in'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../shared/api/client'

// Ordering at the table (issue 24 §5): the setting, and the sheet of the tables' QR links.

export const dineInKeys = {
  settings: ['office', 'dine-in'] as const,
  sheet: ['office', 'dine-in', 'sheet'] as const,
}

/** GET /api/admin/dine-in: on or off, the tables, the sheet's generation. */
export function useDineInSetting() {
  return useQuery({
    queryKey: dineInKeys.settings,
    queryFn: () => call(dineIn, { auth: true }).then((answer) => answer.data),
    staleTime: 0,
  })
}

/** PUT /api/admin/dine-in: on or off and the tables; the sheet is read again. */
export function useSaveDineIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: DineInSettingsBody) =>
      call(saveDineIn, { body, auth: true }).then((answer) => answer.data),
    onSuccess: (settings) => {
      queryClient.setQueryData(dineInKeys.settings, settings)
      void queryClient.invalidateQueries({ queryKey: dineInKeys.sheet })
    },
  })
}

/** GET /api/admin/dine-in/sheet: every table's link token, of the sheet in use. */
export function useTableSheet() {
  return useQuery({
    queryKey: dineInKeys.sheet,
    queryFn: () => call(tableSheet, { auth: true }).then((answer) => answer.data),
    staleTime: 0,
  })
}

/** POST /api/admin/dine-in/sheet/revoke: every printed link stops working; a new sheet. */
export function useRevokeTableSheet() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => call(revokeTableSheet, { auth: true }).then((answer) => answer.data),
    onSuccess: (sheet) => {
      queryClient.setQueryData(dineInKeys.sheet, sheet)
      void queryClient.invalidateQueries({ queryKey: dineInKeys.settings, exact: true })
    },
  })
}

/** Where a table's QR code leads: the menu of this shop, with the table's token. */
export const tableLinkOf = (origin: string, token: string): string =>
  `${origin}/menu?table=${encodeURIComponent(token)}`

/** Where the sheet opens: the back office's own page, printable in a tab of its own. */
export const TABLE_SHEET_HREF = '/admin?sheet=tables'
