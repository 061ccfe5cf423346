import type { AdminOrder } from '@quan/domain/answers'
import { formatEuroCents, toCents, toEuros } from '@quan/domain/money'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../../../shared/i18n'
import { Button } from '../../../shared/ui/button'
import { Field } from '../../../shared/ui/field'
import { Modal } from '../../../shared/ui/modal'
import { leftToRefundCents } from './refunds'

/** The server's limit on a refund's reason. */
const REASON_MAX = 500

interface RefundDialogProps {
  order: AdminOrder
  busy: boolean
  /** Where focus goes on closing when the opener is gone (see Modal). */
  returnFocus?: string[]
  /** The server's refusal, in the reader's words, and what the server said, never hidden. */
  error?: { text: string; detail?: string }
  onConfirm(refund: { amount: number; reason?: string }): void
  onCancel(): void
}

/** "12,50" or "12.50": euros as typed, in cents; null when it is no amount. */
function centsOf(typed: string): number | null {
  const text = typed.trim().replace(',', '.')
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null
  return toCents(Number(text))
}

/**
 * Refund part or the rest of an order paid online (issue 22 §1): a missing dish of a delivered
 * order, or what is left. The amount starts at what is left to refund.
 */
export function RefundDialog({ order, busy, returnFocus, error, ...actions }: RefundDialogProps) {
  const { t } = useTranslation('office')
  const language = useLanguage()
  const id = useId()
  const leftCents = leftToRefundCents(order)
  const [amount, setAmount] = useState(toEuros(leftCents).toFixed(2))
  const [reason, setReason] = useState('')
  const [invalid, setInvalid] = useState(false)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const cents = centsOf(amount)
    if (cents === null || cents <= 0 || cents > leftCents) {
      setInvalid(true)
      return
    }
    const text = reason.trim()
    actions.onConfirm({ amount: toEuros(cents), ...(text ? { reason: text } : {}) })
  }

  const title = t('orders.refund.title', { code: order.trackingCode })
  return (
    <Modal
      label={title}
      onClose={actions.onCancel}
      className="admin-dialog admin-confirm"
      returnFocus={returnFocus}
    >
      <form className="office-reason" onSubmit={submit} noValidate>
        <h2>{title}</h2>
        <p>{t('orders.refund.message', { left: formatEuroCents(leftCents, language) })}</p>
        <Field
          id={`${id}-amount`}
          label={t('orders.refund.amount')}
          error={
            invalid
              ? t('orders.refund.amountInvalid', { left: formatEuroCents(leftCents, language) })
              : ''
          }
          alert
        >
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              value={amount}
              onChange={(event) => {
                setAmount(event.currentTarget.value)
                setInvalid(false)
              }}
            />
          )}
        </Field>
        <Field id={`${id}-reason`} label={t('orders.refund.reason')}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          )}
        </Field>
        {error && (
          <div className="alert" role="alert">
            <p>{error.text}</p>
            {error.detail && error.detail !== error.text && <p>{error.detail}</p>}
          </div>
        )}
        <div className="admin-dialog__actions">
          <button type="button" className="button button--ghost" onClick={actions.onCancel}>
            {t('orders.refund.keep')}
          </button>
          <Button type="submit" className="button admin-confirm__danger" disabled={busy}>
            {busy ? t('orders.refund.busy') : t('orders.refund.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
