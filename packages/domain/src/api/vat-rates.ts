import { z } from 'zod'
import { vatSettingsShape } from '../vat'
import * as at from './addresses'
import { declare } from './declare'

// The VAT rates in the back office's Settings (issue 22 §2).

/** GET and PUT /api/admin/vat-rates: the rates, the dishes' default and the delivery fee's. */
const vatRatesAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: vatSettingsShape,
})

export const vatRates = declare(at.vatRates, { answers: { 200: vatRatesAnswer } })
export const saveVatRates = declare(at.saveVatRates, {
  body: vatSettingsShape,
  answers: { 200: vatRatesAnswer },
})
