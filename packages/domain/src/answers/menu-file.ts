import { z } from 'zod'
import { MENU_FILE_COLUMNS } from '../menu-file'
import { withData } from './common'

// The menu file, the setup checklist and the demo's clearing (issue 21 §5), as the back office
// reads them.

/** What an import does to one dish or category, found by its SKU or its name. */
export const MENU_FILE_CHANGES = ['added', 'changed', 'archived', 'untouched'] as const
export type MenuFileChange = (typeof MENU_FILE_CHANGES)[number]

export const menuFilePreviewAnswer = withData(
  z.object({
    /** The menu the preview was made against: the import is refused once it has changed. */
    basis: z.string(),
    /** Whether the file was imported (confirm) or only compared (preview). */
    imported: z.boolean(),
    categories: z.array(
      z.object({ name: z.string(), change: z.enum(['added', 'changed', 'untouched']) }),
    ),
    dishes: z.array(
      z.object({
        sku: z.string(),
        name: z.string(),
        change: z.enum(MENU_FILE_CHANGES),
        /** The file's row, or null for a dish the file does not name (then archived). */
        row: z.number().nullable(),
        /** The API's names of what changes (price, nameSK, options…); empty unless changed. */
        fields: z.array(z.string()),
      }),
    ),
  }),
)
export type MenuFilePreview = z.infer<typeof menuFilePreviewAnswer>['data']

export const menuFileProblemAnswer = z.object({
  row: z.number(),
  column: z.enum(MENU_FILE_COLUMNS).optional(),
  code: z.string(),
})

/** A file refused, with every problem found, row by row; nothing was changed. */
export const menuFileRefusedAnswer = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.literal('MENU_FILE_INVALID'),
  problems: z.array(menuFileProblemAnswer),
})
export type MenuFileRefused = z.infer<typeof menuFileRefusedAnswer>

/** The steps a new restaurant takes before its first order, each done or not. */
export const SETUP_STEPS = ['identity', 'hours', 'category', 'dish', 'deliveryAreas'] as const
export type SetupStep = (typeof SETUP_STEPS)[number]

const demoCounts = z.object({
  dishes: z.number(),
  categories: z.number(),
  orders: z.number(),
  bookings: z.number(),
})
export type DemoCounts = z.infer<typeof demoCounts>

export const setupAnswer = withData(
  z.object({
    steps: z.array(z.object({ id: z.enum(SETUP_STEPS), done: z.boolean() })),
    /** What clearing the demo would remove now; all 0 once it is cleared, or without a demo. */
    demo: demoCounts,
  }),
)
export type SetupState = z.infer<typeof setupAnswer>['data']

/** What clearing the demo removed. */
export const demoClearedAnswer = withData(demoCounts)
