import { PHONE_MAX_LENGTH } from '@quan/domain/phone'
import { normalizeTrackingCode, TRACKING_CODE_MAX_LENGTH } from '@quan/domain/tracking'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { paths } from '../../config/paths'
import { ApiError } from '../../shared/api/client'
import { refusalOf, useErrorText } from '../../shared/api/error-text'
import { useAuth } from '../../shared/auth/auth'
import { useDocumentHead } from '../../shared/hooks/use-document-head'
import type { TrackPrefill } from '../../shared/orders/last-order'
import { fetchUserOrders, lookupOrders, type ListedOrder } from './api'
import { OrderCard } from './order-card'
import { SavedAddressesSection } from './saved-addresses-section'
import { LiveForm } from '../../shared/ui/live-form'
import './my-orders.css'
import { Button } from '../../shared/ui/button'
import { Field } from '../../shared/ui/field'
import { useRestaurantFacts } from '../../shared/restaurant'
import { AccountData } from './account-data'

/** /myorders: a customer's own orders, or for a guest a look-up by phone (and code). */
export function Component() {
  // 'track': the payment badges' texts (issue 22 §1), loaded with the page's own.
  const { t } = useTranslation(['myOrders', 'track'])
  const { token } = useAuth()
  const facts = useRestaurantFacts()
  useDocumentHead(t('page.title'), t('page.description', facts))
  // Said after the account is gone (issue 24 §4), over the guest's look-up the page turns to.
  const [deleted, setDeleted] = useState(false)
  return (
    <div className="page container orders-page">
      <h1>{t('page.title')}</h1>
      <div role="status">{deleted && !token && <p>{t('data.deleted')}</p>}</div>
      {token ? (
        <>
          <UserOrders token={token} />
          <SavedAddressesSection />
          <AccountData onDeleted={() => setDeleted(true)} />
        </>
      ) : (
        <GuestLookup />
      )}
    </div>
  )
}

function UserOrders({ token }: { token: string }) {
  const { t } = useTranslation('myOrders')
  const orders = useQuery({
    // The token is part of the key, so another account never sees this list (logOut drops it).
    queryKey: ['my-orders', token],
    queryFn: () => fetchUserOrders(),
  })
  if (orders.isPending) {
    return (
      <p role="status" className="orders-state">
        {t('list.loading')}
      </p>
    )
  }
  const list = orders.data ?? []
  if (list.length === 0) {
    return (
      <div className="sheet orders-state">
        <p>{t('list.empty')}</p>
        <Link className="button" to={paths.menu}>
          {t('list.browse')}
        </Link>
      </div>
    )
  }
  return (
    <ul className="orders-list" aria-label={t('list.label')}>
      {list.map((order) => (
        <OrderCard key={order._id} order={order} />
      ))}
    </ul>
  )
}

function GuestLookup() {
  const { t } = useTranslation('myOrders')
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  // By phone alone the codes come masked (EK81····): the list shows orders but opens none.
  const [found, setFound] = useState<{
    phone: string
    orders: ListedOrder[]
    byCode: boolean
  } | null>(null)
  const [error, setError] = useState('')
  const [loading, setLoading] = useState(false)
  const errorText = useErrorText()
  const phoneField = useRef<HTMLInputElement>(null)

  /**
   * SPEC §8: 'not found' by code or by phone in the page's own words; another refusal by its
   * code (a phone the server refuses, too many look-ups); anything else (no answer, 5xx) is an
   * error.
   */
  function failureText(failure: unknown, byCode: boolean): string {
    if (!(failure instanceof ApiError) || failure.isNetwork) return t('errors.generic')
    const refusal = refusalOf(failure)
    const notFound =
      refusal.code === 'ORDER_NOT_FOUND' || failure.status === 404 || failure.status < 400
    if (notFound) return byCode ? t('errors.notFoundByCode') : t('errors.notFoundByPhone')
    if (failure.status < 500 && refusal.code) return errorText(refusal) || t('errors.generic')
    return t('errors.generic')
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (loading) return
    if (!phone.trim()) {
      setError(t('errors.phoneRequired'))
      return
    }
    const byCode = code.trim() !== ''
    setLoading(true)
    setError('')
    try {
      const orders = await lookupOrders(phone, code)
      if (orders.length === 0) setError(t('errors.notFoundByPhone'))
      else setFound({ phone: phone.trim(), orders, byCode })
    } catch (failure) {
      setError(failureText(failure, byCode))
    } finally {
      setLoading(false)
    }
  }

  function searchAgain() {
    setFound(null)
    setPhone('')
    setCode('')
    setError('')
    // The form comes back on the next render; put the guest in its first field.
    requestAnimationFrame(() => phoneField.current?.focus())
  }

  if (found) {
    return (
      <section aria-labelledby="orders-found">
        <div className="orders-found-head">
          <h2 id="orders-found">{t('guest.results', { phone: found.phone })}</h2>
          <button type="button" className="button button--ghost" onClick={searchAgain}>
            {t('guest.again')}
          </button>
        </div>
        <ul className="orders-list" aria-labelledby="orders-found">
          {found.orders.map((order, index) => (
            // Masked codes may repeat, hence the position in the key.
            <OrderCard
              key={`${order.trackingCode}-${index}`}
              order={order}
              phone={found.phone}
              masked={!found.byCode}
            />
          ))}
        </ul>
        {!found.byCode && <OpenOrder phone={found.phone} />}
      </section>
    )
  }

  return (
    <>
      <LiveForm className="sheet orders-lookup" noValidate onSubmit={submit}>
        <h2>{t('guest.title')}</h2>
        <p className="text-soft">{t('guest.intro')}</p>
        <Field id="orders-phone" label={t('guest.phone')}>
          {(control) => (
            <input
              ref={phoneField}
              {...control}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={PHONE_MAX_LENGTH}
              required
              value={phone}
              onChange={(event) => setPhone(event.currentTarget.value)}
            />
          )}
        </Field>
        <CodeField id="orders-code" label={t('guest.code')} value={code} onChange={setCode} />
        <Button type="submit" className="button" disabled={loading}>
          {loading ? t('guest.searching') : t('guest.submit')}
        </Button>
      </LiveForm>
      <div role="alert" className="orders-alert">
        {error && <p className="alert">{error}</p>}
      </div>
    </>
  )
}

/**
 * Under a list found by phone alone: where the full code is, and a form to open one order with
 * it. Only the code and the phone together open an order (the track page).
 */
function OpenOrder({ phone }: { phone: string }) {
  const { t } = useTranslation('myOrders')
  const navigate = useNavigate()
  const [code, setCode] = useState('')
  const [error, setError] = useState('')

  function submit(event: FormEvent) {
    event.preventDefault()
    const trackingCode = normalizeTrackingCode(code)
    if (!trackingCode) {
      setError(t('open.required'))
      return
    }
    const prefill: TrackPrefill = { code: trackingCode, phone }
    // In the link's state, not its address: the phone stays out of the history.
    void navigate(paths.track, { state: prefill })
  }

  return (
    <LiveForm
      className="sheet orders-lookup orders-open"
      aria-labelledby="orders-open-title"
      noValidate
      onSubmit={submit}
    >
      <h3 id="orders-open-title">{t('open.title')}</h3>
      <p className="text-soft">{t('open.hint')}</p>
      <CodeField id="orders-open-code" label={t('open.code')} value={code} onChange={setCode} />
      <button type="submit" className="button">
        {t('open.submit')}
      </button>
      <div role="alert" className="orders-alert">
        {error && <p className="alert">{error}</p>}
      </div>
    </LiveForm>
  )
}

/** A tracking code as typed: capitals, no spelling help, no autofill. */
function CodeField(props: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Field id={props.id} label={props.label}>
      {(control) => (
        <input
          {...control}
          name="trackingCode"
          maxLength={TRACKING_CODE_MAX_LENGTH}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
      )}
    </Field>
  )
}
