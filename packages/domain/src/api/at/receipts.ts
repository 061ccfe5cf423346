import type { Address } from '../addresses'

// Receipts (issue 22 §3): the guest's, with the order's code and phone, and the back office's.
export const orderReceipt = {
  method: 'POST',
  path: '/api/orders/receipt',
} as const satisfies Address
export const adminOrderReceipt = {
  method: 'GET',
  path: '/api/admin/orders/:id/receipt',
} as const satisfies Address
