import type { AdminOrder } from '@quan/domain/answers'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFailureText } from '../../../shared/api/error-text'
import { saveJsonFile } from '../../../shared/save-file'
import { ConfirmDialog } from '../confirm-dialog'
import { eraseOrderPersonalData, orderPersonalData } from '../personal-data'
import { MenuItem } from './order-card-menu'

/** What became of a press: said on the card, where the owner is looking. */
export type PersonalDataOutcome = { text: string; failed: boolean }

const DONE = ['Delivered', 'Cancelled']

/**
 * A guest asked the owner for their data (issue 24 §4): in an order card's More menu, the
 * guest's data as a JSON file to hand over, and, once the order is delivered or cancelled,
 * erasing their name, phone, e-mail, address and note from it (asked again in a dialog). The
 * order stays with its lines and totals for the accounts.
 */
export function PersonalDataMenuItems({
  order,
  onOutcome,
}: {
  order: Pick<AdminOrder, '_id' | 'trackingCode' | 'status'>
  onOutcome(outcome: PersonalDataOutcome): void
}) {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  async function download() {
    try {
      const data = await orderPersonalData(order._id)
      saveJsonFile(data, `guest-data-${order.trackingCode}.json`)
      onOutcome({ text: t('orders.personalData.downloaded'), failed: false })
    } catch (error) {
      onOutcome({
        text: t('orders.personalData.failed', { error: failureText(error) }),
        failed: true,
      })
    }
  }

  async function erase() {
    setBusy(true)
    try {
      await eraseOrderPersonalData(order._id)
      onOutcome({ text: t('orders.personalData.erased'), failed: false })
    } catch (error) {
      onOutcome({
        text: t('orders.personalData.failed', { error: failureText(error) }),
        failed: true,
      })
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }

  return (
    <>
      <MenuItem onSelect={() => void download()}>{t('orders.personalData.download')}</MenuItem>
      {DONE.includes(order.status) && (
        <MenuItem danger onSelect={() => setConfirming(true)}>
          {t('orders.personalData.erase')}
        </MenuItem>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('orders.personalData.eraseTitle', { code: order.trackingCode })}
          message={t('orders.personalData.eraseMessage')}
          confirmLabel={t('orders.personalData.eraseConfirm')}
          busyLabel={t('orders.personalData.erasing')}
          cancelLabel={t('orders.personalData.keep')}
          busy={busy}
          onConfirm={() => void erase()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  )
}
