import type { Fulfilment } from '@quan/domain/fulfilment'
import type { OrderType } from '@quan/domain/order-status'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from '@quan/domain/payments'
import { parseCartKey } from '@quan/domain/cart'
import { paths } from '../../config/paths'
import { useAuth } from '../../shared/auth/auth'
import { useCart } from '../../shared/cart/cart'
import { useDeliveryFacts } from '../../shared/delivery/delivery-facts'
import { sentences } from '../../shared/delivery/delivery-time'
import { DeliveryQuoteNote } from '../../shared/delivery/delivery-quote'
import { useRememberedPostalCode } from '../../shared/delivery/postal-code'
import { useDeliveryQuote } from '../../shared/delivery/use-delivery-quote'
import { useDocumentHead } from '../../shared/hooks/use-document-head'
import {
  promoDiscountCents,
  promoFoodDiscountCents,
  useAppliedPromo,
} from '../../shared/promo/applied-promo'
import type { TrackPrefill } from '../../shared/orders/last-order'
import { useHydrated } from '../../shared/ssr/hydrated'
import { useOnline } from '../../shared/pwa/online'
import { LiveForm } from '../../shared/ui/live-form'
import { focusFirst, useFocusAfterRender } from '../../shared/ui/focus'
import type { DeliveryAddress } from './api'
import { useClosedNow } from './closed-texts'
import { DeliveryAddressFields, type AddressField } from './delivery-address-fields'
import { offeredSlots } from './due-time'
import { DueTimeChoice } from './due-time-choice'
import { useOrderingOptions } from './fulfilment'
import { useOrderingHours } from './ordering-hours'
import { FulfilmentChoice } from './fulfilment-choice'
import { PickupInfo } from './pickup-info'
import { PaymentChoice } from './payment-choice'
import { forgetPendingPayment, pendingPayment } from '../../shared/orders/pending-payment'
import { OrderNotesField } from './order-notes-field'
import { OrderNotice } from './order-notice'
import { OrderConsent } from './order-consent'
import { SoldOutNotice } from './sold-out-notice'
import { useFoods } from '../../shared/menu/queries'
import { isSoldOutLine } from '../../shared/menu/types'
import { OrderSummary } from './order-summary'
import { OrderTypeChoice } from './order-type-choice'
import { SuccessPopup, type PlacedSummary } from './success-popup'
import { useOrderPlacing } from './use-order-placing'
import './checkout.css'
import { Button } from '../../shared/ui/button'
import type { SavedAddress } from '@quan/domain/answers'
import { MAX_SAVED_ADDRESSES } from '@quan/domain/saved-addresses'
import { useChangeAddresses, useSavedAddresses } from '../../shared/addresses/saved-addresses'
import { forgetDetails, rememberDetails, rememberedDetails } from './remembered-details'
import { CheckoutTick, NEW_ADDRESS, SavedAddressChoice } from './saved-address-choice'
import { useTableMode } from '../../shared/table/table-mode'
import { TableBanner } from '../../shared/table/table-banner'

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

/** A saved address (issue 24 §3) as the form holds it. */
function formAddress(saved: SavedAddress): DeliveryAddress {
  return {
    firstName: saved.firstName,
    lastName: saved.lastName,
    email: saved.email ?? '',
    street: saved.street,
    city: saved.city,
    state: saved.state,
    zipcode: saved.zipcode,
    country: saved.country,
    phone: saved.phone,
  }
}

/**
 * /order: delivery or pickup (when the restaurant offers pickup), the guest's details, the
 * summary with the area's fee, and the order itself.
 */
export function Component() {
  const { t } = useTranslation('checkout')
  const online = useOnline()
  const navigate = useNavigate()
  const { token, openLogin } = useAuth()
  const { lines, subtotalCents, ready, clear, add, quantities } = useCart()
  // The menu read again while the checkout is open: a dish sold out meanwhile is told here.
  useFoods({ live: true })
  const deliveryFacts = useDeliveryFacts()
  useDocumentHead(
    t('page.title'),
    sentences(t('page.description'), deliveryFacts?.time ?? '', deliveryFacts?.fee ?? ''),
  )

  const [address, setAddress] = useState(EMPTY_ADDRESS)
  // The postal code typed on the cart page, unless one is typed here already.
  useRememberedPostalCode((zipcode) =>
    setAddress((current) => (current.zipcode ? current : { ...current, zipcode })),
  )
  const [notes, setNotes] = useState('')
  // Issue 24 §3: a customer picks one of their saved addresses (the default first) or types a
  // new one, which they may save; a guest may have this device remember their details.
  const saved = useSavedAddresses()
  const changeAddresses = useChangeAddresses()
  const savedList = token ? (saved.data ?? []) : []
  const [savedChoice, setSavedChoice] = useState<string | null>(null)
  const [saveNew, setSaveNew] = useState(false)
  const [remember, setRemember] = useState(false)
  useEffect(() => {
    if (!token || !saved.data || savedChoice !== null) return
    const first = saved.data.find((one) => one.isDefault) ?? saved.data[0]
    // Typed into while the list was on its way (beyond the cart page's postal code): kept.
    const typed = Object.entries(address).some(([name, value]) => name !== 'zipcode' && value)
    if (!first || typed) {
      setSavedChoice(NEW_ADDRESS)
      return
    }
    setSavedChoice(first._id)
    setAddress(formAddress(first))
    // Only the list's arrival decides; the address typed is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, saved.data, savedChoice])
  const rememberedOnce = useRef(false)
  // Read once the page is live: only then is a customer's token known (a server-rendered page
  // is the logged-out one), and a customer's form is never filled with a guest's details.
  const deviceReady = useHydrated()
  useEffect(() => {
    if (!deviceReady || token || rememberedOnce.current) return
    rememberedOnce.current = true
    const kept = rememberedDetails()
    if (!kept) return
    setRemember(true)
    // What was typed here already (the cart page's postal code) stays.
    setAddress((current) => {
      const filled = { ...current }
      for (const [name, value] of Object.entries(kept) as [AddressField, string][]) {
        if (!filled[name]) filled[name] = value
      }
      return filled
    })
  }, [deviceReady, token])
  const [guestChoice, setGuestChoice] = useState<OrderType>('guest')
  const [placed, setPlaced] = useState<PlacedSummary | null>(null)
  const leaving = useRef(false)
  const firstField = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // SPEC §2: a logged-in customer orders as registered; only a guest sees the choice.
  const orderType: OrderType = token ? 'registered' : guestChoice
  // Issue 11 §1: asked first when pickup is offered; SPEC's delivery otherwise.
  const options = useOrderingOptions()
  const pickupOffered = options.data?.ordering.pickup ?? false
  const [chosenFulfilment, setFulfilment] = useState<Fulfilment>('delivery')
  // Issue 24 §5: at a table, from its QR link, the order is for that table and nothing else.
  const table = useTableMode()
  const fulfilment: Fulfilment = table ? 'dine-in' : pickupOffered ? chosenFulfilment : 'delivery'
  // Handed over at the restaurant, collected or at a table: no address and no fee.
  const pickup = fulfilment !== 'delivery'
  const { closed, timeZone } = useClosedNow(fulfilment)
  // Issue 11 §2: as soon as possible or a slot, when the restaurant takes orders for later.
  const hours = useOrderingHours()
  // A guest at a table orders for now: the kitchen cooks it while they sit.
  const laterOffered = !table && (options.data?.ordering.laterOrders ?? false)
  const kitchen = hours.data?.kitchen
  const slots = useMemo(
    () => (options.data ? offeredSlots(options.data, fulfilment, new Date(), kitchen) : []),
    // Read again with the hours, every minute: the earliest slot moves with the clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [options.data, fulfilment, kitchen, hours.dataUpdatedAt],
  )
  const [dueChoice, setDueChoice] = useState<string | null>(null)
  // Issue 22 §1: the ways of paying the restaurant offers; cash, as before, until they load.
  const methods = options.data?.payments.methods ?? [DEFAULT_PAYMENT_METHOD]
  const [paymentChoice, setPaymentChoice] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD)
  const paymentMethod = methods.includes(paymentChoice)
    ? paymentChoice
    : (methods[0] ?? DEFAULT_PAYMENT_METHOD)
  // Back from the provider's page without paying (its cancel_url): the cart is as it was.
  const [params] = useSearchParams()
  const cancelledPayment = params.get('payment') === 'cancelled'
  // An order sent to be paid online earlier, neither paid nor cancelled as far as this device
  // knows (the provider's page closed): the guest may look at it before ordering again.
  const [earlierPayment, setEarlierPayment] = useState<string | null>(null)
  useEffect(() => {
    if (!cancelledPayment) setEarlierPayment(pendingPayment()?.code ?? null)
  }, [cancelledPayment])
  // The server keeps a customer's cart until the order is paid; should the cart come back
  // empty all the same (emptied in another tab meanwhile), the lines sent are put back.
  const cartBack = useRef(false)
  useEffect(() => {
    if (!cancelledPayment || !ready || cartBack.current) return
    cartBack.current = true
    const pending = pendingPayment()
    if (pending && pending.code !== params.get('code')) return
    if (pending?.cart && Object.keys(quantities).length === 0) {
      for (const [key, quantity] of Object.entries(pending.cart)) {
        const line = parseCartKey(key)
        if (!line || !Number.isInteger(quantity)) continue
        for (let one = 0; one < quantity; one++) add(line.foodId, line.selection)
      }
    }
    forgetPendingPayment()
  }, [cancelledPayment, ready, params, quantities, add])
  const dueAt = chosenDue(dueChoice, slots, laterOffered && Boolean(closed))
  // The promo code applied on the cart page (issue 11 §4), worked out for this cart and fee.
  const applied = useAppliedPromo()
  // The fee of the typed postal code's area (issue 11 §3): €2 everywhere by default; its minimum
  // and free delivery count the food after the code's discount (issue 19 §1.6).
  const delivery = useDeliveryQuote(
    address.zipcode,
    subtotalCents,
    promoFoodDiscountCents(applied, subtotalCents),
  )
  // Collected at the restaurant: no fee (issue 11 §1).
  const feeCents = pickup ? 0 : delivery.feeCents
  const promo = applied && {
    code: applied.code,
    discountCents: promoDiscountCents(applied, subtotalCents, feeCents),
  }
  // Once placed, the code is used up and forgotten, but the order behind the success popup is
  // the one placed, with its discount (issue 19 §2.2).
  const shownPromo =
    placed?.promoCode && placed.discountCents !== undefined
      ? { code: placed.promoCode, discountCents: placed.discountCents }
      : placed
        ? null
        : promo
  const { submit, submitting, redirecting, notice, fieldErrors, clearFieldError, dropPromo } =
    useOrderPlacing({
      address,
      orderType,
      fulfilment,
      dueAt,
      tableToken: table?.token,
      closed,
      timeZone,
      delivery: { quote: delivery.quote, feeCents },
      promo,
      notes,
      payment: { method: paymentMethod, chosen: methods.length > 1 },
      form: formRef,
      onPlaced: setPlaced,
      onAccepted: (sent) => {
        if (!token) {
          if (remember) rememberDetails(sent)
          return
        }
        const room = savedList.length < MAX_SAVED_ADDRESSES
        if (savedChoice === NEW_ADDRESS && saveNew && !pickup && room) {
          const { email, ...rest } = sent
          const body = Object.fromEntries(
            Object.entries(rest).map(([name, value]) => [name, value.trim()]),
          ) as Omit<DeliveryAddress, 'email'>
          // The order is taken either way: a refused save only means it is typed again next time.
          return changeAddresses
            .mutateAsync({
              kind: 'add',
              body: { ...body, ...(email.trim() ? { email: email.trim() } : {}) },
            })
            .catch(() => {})
        }
      },
    })

  // SPEC §2: on a phone the first field has focus, so the keyboard is up at once. On a direct
  // load that is once the page is live: its fields are disabled until then (issue 19 §2.7).
  const live = useHydrated()
  useEffect(() => {
    if (live && window.matchMedia?.(MOBILE).matches) firstField.current?.focus()
  }, [live])

  const afterRender = useFocusAfterRender()

  function choose(next: Fulfilment) {
    setFulfilment(next)
    // A refusal of the postal code says nothing about a pickup.
    clearFieldError('zipcode')
  }

  function chooseSaved(choice: string) {
    setSavedChoice(choice)
    const chosen = savedList.find((one) => one._id === choice)
    setAddress(chosen ? formAddress(chosen) : EMPTY_ADDRESS)
    for (const name of Object.keys(EMPTY_ADDRESS) as AddressField[]) clearFieldError(name)
  }

  function tickRemember(checked: boolean) {
    setRemember(checked)
    // Unticked, they are forgotten at once, not at the next order.
    if (!checked) forgetDetails()
  }

  function edit(name: AddressField, value: string) {
    setAddress((current) => ({ ...current, [name]: value }))
    clearFieldError(name)
  }

  /** The refused code goes, and its button with it: Order and pay, for the next try, takes the focus. */
  function orderWithoutCode() {
    dropPromo()
    afterRender(() => focusFirst('.checkout-place', '.checkout-mobile-bar .button'))
  }

  /** Every way out of the success popup empties the cart (SPEC §2). */
  function leave(to: string, state?: TrackPrefill) {
    leaving.current = true
    clear()
    setPlaced(null)
    navigate(to, state ? { state } : undefined)
  }

  // Closed or paused, an order for a later slot is still taken (issue 11 §2).
  const blocked = Boolean(closed) && !dueAt
  // Issue 12 §3: a line the kitchen has run out of today is said before anything is sent.
  const soldOut = lines.filter((line) => isSoldOutLine(line.food, line.selection))
  const cannotPlace = submitting || !ready || blocked || soldOut.length > 0 || !online

  // Nothing to pay for and no success popup showing: SPEC §2 sent the guest home without a
  // word; the page says why instead (issue 19 §2.7).
  if (ready && subtotalCents <= 0 && !placed && !leaving.current) {
    return (
      <div className="page container checkout">
        <h1>{t('page.title')}</h1>
        <div className="sheet checkout-empty">
          <p>{t('empty.title')}</p>
          <Link className="button" to={paths.menu}>
            {t('empty.browse')}
          </Link>
        </div>
      </div>
    )
  }

  return (
    <div className="page container checkout">
      <h1>{t('page.title')}</h1>
      <TableBanner />
      <div role="status" className="checkout-closed">
        {cancelledPayment && !placed && <p className="alert">{t('payment.cancelled')}</p>}
        {earlierPayment && !placed && (
          <p>
            {t('payment.earlier', { code: earlierPayment })}{' '}
            <Link to={`${paths.track}?code=${encodeURIComponent(earlierPayment)}&payment=return`}>
              {t('payment.earlierLink')}
            </Link>
          </p>
        )}
        {!online && !placed && <p className="alert checkout-offline">{t('offline.notice')}</p>}
        {closed && <p className="alert">{closed.notice}</p>}
        {closed && laterOffered && slots.length > 0 && <p>{t('later.closedHint')}</p>}
      </div>
      <LiveForm
        ref={formRef}
        className="checkout-grid"
        noValidate
        onSubmit={submit}
        aria-busy={submitting}
      >
        <section className="sheet" aria-labelledby="checkout-delivery">
          <h2 id="checkout-delivery">
            {table
              ? t('table.heading', { table: table.table })
              : pickup
                ? t('form.pickupHeading')
                : t('form.heading')}
          </h2>
          {pickupOffered && !table && <FulfilmentChoice choice={fulfilment} onChoose={choose} />}
          {fulfilment === 'pickup' && <PickupInfo hours={options.data?.pickupHours} />}
          {table && <p className="checkout-table-note">{t('table.note')}</p>}
          {laterOffered && options.data && (
            <DueTimeChoice
              slots={slots}
              dueAt={dueAt}
              asapOffered={!closed}
              pausedNoEnd={Boolean(kitchen?.paused && kitchen.resumesAt === null)}
              now={new Date(hours.dataUpdatedAt || Date.now())}
              timeZone={options.data.timeZone}
              onChoose={setDueChoice}
            />
          )}
          {savedList.length > 0 && savedChoice !== null && !table && (
            <SavedAddressChoice addresses={savedList} choice={savedChoice} onChoose={chooseSaved} />
          )}
          <DeliveryAddressFields
            address={address}
            errors={fieldErrors}
            onEdit={edit}
            firstFieldRef={firstField}
            pickup={pickup}
          />
          {token &&
            savedChoice === NEW_ADDRESS &&
            !pickup &&
            savedList.length < MAX_SAVED_ADDRESSES && (
              <CheckoutTick
                id="checkout-save-address"
                label={t('saved.save')}
                checked={saveNew}
                onChange={setSaveNew}
              />
            )}
          {!token && (
            <CheckoutTick
              id="checkout-remember"
              label={t('saved.remember')}
              hint={t('saved.rememberHint')}
              checked={remember}
              onChange={tickRemember}
            />
          )}
          <OrderNotesField notes={notes} onEdit={setNotes} />
          <PaymentChoice
            methods={methods}
            choice={paymentMethod}
            pickup={pickup}
            onChoose={setPaymentChoice}
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
            feeCents={feeCents}
            promo={shownPromo}
            totalCents={
              placed ? placed.amountCents : subtotalCents + feeCents - (promo?.discountCents ?? 0)
            }
            pickup={pickup}
            table={table?.table}
          />
          {!pickup && <DeliveryQuoteNote quote={delivery.quote} postalCode={address.zipcode} />}
          {/* Outside every area, pickup is offered where the restaurant has it (issue 11 §1). */}
          {!pickup && pickupOffered && delivery.quote.kind === 'outside' && (
            <p className="checkout-pickup-offer">
              <button
                type="button"
                className="button button--ghost"
                onClick={() => choose('pickup')}
              >
                {t('fulfilment.offer')}
              </button>
            </p>
          )}
          <SoldOutNotice lines={soldOut} />
          <OrderNotice notice={notice} onChooseSlot={setDueChoice} onDropPromo={orderWithoutCode} />
          <Button
            type="submit"
            className="button button--wide checkout-place"
            disabled={cannotPlace}
            aria-describedby={blocked ? 'checkout-closed-reason' : undefined}
          >
            {redirecting
              ? t('payment.redirecting')
              : submitting
                ? t('actions.processing')
                : t('actions.place')}
          </Button>
          <OrderConsent />
          {blocked && closed && (
            <p
              id="checkout-closed-reason"
              className="text-soft checkout-hint checkout-place-reason"
            >
              {closed.reason}
            </p>
          )}
        </aside>

        <div className="checkout-mobile-bar">
          {blocked && closed && (
            <p id="checkout-closed-reason-mobile" className="checkout-hint">
              {closed.reason}
            </p>
          )}
          <Button
            type="submit"
            className="button"
            disabled={cannotPlace}
            aria-describedby={blocked ? 'checkout-closed-reason-mobile' : undefined}
          >
            {redirecting
              ? t('payment.redirecting')
              : submitting
                ? t('actions.processing')
                : t('actions.placeNow')}
          </Button>
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

/**
 * The slot the order is for: the one chosen while it is still offered, else the next one after
 * it (it filled up or passed meanwhile); none chosen, the first one while closed (only later
 * orders are taken then), or as soon as possible.
 */
function chosenDue(
  choice: string | null,
  slots: { start: Date }[],
  closedNow: boolean,
): string | null {
  if (choice !== null) {
    const wanted = Date.parse(choice)
    const slot = slots.find((candidate) => candidate.start.getTime() >= wanted) ?? slots[0]
    if (slot) return slot.start.toISOString()
  }
  return closedNow ? (slots[0]?.start.toISOString() ?? null) : null
}
