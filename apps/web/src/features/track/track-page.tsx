import { isFinalStatus } from '@quan/domain/order-status'
import { PHONE_MAX_LENGTH } from '@quan/domain/phone'
import { TRACKING_CODE_MAX_LENGTH } from '@quan/domain/tracking'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router'
import { ApiError } from '../../shared/api/client'
import { refusalOf, saysSomething, useErrorText } from '../../shared/api/error-text'
import { useDocumentHead } from '../../shared/hooks/use-document-head'
import { lastOrder, type TrackPrefill } from '../../shared/orders/last-order'
import { useHydrated } from '../../shared/ssr/hydrated'
import { trackOrder } from './api'
import { ReceiptButton } from './receipt-button'
import { GuestData } from './guest-data'
import { pendingPayment } from '../../shared/orders/pending-payment'
import { PaymentReturn } from './payment-return'
import { TrackedOrderView } from './tracked-order'
import { useOrderStream, type FoundOrder } from './use-order-stream'
import { LiveForm } from '../../shared/ui/live-form'
import { OrderNewsButton } from '../../shared/push/order-news-button'
import './track.css'
import { Button } from '../../shared/ui/button'
import { Field } from '../../shared/ui/field'
import { useRestaurantFacts } from '../../shared/restaurant'

/**
 * What to fill in: a link's state (the success popup, My orders), then ?code=&phone=, then the
 * last order placed on this device. A link that brings both code and phone tracks at once.
 * Null while the server's HTML is hydrated: that HTML has the empty form (the server knows
 * neither the device nor the link's state, and a code in a URL is no reason to render anew).
 */
function usePrefill() {
  const hydrated = useHydrated()
  const location = useLocation()
  const [params] = useSearchParams()
  const read = () => {
    const state = (location.state ?? {}) as TrackPrefill
    const code = state.code || params.get('code') || ''
    const phone = state.phone || params.get('phone') || ''
    const saved = lastOrder()
    // Back from paying online (issue 22 §1): the provider's success_url carries the code only;
    // the phone is the one this device sent the order with.
    const pending = pendingPayment()
    const returnPhone =
      params.get('payment') === 'return' && code
        ? pending?.code === code
          ? pending.phone
          : saved.code === code
            ? saved.phone
            : ''
        : ''
    return {
      code: (code || saved.code).slice(0, TRACKING_CODE_MAX_LENGTH),
      phone: phone || returnPhone || saved.phone,
      trackNow: Boolean(code && (phone || returnPhone)),
    }
  }
  const [prefill, setPrefill] = useState(() => (hydrated ? read() : null))
  if (hydrated && !prefill) setPrefill(read())
  return prefill
}

/** /track-order: the order code and phone find one order and show where it stands. */
export function Component() {
  // The answer's view names the options in 'product' (useDescribeSelection). Waiting for it here,
  // with 'track', makes the page suspend once as it opens; asked for only when the answer came,
  // it suspended the page under its answer, and Preact's Suspense remounted it: a fresh
  // profile (home never opened) got the empty form back on its first try (issue 9).
  const { t } = useTranslation(['track', 'product'])
  const errorText = useErrorText()
  const facts = useRestaurantFacts()
  useDocumentHead(t('page.title'), t('page.description', facts))
  const prefill = usePrefill()
  const [params] = useSearchParams()
  const backFromPaying = params.get('payment') === 'return'
  const [code, setCode] = useState(prefill?.code ?? '')
  const [phone, setPhone] = useState(prefill?.phone ?? '')
  const [filled, setFilled] = useState(prefill !== null)
  if (prefill && !filled) {
    // Just hydrated: what the guest may have typed meanwhile stays.
    setFilled(true)
    if (!code) setCode(prefill.code)
    if (!phone) setPhone(prefill.phone)
  }
  const [found, setFound] = useState<FoundOrder | null>(null)
  const { order, liveness } = useOrderStream(found)
  const [error, setError] = useState('')
  const [loading, setLoading] = useState(false)
  const request = useRef<AbortController | null>(null)

  async function track(codeNow: string, phoneNow: string) {
    if (!codeNow.trim() || !phoneNow.trim()) {
      setError(t('errors.required'))
      return
    }
    request.current?.abort()
    const controller = new AbortController()
    request.current = controller
    setLoading(true)
    setError('')
    try {
      const order = await trackOrder(codeNow, phoneNow, controller.signal)
      setFound({ order, phone: phoneNow.trim() })
    } catch (failure) {
      if (controller.signal.aborted) return
      setFound(null)
      setError(trackError(failure))
    } finally {
      if (request.current === controller) setLoading(false)
    }
  }

  /** SPEC §8: the server's message or 'Order not found'; no answer at all is a request failure. */
  function trackError(failure: unknown): string {
    if (!(failure instanceof ApiError) || failure.isNetwork || failure.status >= 500) {
      return t('errors.request')
    }
    const refusal = refusalOf(failure)
    if (failure.status === 404 || !saysSomething(refusal)) return t('errors.notFound')
    return errorText(refusal)
  }

  // A link that brought both code and phone is tracked on arrival, once.
  const arrived = useRef(false)
  useEffect(() => {
    if (arrived.current || !prefill) return
    arrived.current = true
    if (prefill.trackNow) void track(prefill.code, prefill.phone)
  })
  // Leaving the page drops its request. StrictMode unmounts and mounts the page again at once in
  // development: aborting then would throw away the arrival's answer, so the abort waits a tick
  // and happens only if the page has not come back.
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    const pending = request
    return () => {
      mounted.current = false
      window.setTimeout(() => {
        if (!mounted.current) pending.current?.abort()
      })
    }
  }, [])

  function submit(event: FormEvent) {
    event.preventDefault()
    void track(code, phone)
  }

  return (
    <div className="page container track-page">
      <header className="track-hero">
        <h1>{t('page.title')}</h1>
        <p className="text-soft">{t('page.intro')}</p>
      </header>
      <LiveForm className="sheet track-form" noValidate onSubmit={submit}>
        <Field id="track-code" label={t('form.code')}>
          {(control) => (
            <input
              {...control}
              name="trackingCode"
              value={code}
              maxLength={TRACKING_CODE_MAX_LENGTH}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder={t('form.codePlaceholder')}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field id="track-phone" label={t('form.phone')}>
          {(control) => (
            <input
              {...control}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={PHONE_MAX_LENGTH}
              value={phone}
              onChange={(event) => setPhone(event.currentTarget.value)}
            />
          )}
        </Field>
        <Button type="submit" className="button" disabled={loading}>
          {loading ? t('form.searching') : t('form.submit')}
        </Button>
      </LiveForm>
      <div role="alert" className="track-alert">
        {error && <p className="alert">{error}</p>}
      </div>
      {order && !error && backFromPaying && <PaymentReturn order={order} />}
      {order && !error && <TrackedOrderView order={order} liveness={liveness} />}
      {order && !error && found && <ReceiptButton order={order} phone={found.phone} />}
      {/* Live news by push while there is news to come (issue 24 §2). */}
      {order && !error && found && !isFinalStatus(order.status) && (
        <OrderNewsButton trackingCode={order.trackingCode} phone={found.phone} />
      )}
      {order && !error && found && <GuestData order={order} phone={found.phone} />}
    </div>
  )
}
