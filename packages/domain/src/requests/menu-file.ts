import { z } from 'zod'
import { VALIDATION_CODES } from '../error-codes'
import { object } from './fields'

/** The largest menu file read, in characters: thousands of dishes in three languages. */
export const MENU_FILE_MAX_CHARS = 2_000_000

/**
 * A menu file to compare with the menu (a preview), or to import (`confirm`). The import sends
 * the preview's `basis` back: a menu changed since is not overwritten unseen.
 */
export const menuFileBody = object({
  csv: z
    .string({ error: VALIDATION_CODES.menuFileRequired })
    .min(1, VALIDATION_CODES.menuFileRequired)
    .max(MENU_FILE_MAX_CHARS, VALIDATION_CODES.menuFileTooLarge),
  confirm: z.boolean({ error: VALIDATION_CODES.menuFileRequired }).optional(),
  basis: z.string({ error: VALIDATION_CODES.menuFileRequired }).max(200).optional(),
})
export type MenuFileBody = z.infer<typeof menuFileBody>
