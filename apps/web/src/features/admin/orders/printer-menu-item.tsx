import { useTranslation } from 'react-i18next'
import { useFailureText } from '../../../shared/api/error-text'
import { Button } from '../../../shared/ui/button'
import { usePrinter, useSendToPrinter } from './printer-api'

/**
 * "Send to printer" in an order card's More menu (issue 23 §2): queues the order's ticket for the
 * kitchen printer, and says so or why not. Shown only when the shop has a printer; without
 * one, the ticket's print view is the way to print.
 */
export function PrintMenuItem({ order }: { order: { _id: string } }) {
  const printer = usePrinter()
  if (!printer.data?.configured) return null
  return <SendToPrinter orderId={order._id} />
}

function SendToPrinter({ orderId }: { orderId: string }) {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const sending = useSendToPrinter(orderId)
  return (
    <>
      <Button
        role="menuitem"
        className="button button--ghost"
        disabled={sending.isPending}
        onClick={() => sending.mutate()}
      >
        {sending.isPending ? t('orders.printer.sending') : t('orders.printer.send')}
      </Button>
      {sending.isSuccess && <p role="status">{t('orders.printer.queued')}</p>}
      {sending.error && (
        <p role="alert" className="alert">
          {t('orders.printer.failed', { error: failureText(sending.error) })}
        </p>
      )}
    </>
  )
}
