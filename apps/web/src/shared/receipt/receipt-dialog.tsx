import type { Receipt } from '@quan/domain/receipt'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../api/client'
import { refusalOf, useErrorText } from '../api/error-text'
import { Modal } from '../ui/modal'
import { ReceiptDocument } from './receipt-document'

interface ReceiptDialogProps {
  /** Which receipt, for the query's cache: the order's id or code. */
  id: string
  load(signal: AbortSignal): Promise<Receipt>
  onClose(): void
}

/**
 * The order's receipt in a dialog, with a way to print it: the page prints the receipt alone
 * (receipt.css), on paper or as a PDF.
 */
export function ReceiptDialog({ id, load, onClose }: ReceiptDialogProps) {
  const { t } = useTranslation('receipt')
  const errorText = useErrorText()
  const receipt = useQuery({
    queryKey: ['receipt', id],
    queryFn: ({ signal }) => load(signal),
    retry: false,
  })
  return (
    <Modal label={t('dialog')} onClose={onClose} className="receipt-sheet">
      {receipt.data ? (
        <ReceiptDocument receipt={receipt.data} />
      ) : receipt.error ? (
        <p role="alert" className="alert">
          {(receipt.error instanceof ApiError && errorText(refusalOf(receipt.error))) ||
            receipt.error.message}
        </p>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
      <p className="receipt-sheet__actions">
        {receipt.data && (
          <button type="button" className="button" onClick={() => window.print()}>
            {t('print')}
          </button>
        )}{' '}
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('close')}
        </button>
      </p>
    </Modal>
  )
}
