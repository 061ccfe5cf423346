/**
 * Where an order's kitchen ticket opens (issue 23 §2): the back office's own page with the order
 * in the address, so that it works opened straight in a fresh tab (the login is the browser's)
 * and the server needs no page of its own for it.
 */
export const ticketHref = (orderId: string): string =>
  `/admin?ticket=${encodeURIComponent(orderId)}`
