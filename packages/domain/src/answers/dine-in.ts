import { z } from 'zod'
import { dineInSettingsShape } from '../dine-in'
import { withData } from './common'

/** GET and PUT /api/admin/dine-in (issue 24 §5): on or off, the tables, the sheet's generation. */
export const dineInSettingsAnswer = withData(dineInSettingsShape)
export type DineInSettingsAnswer = z.infer<typeof dineInSettingsAnswer>

/** One table's link on the sheet: its name and the token its QR code's address ends with. */
export const tableLinkShape = z.object({ table: z.string(), token: z.string() })
export type TableLinkOnSheet = z.infer<typeof tableLinkShape>

/** GET /api/admin/dine-in/sheet and its revoke: every table's link, of the sheet in use. */
export const tableSheetAnswer = withData(
  z.object({ generation: z.number(), tables: z.array(tableLinkShape) }),
)
export type TableSheet = z.infer<typeof tableSheetAnswer>['data']

/** GET /api/table/:token: the table the link names, as the guest reads it. */
export const tableLinkAnswer = withData(z.object({ table: z.string() }))
