import type { Fulfilment } from '@quan/domain/fulfilment'
import { orderStatusTone } from '@quan/domain/order-status'

/** The i18n key of each known status; the track and my-orders texts both keep `status.*`. */
export const STATUS_LABEL_KEYS: Readonly<Record<string, string>> = {
  Pending: 'status.pending',
  Preparing: 'status.preparing',
  'Out for delivery': 'status.outForDelivery',
  Delivered: 'status.delivered',
  Cancelled: 'status.cancelled',
}

/**
 * The same steps as a pickup says them (issue 11 §1): 'Ready for pickup' where a delivery is
 * 'Out for delivery', 'Picked up' where it is 'Delivered'. One state machine, two wordings.
 */
const PICKUP_LABEL_KEYS: Readonly<Record<string, string>> = {
  'Out for delivery': 'status.readyForPickup',
  Delivered: 'status.pickedUp',
}

/** And as an order at a table says them (issue 24 §5): 'Ready to serve', 'Served'. */
const DINE_IN_LABEL_KEYS: Readonly<Record<string, string>> = {
  'Out for delivery': 'status.readyToServe',
  Delivered: 'status.served',
}

/** The i18n key of a status as the order's fulfilment words it; undefined for an unknown one. */
export function statusLabelKey(status: string, fulfilment: Fulfilment = 'delivery') {
  const own =
    fulfilment === 'pickup'
      ? PICKUP_LABEL_KEYS[status]
      : fulfilment === 'dine-in'
        ? DINE_IN_LABEL_KEYS[status]
        : undefined
  return own ?? STATUS_LABEL_KEYS[status]
}

/**
 * An order status in its SPEC §2 colour (Pending amber, Out for delivery blue, Delivered green,
 * Cancelled red, anything else grey); Preparing, added by the back office (#4), is violet. The caller passes the translated label.
 */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className="status-badge" data-tone={orderStatusTone(status)}>
      {label}
    </span>
  )
}
