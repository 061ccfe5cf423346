import type { OrderType } from '@quan/domain/order-status'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../config/paths'
import { useAuth } from '../../shared/auth/auth'
import { useCart } from '../../shared/cart/cart'
import { DeliveryQuoteNote } from '../../shared/delivery/delivery-quote'
import { useRememberedPostalCode } from '../../shared/delivery/postal-code'
import { useDeliveryQuote } from '../../shared/delivery/use-delivery-quote'
import { useDocumentHead } from '../../shared/hooks/use-document-head'
import { promoDiscountCents, useAppliedPromo } from '../../shared/promo/applied-promo'
import type { TrackPrefill } from '../../shared/orders/last-order'
import { LiveForm } from '../../shared/ui/live-form'
import type { DeliveryAddress } from './api'
import { useClosedNow } from './closed-texts'
import { DeliveryAddressFields, type AddressField } from './delivery-address-fields'
import { OrderNotice } from './order-notice'
import { OrderSummary } from './order-summary'
import { OrderTypeChoice } from './order-type-choice'
import { SuccessPopup, type PlacedSummary } from './success-popup'
import { useOrderPlacing } from './use-order-placing'
import '../../shared/ui/sheet.css'
import './checkout.css'

/** SPEC §9: the mobile breakpoint. */
const MOBILE = '(max-width: 768px)'

const EMPTY_ADDRESS: DeliveryAddress = {
  firstName: '',
  lastName: '',
  email: '',
  street: '',
  city: '',
  state: '',
  zipcode: '',
  country: '',
  phone: '',
}

/** /order: the delivery form, the summary with the area's fee, and the order itself. */
export function Component() {
  const { t } = useTranslation('checkout')
  const navigate = useNavigate()
  const { token, openLogin } = useAuth()
  const { lines, subtotalCents, ready, clear } = useCart()
  useDocumentHead(t('page.title'), t('page.description'))

  const [address, setAddress] = useState(EMPTY_ADDRESS)
  // The postal code typed on the cart page, unless one is typed here already.
  useRememberedPostalCode((zipcode) =>
    setAddress((current) => (current.zipcode ? current : { ...current, zipcode })),
  )
  const [guestChoice, setGuestChoice] = useState<OrderType>('guest')
  const [placed, setPlaced] = useState<PlacedSummary | null>(null)
  const leaving = useRef(false)
  const firstField = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // SPEC §2: a logged-in customer orders as registered; only a guest sees the choice.
  const orderType: OrderType = token ? 'registered' : guestChoice
  const { closed, timeZone } = useClosedNow()
  // The fee of the typed postal code's area (issue 11 §3): €2 everywhere by default.
  const delivery = useDeliveryQuote(address.zipcode, subtotalCents)
  // The promo code applied on the cart page (issue 11 §4), worked out for this cart and fee.
  const applied = useAppliedPromo()
  const promo = applied && {
    code: applied.code,
    discountCents: promoDiscountCents(applied, subtotalCents, delivery.feeCents),
  }
  const { submit, submitting, notice, fieldErrors, clearFieldError, dropPromo } = useOrderPlacing({
    address,
    orderType,
    closed,
    timeZone,
    delivery,
    promo,
    form: formRef,
    onPlaced: setPlaced,
  })

  // SPEC §2: on a phone the first field has focus, so the keyboard is up at once.
  useEffect(() => {
    if (window.matchMedia?.(MOBILE).matches) firstField.current?.focus()
  }, [])

  // SPEC §2: nothing to pay for and no success popup showing: back to the home page.
  useEffect(() => {
    if (ready && subtotalCents <= 0 && !placed && !leaving.current) {
      navigate(paths.home, { replace: true })
    }
  }, [ready, subtotalCents, placed, navigate])

  function edit(name: AddressField, value: string) {
    setAddress((current) => ({ ...current, [name]: value }))
    clearFieldError(name)
  }

  /** Every way out of the success popup empties the cart (SPEC §2). */
  function leave(to: string, state?: TrackPrefill) {
    leaving.current = true
    clear()
    setPlaced(null)
    navigate(to, state ? { state } : undefined)
  }

  const cannotPlace = submitting || !ready || Boolean(closed)

  return (
    <div className="page container checkout">
      <h1>{t('page.title')}</h1>
      <div role="status" className="checkout-closed">
        {closed && <p className="alert">{closed.notice}</p>}
      </div>
      <LiveForm
        ref={formRef}
        className="checkout-grid"
        noValidate
        onSubmit={submit}
        aria-busy={submitting}
      >
        <section className="sheet" aria-labelledby="checkout-delivery">
          <h2 id="checkout-delivery">{t('form.heading')}</h2>
          <DeliveryAddressFields
            address={address}
            errors={fieldErrors}
            onEdit={edit}
            firstFieldRef={firstField}
          />
          {!token && (
            <OrderTypeChoice
              choice={guestChoice}
              onChoose={setGuestChoice}
              onLogIn={() => openLogin('login')}
            />
          )}
        </section>

        <aside className="sheet checkout-summary" aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">{t('summary.heading')}</h2>
          <OrderSummary
            lines={lines}
            ready={ready}
            subtotalCents={subtotalCents}
            feeCents={delivery.feeCents}
            promo={promo}
            totalCents={subtotalCents + delivery.feeCents - (promo?.discountCents ?? 0)}
          />
          <DeliveryQuoteNote quote={delivery.quote} postalCode={address.zipcode} />
          <OrderNotice notice={notice} onDropPromo={dropPromo} />
          <button
            type="submit"
            className="button button--wide checkout-place"
            disabled={cannotPlace}
            aria-describedby={closed ? 'checkout-closed-reason' : undefined}
          >
            {submitting ? t('actions.processing') : t('actions.place')}
          </button>
          {closed && (
            <p
              id="checkout-closed-reason"
              className="text-soft checkout-hint checkout-place-reason"
            >
              {closed.reason}
            </p>
          )}
        </aside>

        <div className="checkout-mobile-bar">
          {closed && (
            <p id="checkout-closed-reason-mobile" className="checkout-hint">
              {closed.reason}
            </p>
          )}
          <button
            type="submit"
            className="button"
            disabled={cannotPlace}
            aria-describedby={closed ? 'checkout-closed-reason-mobile' : undefined}
          >
            {submitting ? t('actions.processing') : t('actions.placeNow')}
          </button>
        </div>
      </LiveForm>

      {placed && (
        <SuccessPopup
          placed={placed}
          onTrack={() =>
            leave(`${paths.track}?code=${encodeURIComponent(placed.trackingCode)}`, {
              code: placed.trackingCode,
              phone: placed.phone,
            })
          }
          onHome={() => leave(paths.home)}
          onClose={() => leave(paths.home)}
        />
      )}
    </div>
  )
}
