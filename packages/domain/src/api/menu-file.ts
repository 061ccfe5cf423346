import {
  demoClearedAnswer,
  menuFilePreviewAnswer,
  menuFileRefusedAnswer,
  setupAnswer,
} from '../answers/menu-file'
import { menuFileBody } from '../requests/menu-file'
import * as at from './addresses'
import { declare, textAnswer } from './declare'

// The menu as a spreadsheet, the new restaurant's checklist, and clearing the demo (issue 21 §5).

/** The whole menu as CSV (UTF-8 with a byte order mark), named for download. */
export const exportMenuFile = declare(at.exportMenuFile, {
  answers: {
    200: textAnswer(
      'text/csv',
      'The menu as CSV: a row per category, dish and option choice (README, "Make it your restaurant").',
    ),
  },
})

/** A menu file compared with the menu (a preview), or imported with `confirm`; or refused. */
export const importMenuFile = declare(at.importMenuFile, {
  body: menuFileBody,
  answers: { 200: menuFilePreviewAnswer, 422: menuFileRefusedAnswer },
})

export const setupState = declare(at.setupState, { answers: { 200: setupAnswer } })

export const clearDemo = declare(at.clearDemo, { answers: { 200: demoClearedAnswer } })
