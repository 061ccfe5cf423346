import { dineInSettingsAnswer, tableLinkAnswer, tableSheetAnswer } from '../answers/dine-in'
import { dineInSettingsBody } from '../dine-in'
import { z } from 'zod'
import * as at from './addresses'
import { declare } from './declare'

// Ordering at the table (issue 24 §5).

export const dineIn = declare(at.dineIn, { answers: { 200: dineInSettingsAnswer } })
export const saveDineIn = declare(at.saveDineIn, {
  body: dineInSettingsBody,
  answers: { 200: dineInSettingsAnswer },
})
export const tableSheet = declare(at.tableSheet, { answers: { 200: tableSheetAnswer } })
export const revokeTableSheet = declare(at.revokeTableSheet, {
  answers: { 200: tableSheetAnswer },
})

/** The guest's first call from a table's link: refused when forged, edited, revoked or gone. */
export const tableLink = declare(at.tableLink, {
  params: z.object({ token: z.string() }),
  answers: { 200: tableLinkAnswer },
})
