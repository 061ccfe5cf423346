import type { TrackedOrder } from '@quan/domain/answers'
import { orderReceipt } from '@quan/domain/api/addresses'
import { hasReceipt } from '@quan/domain/receipt'
import { normalizeTrackingCode } from '@quan/domain/tracking'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../shared/api/client'

// The dialog and its texts load when a guest asks for the receipt, not with the track page.
const ReceiptDialog = lazy(() =>
  import('../../shared/receipt/receipt-dialog').then((module) => ({
    default: module.ReceiptDialog,
  })),
)

/** Opens the order's receipt, found with its code and phone as the order itself was. */
export function ReceiptButton({ order, phone }: { order: TrackedOrder; phone: string }) {
  const { t } = useTranslation('track')
  const [open, setOpen] = useState(false)
  if (!hasReceipt(order)) return null
  const load = (signal: AbortSignal) =>
    call(orderReceipt, {
      body: { trackingCode: normalizeTrackingCode(order.trackingCode), phone },
      signal,
    }).then((answer) => answer.data)
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        {t('receipt')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReceiptDialog id={order.trackingCode} load={load} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
