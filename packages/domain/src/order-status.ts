export const ORDER_STATUSES = ['Pending', 'Out for delivery', 'Delivered', 'Cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_TYPES = ['guest', 'registered'] as const
export type OrderType = (typeof ORDER_TYPES)[number]

export function isOrderStatus(value: unknown): value is OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(value)
}

export function isOrderType(value: unknown): value is OrderType {
  return (ORDER_TYPES as readonly unknown[]).includes(value)
}

export type StatusTone = 'amber' | 'blue' | 'green' | 'red' | 'grey'

/** SPEC §2 badge colours; a status the web doesn't know yet is grey rather than an error. */
export function orderStatusTone(status: string): StatusTone {
  switch (status) {
    case 'Pending':
      return 'amber'
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
