import type { TrackedOrder } from '@quan/domain/answers'
import { eraseOrderPersonalData, orderPersonalData } from '@quan/domain/api/addresses'
import { normalizeTrackingCode } from '@quan/domain/tracking'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../shared/api/client'
import { useFailureText } from '../../shared/api/error-text'
import { saveJsonFile } from '../../shared/save-file'
import { Button } from '../../shared/ui/button'

const DONE = ['Delivered', 'Cancelled']

/**
 * A guest without an account and their data (issue 24 §4): what the shop holds about this order
 * as a JSON file, and, once it is delivered or cancelled, their details erased from it. Found
 * with the code and phone, as the order itself was.
 */
export function GuestData({ order, phone }: { order: TrackedOrder; phone: string }) {
  const { t } = useTranslation('track')
  const failureText = useFailureText()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState('')
  const [error, setError] = useState('')
  const body = { trackingCode: normalizeTrackingCode(order.trackingCode), phone }

  async function run(work: () => Promise<void>) {
    if (busy) return
    setBusy(true)
    setSaid('')
    setError('')
    try {
      await work()
    } catch (failure) {
      setError(failureText(failure) || t('data.failed'))
    } finally {
      setBusy(false)
    }
  }

  const download = () =>
    run(async () => {
      const answer = await call(orderPersonalData, { body })
      saveJsonFile(answer.data, `order-${order.trackingCode}-data.json`)
      setSaid(t('data.downloaded'))
    })

  const erase = () =>
    run(async () => {
      await call(eraseOrderPersonalData, { body })
      setConfirming(false)
      setSaid(t('data.erased'))
    })

  return (
    <section className="track-data" aria-labelledby="track-data-title">
      <h2 id="track-data-title">{t('data.title')}</h2>
      <Button className="button button--ghost" disabled={busy} onClick={download}>
        {t('data.download')}
      </Button>
      {DONE.includes(order.status) && !confirming && (
        <Button className="button button--ghost" onClick={() => setConfirming(true)}>
          {t('data.erase')}
        </Button>
      )}
      {confirming && (
        <div className="track-data__confirm">
          <p>{t('data.eraseWarning')}</p>
          <Button className="button" disabled={busy} onClick={erase}>
            {t('data.eraseConfirm')}
          </Button>
          <Button className="button button--ghost" onClick={() => setConfirming(false)}>
            {t('data.keep')}
          </Button>
        </div>
      )}
      {/* Only once there is something to say: the page's own live regions stay the only ones. */}
      {said && <p role="status">{said}</p>}
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
    </section>
  )
}
