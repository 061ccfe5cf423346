import type { ButtonHTMLAttributes, MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useFailureText } from '../../../shared/api/error-text'
import { Button } from '../../../shared/ui/button'
import { usePrinter, useSendToPrinter } from './printer-api'

/**
 * "Send to printer" in an order card's More menu (issue 23 §2): queues the order's ticket for the
 * kitchen printer, and says so or why not. Shown only when the shop has a printer; without
 * one, the ticket's print view is the way to print.
 */
type PrintMenuItemProps = { order: { _id: string } } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'children'
>

/** The menu's own props (tabIndex, onClick to close it...) pass on to the button. */
export function PrintMenuItem({ order, ...props }: PrintMenuItemProps) {
  const printer = usePrinter()
  if (!printer.data?.configured) return null
  return <SendToPrinter orderId={order._id} {...props} />
}

function SendToPrinter({
  orderId,
  onClick,
  ...props
}: { orderId: string } & Omit<PrintMenuItemProps, 'order'>) {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const sending = useSendToPrinter(orderId)
  return (
    <>
      <Button
        role="menuitem"
        className="button button--ghost"
        {...props}
        disabled={sending.isPending}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          sending.mutate()
          onClick?.(event)
        }}
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
