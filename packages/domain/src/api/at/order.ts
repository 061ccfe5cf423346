import type { Address } from '../addresses'

// Where the routes of ordering, following an order, booking and writing to the restaurant are.

// Orders
export const placeOrder = { method: 'POST', path: '/api/order/place' } as const satisfies Address
export const userOrders = {
  method: 'POST',
  path: '/api/order/userorders',
} as const satisfies Address
export const lookupOrders = { method: 'POST', path: '/api/order/track' } as const satisfies Address
export const trackOrder = { method: 'POST', path: '/api/orders/track' } as const satisfies Address
export const trackStream = {
  method: 'GET',
  path: '/api/orders/track/stream',
} as const satisfies Address
export const promoCheck = { method: 'POST', path: '/api/promo/check' } as const satisfies Address

// Bookings and messages
export const reservation = { method: 'POST', path: '/api/reservation' } as const satisfies Address
export const contact = { method: 'POST', path: '/api/contact' } as const satisfies Address

// Payments (issue 22 §1): the provider tells the shop of a payment
export const stripeWebhook = {
  method: 'POST',
  path: '/api/payments/stripe/webhook',
} as const satisfies Address

// A guest's data in their hands (issue 24 §4), by the order's code and phone
export const orderPersonalData = {
  method: 'POST',
  path: '/api/orders/personal-data',
} as const satisfies Address
export const eraseOrderPersonalData = {
  method: 'POST',
  path: '/api/orders/personal-data/erase',
} as const satisfies Address
// Live news of an order by Web Push (issue 24 §2): the server's key, and notifications on or off
export const pushKey = { method: 'GET', path: '/api/push/key' } as const satisfies Address
export const orderPushSubscribe = {
  method: 'POST',
  path: '/api/orders/push/subscribe',
} as const satisfies Address
export const orderPushUnsubscribe = {
  method: 'POST',
  path: '/api/orders/push/unsubscribe',
} as const satisfies Address

// Ordering at the table (issue 24 §5): which table a QR link's token names
export const tableLink = { method: 'GET', path: '/api/table/:token' } as const satisfies Address
