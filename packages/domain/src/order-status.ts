export const ORDER_STATUSES = [
  'Pending',
  'Preparing',
  'Out for delivery',
  'Delivered',
  'Cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_TYPES = ['guest', 'registered'] as const
export type OrderType = (typeof ORDER_TYPES)[number]

export function isOrderStatus(value: unknown): value is OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(value)
}

export function isOrderType(value: unknown): value is OrderType {
  return (ORDER_TYPES as readonly unknown[]).includes(value)
}

/**
 * The order's life (docs/decisions/005): one step forward at a time, or Cancelled (with a
 * reason) from any state before Delivered. Delivered and Cancelled are final.
 */
const MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ['Preparing', 'Cancelled'],
  Preparing: ['Out for delivery', 'Cancelled'],
  'Out for delivery': ['Delivered', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
}

/** The statuses an order in `from` may move to; none for a final or unknown status. */
export function nextStatuses(from: string): readonly OrderStatus[] {
  return isOrderStatus(from) ? MOVES[from] : []
}

export function canMoveOrder(from: string, to: string): boolean {
  return (nextStatuses(from) as readonly string[]).includes(to)
}

/** Delivered and Cancelled: nothing more happens to the order. */
export function isFinalStatus(status: string): boolean {
  return isOrderStatus(status) && MOVES[status].length === 0
}

/** Moving to Cancelled must say why; the guest and the kitchen both need to know. */
export function moveNeedsReason(to: string): boolean {
  return to === 'Cancelled'
}

export type StatusTone = 'amber' | 'violet' | 'blue' | 'green' | 'red' | 'grey'

/**
 * SPEC §2 badge colours, and violet for Preparing (which the SPEC did not have). A status or
 * tone the web does not know yet is grey rather than an error.
 */
export function orderStatusTone(status: string): StatusTone {
  switch (status) {
    case 'Pending':
      return 'amber'
    case 'Preparing':
      return 'violet'
    case 'Out for delivery':
      return 'blue'
    case 'Delivered':
      return 'green'
    case 'Cancelled':
      return 'red'
    default:
      return 'grey'
  }
}
