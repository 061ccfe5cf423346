import { orderStatusTone } from '@quan/domain/order-status'
import './status-badge.css'

/** The i18n key of each known status; the track and my-orders texts both keep `status.*`. */
export const STATUS_LABEL_KEYS: Readonly<Record<string, string>> = {
  Pending: 'status.pending',
  Preparing: 'status.preparing',
  'Out for delivery': 'status.outForDelivery',
  Delivered: 'status.delivered',
  Cancelled: 'status.cancelled',
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
