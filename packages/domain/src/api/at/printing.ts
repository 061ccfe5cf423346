import type { Address } from '../addresses'

// The kitchen printer (issue 23 §2): its state and recent jobs, and a ticket sent by hand.
export const adminPrinter = {
  method: 'GET',
  path: '/api/admin/printer',
} as const satisfies Address
export const printOrderTicket = {
  method: 'POST',
  path: '/api/admin/orders/:id/print',
} as const satisfies Address
