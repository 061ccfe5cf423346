import type { AdminOrder } from '@quan/domain/answers'
import { adminOrderReceipt } from '@quan/domain/api/addresses'
import { hasReceipt } from '@quan/domain/receipt'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../../shared/api/client'
import { MenuItem } from './order-card-menu'

const ReceiptDialog = lazy(() =>
  import('../../../shared/receipt/receipt-dialog').then((module) => ({
    default: module.ReceiptDialog,
  })),
)

/** The order's receipt (issue 22 §3), to show or print again at the counter: a card menu item. */
export function OrderReceipt({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('office')
  const [open, setOpen] = useState(false)
  if (!hasReceipt(order)) return null
  const load = (signal: AbortSignal) =>
    call(adminOrderReceipt, { params: { id: order._id }, auth: true, signal }).then(
      (answer) => answer.data,
    )
  return (
    <>
      <MenuItem onSelect={() => setOpen(true)}>{t('orders.card.receipt')}</MenuItem>
      {open && (
        <Suspense fallback={null}>
          <ReceiptDialog id={order._id} load={load} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
