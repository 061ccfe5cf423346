import { z } from 'zod'

/**
 * The guest's data in their hands (issue 24 §4): how long the shop keeps a guest's personal data
 * on orders, bookings and messages once they are done, before it is anonymised by itself.
 */

export const DEFAULT_RETENTION_MONTHS = 24
export const MAX_RETENTION_MONTHS = 120

export const personalDataSettingsShape = z.object({
  /** Months after an order, booking or message is done before its personal data is taken out. */
  retentionMonths: z.number().int().min(1).max(MAX_RETENTION_MONTHS),
})
export type PersonalDataSettings = z.infer<typeof personalDataSettingsShape>

export const DEFAULT_PERSONAL_DATA_SETTINGS: PersonalDataSettings = {
  retentionMonths: DEFAULT_RETENTION_MONTHS,
}

/** Deleting one's account asks for the password again. */
export const deleteAccountBody = z.object({ password: z.string().min(1).max(200) })
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>

/**
 * Everything the shop holds about someone, as one JSON document: `exportedAt`, then one entry
 * per part (account, orders, ...). Parts are added as the shop keeps more, so it is open.
 */
export const personalDataExportShape = z.looseObject({ exportedAt: z.string() })
export type PersonalDataExport = z.infer<typeof personalDataExportShape>

/** The instant before which a done record's personal data is taken out. */
export function retentionCutoff(now: Date, retentionMonths: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths)
  return cutoff
}
