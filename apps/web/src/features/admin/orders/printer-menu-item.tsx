import { useTranslation } from 'react-i18next'
import { useFailureText } from '../../../shared/api/error-text'
import { MenuItem } from './order-card-menu'
import { usePrinter, useSendToPrinter } from '../printer-api'

/** What became of a press: said where the owner is looking (the card), not in the closed menu. */
export type PrintOutcome = { text: string; failed: boolean }

/**
 * "Send to printer" in an order card's More menu (issue 23 §2): queues the order's ticket for the
 * kitchen printer, and says so or why not. Shown only when the shop has a printer; without
 * one, the ticket's print view is the way to print. The menu closes as it is pressed, so the
 * outcome goes to `onOutcome` (the board shows it on the card); alone, the item says it itself.
 */
export function PrintMenuItem({
  order,
  onOutcome,
}: {
  order: { _id: string }
  onOutcome?(outcome: PrintOutcome): void
}) {
  const printer = usePrinter()
  if (!printer.data?.configured) return null
  return <SendToPrinter orderId={order._id} onOutcome={onOutcome} />
}

function SendToPrinter({
  orderId,
  onOutcome,
}: {
  orderId: string
  onOutcome?(outcome: PrintOutcome): void
}) {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const sending = useSendToPrinter(orderId)
  const failed = sending.error
    ? t('orders.printer.failed', { error: failureText(sending.error) })
    : ''
  return (
    <>
      <MenuItem
        disabled={sending.isPending}
        onSelect={() =>
          sending.mutate(undefined, {
            onSuccess: () => onOutcome?.({ text: t('orders.printer.queued'), failed: false }),
            onError: (error) =>
              onOutcome?.({
                text: t('orders.printer.failed', { error: failureText(error) }),
                failed: true,
              }),
          })
        }
      >
        {sending.isPending ? t('orders.printer.sending') : t('orders.printer.send')}
      </MenuItem>
      {!onOutcome && sending.isSuccess && <p role="status">{t('orders.printer.queued')}</p>}
      {!onOutcome && failed && (
        <p role="alert" className="alert">
          {failed}
        </p>
      )}
    </>
  )
}
