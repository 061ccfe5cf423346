import { orderStatusTone } from '@quan/domain/order-status'
import './status-badge.css'

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
