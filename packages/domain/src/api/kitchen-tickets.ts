import { z } from 'zod'
import { kitchenTicketSettingsShape } from '../kitchen-ticket'
import * as at from './addresses'
import { declare } from './declare'

// The kitchen tickets in the back office's Settings (issue 23 §2).

/** GET and PUT /api/admin/kitchen-tickets: the kitchen's language and when tickets print. */
const kitchenTicketsAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: kitchenTicketSettingsShape,
})

export const kitchenTickets = declare(at.kitchenTickets, { answers: { 200: kitchenTicketsAnswer } })
export const saveKitchenTickets = declare(at.saveKitchenTickets, {
  body: kitchenTicketSettingsShape,
  answers: { 200: kitchenTicketsAnswer },
})
