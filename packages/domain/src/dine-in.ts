import { z } from 'zod'
import { VALIDATION_CODES } from './error-codes'
import { plainText } from './requests/fields'

/**
 * Ordering at the table (issue 24 §5): the restaurant's tables, each reached by a QR link on a
 * printed sheet. The link carries the table and a signature made with a server secret, plus the
 * sheet's generation: revoking a sheet counts the generation up, and every link printed before
 * stops working. The signing itself is the server's (apps/server/src/lib/table-token.ts).
 */
export interface DineInSettings {
  /** Whether guests may order at a table. */
  enabled: boolean
  /** The tables' names as the guest and the kitchen read them: 'T1', 'Terrace 3'. */
  tables: string[]
  /** The sheet in use; a link of an older sheet is refused. Starts at 1. */
  generation: number
}

export const DEFAULT_DINE_IN_SETTINGS: DineInSettings = {
  enabled: false,
  tables: [],
  generation: 1,
}

/** A restaurant with more tables than this orders by another system; the sheet stays printable. */
export const MAX_TABLES = 200
/** A table's name fits under its QR code and on a kitchen ticket's line. */
export const TABLE_NAME_MAX_LENGTH = 30

/**
 * Two names for one table: compared as a guest would read them (case and width folded, spaces
 * squeezed), so 'T1' and 't1 ' cannot both be on the sheet.
 */
export function tableKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()
}

const tableName = plainText(VALIDATION_CODES.tableNameInvalid)
  .transform((name) => name.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, VALIDATION_CODES.tableNameInvalid)
      .max(TABLE_NAME_MAX_LENGTH, VALIDATION_CODES.tableNameInvalid),
  )

const tables = z
  .array(tableName, { error: VALIDATION_CODES.tablesInvalid })
  .max(MAX_TABLES, VALIDATION_CODES.tooManyTables)
  .refine(
    (names) => new Set(names.map(tableKey)).size === names.length,
    VALIDATION_CODES.tableNameTwice,
  )

const enabled = z.boolean({ error: VALIDATION_CODES.orderingSwitchInvalid })

/** PUT /api/admin/dine-in: on or off and the tables; the sheet's generation is not the owner's. */
export const dineInSettingsBody = z
  .object({ enabled, tables }, { error: VALIDATION_CODES.bodyNotObject })
  .strict()
  .refine((body) => !body.enabled || body.tables.length > 0, VALIDATION_CODES.tablesRequired)
export type DineInSettingsBody = z.infer<typeof dineInSettingsBody>

/** The stored setting: the owner's part and the sheet's generation. */
export const dineInSettingsShape = z.object({
  enabled: z.boolean(),
  tables: z.array(z.string()),
  generation: z.number().int().min(1),
})

/** Which table of the list a name is, as it was printed; undefined once it was removed. */
export function findTable(settings: DineInSettings, name: string): string | undefined {
  const key = tableKey(name)
  return settings.tables.find((table) => tableKey(table) === key)
}

/** Where a table's link leads, in the web app: the token is the whole path's last part. */
export const TABLE_PATH_PREFIX = '/table/'
