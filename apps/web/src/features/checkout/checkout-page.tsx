import { lineTotalCents } from '@quan/domain/cart'
import { formatEuroCents, toCents, toEuros } from '@quan/domain/money'
import type { OrderType } from '@quan/domain/order-status'
import { PHONE_MAX_LENGTH } from '@quan/domain/phone'
import { DEFAULT_TIME_ZONE } from '@quan/domain/schedule'
import type { PlaceOrderBody } from '@quan/domain/validation'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { cardImageUrl, paths } from '../../config/paths'
import { useAuth } from '../../shared/auth/auth'
import { useCart, type CartLine } from '../../shared/cart/cart'
import { DeliveryQuoteNote, useDeliveryBlock } from '../../shared/delivery/delivery-quote'
import { useRememberedPostalCode } from '../../shared/delivery/postal-code'
import {
  deliveryAreasKey,
  refusedByArea,
  useDeliveryQuote,
} from '../../shared/delivery/use-delivery-quote'
import { useDescribeSelection } from '../../shared/cart/describe-selection'
import { useDocumentHead } from '../../shared/hooks/use-document-head'
import { useLanguage } from '../../shared/i18n'
import { menuKeys } from '../../shared/menu/queries'
import { foodName } from '../../shared/menu/types'
import { rememberOrder, type TrackPrefill } from '../../shared/orders/last-order'
import { Price } from '../../shared/ui/price'
import { refusalFor, saysSomething, useErrorText, type Refusal } from '../../shared/api/error-text'
import { placeOrder, type CheckoutHours, type DeliveryAddress } from './api'
import { ADDRESS_FIELDS, addressProblems, checkOrder } from './check-order'
import { useClosedTexts } from './closed-texts'
import { useIdempotencyKey } from './idempotency'
import { isUncertain, orderProblem, type OrderProblem } from './order-problem'
import { closedUntil, orderingHoursKey, useOrderingHours } from './ordering-hours'
import { SuccessPopup, type PlacedSummary } from './success-popup'
import { LiveForm } from '../../shared/ui/live-form'
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

type AddressField = keyof DeliveryAddress

/** A field's own message: 'this one is missing' (naming it), or a refusal worded by its code. */
type FieldError = { missing: true } | { refusal: Refusal }

/** The form field a server's field path names ('address.street', 'customerInfo.phone'). */
const SERVER_FIELD = /^(?:address|customerInfo)\.(\w+)$/

type Notice =
  | { kind: 'error'; text: string }
  | {
      kind: 'prices'
      changes: { key: string; name: string; oldCents: number; newCents: number }[]
      totalCents: number
    }

/** /order: the delivery form, the summary with the €2 fee, and the order itself. */
export function Component() {
  const { t } = useTranslation('checkout')
  const language = useLanguage()
  const describeSelection = useDescribeSelection()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { token, profile, openLogin } = useAuth()
  const { lines, subtotalCents, ready, clear } = useCart()
  useDocumentHead(t('page.title'), t('page.description'))

  const [address, setAddress] = useState(EMPTY_ADDRESS)
  // The postal code typed on the cart page, unless one is typed here already.
  useRememberedPostalCode((zipcode) =>
    setAddress((current) => (current.zipcode ? current : { ...current, zipcode })),
  )
  const [guestChoice, setGuestChoice] = useState<OrderType>('guest')
  const [submitting, setSubmitting] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<AddressField, FieldError>>>({})
  const [placed, setPlaced] = useState<PlacedSummary | null>(null)
  const inFlight = useRef(false)
  const leaving = useRef(false)
  const firstField = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  const idempotency = useIdempotencyKey()
  // SPEC §2: a logged-in customer orders as registered; only a guest sees the choice.
  const orderType: OrderType = token ? 'registered' : guestChoice
  // The fee of the typed postal code's area (issue 11 §3): €2 everywhere by default.
  const delivery = useDeliveryQuote(address.zipcode, subtotalCents)
  const deliveryBlock = useDeliveryBlock()
  const feeCents = delivery.feeCents
  const totalCents = subtotalCents + feeCents
  const closedTexts = useClosedTexts()
  // Unknown hours (the config did not load) do not stop a guest: the server has the last word.
  const hours = useOrderingHours()
  const closed =
    hours.data && !hours.data.isOpenNow
      ? // Today is as of the last check, which runs every minute.
        closedTexts(hours.data.nextOpening, new Date(hours.dataUpdatedAt), hours.data.timeZone)
      : null

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

  useEffect(() => {
    // A marked field has the focus and is in view: the notice must not scroll it away.
    if (notice && document.activeElement?.getAttribute('aria-invalid') !== 'true') {
      noticeRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
    }
  }, [notice])

  const lineName = (line: CartLine) => {
    const options = describeSelection(line.food, line.selection)
    return options ? `${foodName(line.food, language)} (${options})` : foodName(line.food, language)
  }

  function field(name: AddressField, hint?: string) {
    const invalid = Boolean(fieldErrors[name])
    return {
      id: `checkout-${name}`,
      name,
      value: address[name],
      'aria-invalid': invalid ? true : undefined,
      'aria-describedby':
        [hint ?? '', invalid ? `checkout-${name}-error` : ''].filter(Boolean).join(' ') ||
        undefined,
      onChange: (event: { currentTarget: HTMLInputElement }) => {
        const value = event.currentTarget.value
        setAddress((current) => ({ ...current, [name]: value }))
        // Edited: the mark goes until the next submit checks it again.
        setFieldErrors((current) => {
          if (!current[name]) return current
          const { [name]: _cleared, ...rest } = current
          return rest
        })
      },
    }
  }

  function errorOf(name: AddressField) {
    const error = fieldErrors[name]
    if (!error) return null
    const text =
      'refusal' in error
        ? errorText(error.refusal)
        : t('errors.missing', { field: t(`form.${name}`) })
    return (
      <p id={`checkout-${name}-error`} className="field-error">
        {text}
      </p>
    )
  }

  /** Marks the fields and puts the focus on the first of them, as the form shows them. */
  function markFields(errors: Partial<Record<AddressField, FieldError>>) {
    setFieldErrors(errors)
    const first = ADDRESS_FIELDS.find((name) => errors[name])
    if (first) formRef.current?.querySelector<HTMLElement>(`#checkout-${first}`)?.focus()
  }

  function describe(problem: OrderProblem): string {
    switch (problem.kind) {
      case 'network':
        return t('errors.network')
      case 'rejected':
        return t('errors.failed', { message: problem.message ?? t('errors.unknown') })
      case 'server':
        return saysSomething(problem.refusal)
          ? errorText(problem.refusal)
          : t('errors.server', { status: problem.status })
      case 'closed':
        return closedTexts(
          problem.nextOpening,
          new Date(),
          hours.data?.timeZone ?? DEFAULT_TIME_ZONE,
        ).notice
      case 'other':
      case 'prices':
        return t('errors.default')
    }
  }

  function buildOrder(): PlaceOrderBody {
    const trimmed = Object.fromEntries(
      Object.entries(address).map(([name, value]) => [name, value.trim()]),
    ) as unknown as DeliveryAddress
    return {
      address: trimmed,
      items: lines.map((line) => ({
        ...line.food,
        _id: line.food._id,
        quantity: line.quantity,
        ...(Object.keys(line.selection).length > 0 ? { selectedOptions: line.selection } : {}),
      })),
      amount: toEuros(totalCents),
      customerInfo: {
        name: `${trimmed.firstName} ${trimmed.lastName}`,
        phone: trimmed.phone,
        ...(trimmed.email ? { email: trimmed.email } : {}),
      },
      orderType,
      ...(token && profile ? { userId: profile._id } : {}),
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    // SPEC §4: while one submission is in flight, any other is ignored.
    if (inFlight.current) return
    // Enter in a field while closed: the buttons are disabled, so say why instead.
    if (closed) {
      setNotice({ kind: 'error', text: closed.notice })
      return
    }
    const check = checkOrder(address, lines.length)
    if (check) {
      // SPEC's sentence is the summary; each field says its own problem (WCAG 3.3.1).
      setNotice({ kind: 'error', text: errorText(refusalFor(check)) })
      const problems = addressProblems(address)
      markFields(
        Object.fromEntries(
          Object.entries(problems).map(([name, problem]) => [
            name,
            problem === 'REQUIRED_FIELDS' ? { missing: true } : { refusal: refusalFor(problem) },
          ]),
        ),
      )
      return
    }
    setFieldErrors({})
    const undeliverable = deliveryBlock(delivery.quote, address.zipcode)
    if (undeliverable) {
      setNotice({ kind: 'error', text: undeliverable })
      return
    }
    if (orderType === 'registered' && !token) {
      // 'Registered' means an account: the guest logs in (or picks guest) before ordering.
      setNotice({ kind: 'error', text: t('errors.logIn') })
      openLogin()
      return
    }
    const sent = lines
    const order = buildOrder()
    // What makes this attempt this attempt: the dish records themselves may be refetched meanwhile.
    const key = idempotency.keyFor(
      JSON.stringify({
        ...order,
        items: order.items.map(({ _id, quantity, selectedOptions }) => ({
          _id,
          quantity,
          selectedOptions,
        })),
      }),
    )
    inFlight.current = true
    setSubmitting(true)
    setNotice(null)
    try {
      const result = await placeOrder(order, key)
      idempotency.settle()
      rememberOrder(result.trackingCode, order.address.phone)
      setPlaced({
        trackingCode: result.trackingCode,
        phone: order.address.phone,
        amountCents: toCents(typeof result.amount === 'number' ? result.amount : order.amount),
      })
    } catch (error) {
      const problem = orderProblem(error)
      if (!isUncertain(problem)) idempotency.settle()
      if (problem.kind === 'closed') {
        // The hours the page knew were out of date: it closes until the next check reopens it.
        queryClient.setQueryData(orderingHoursKey, (known: CheckoutHours | undefined) =>
          closedUntil(known, problem.nextOpening),
        )
      }
      if (problem.kind === 'prices') {
        // The menu is fetched again, so the summary shows what the server will charge.
        void queryClient.invalidateQueries({ queryKey: menuKeys.foods })
        setNotice({
          kind: 'prices',
          totalCents: problem.amountCents,
          changes: sent.flatMap((line, index) => {
            const now = problem.lines[index]?.priceCents
            if (now === undefined || !Number.isFinite(now) || now === line.unitPriceCents) return []
            return [
              { key: line.key, name: lineName(line), oldCents: line.unitPriceCents, newCents: now },
            ]
          }),
        })
      } else {
        const text = describe(problem)
        setNotice({ kind: 'error', text })
        // Refused by area: the areas may have changed since they were read.
        if (problem.kind === 'server' && refusedByArea(problem.refusal))
          void queryClient.invalidateQueries({ queryKey: deliveryAreasKey })
        if (problem.kind === 'server') {
          const named = Object.entries(problem.fields).flatMap(([path, refusal]) => {
            const name = path.match(SERVER_FIELD)?.[1]
            return name && (ADDRESS_FIELDS as readonly string[]).includes(name)
              ? [[name, { refusal }] as const]
              : []
          })
          if (named.length > 0) markFields(Object.fromEntries(named))
        }
      }
    } finally {
      inFlight.current = false
      setSubmitting(false)
    }
  }

  /** Every way out of the success popup empties the cart (SPEC §2). */
  function leave(to: string, state?: TrackPrefill) {
    leaving.current = true
    clear()
    setPlaced(null)
    navigate(to, state ? { state } : undefined)
  }

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
          <div className="checkout-fields">
            <div className="field">
              <label htmlFor="checkout-firstName">{t('form.firstName')}</label>
              <input ref={firstField} {...field('firstName')} required autoComplete="given-name" />
              {errorOf('firstName')}
            </div>
            <div className="field">
              <label htmlFor="checkout-lastName">{t('form.lastName')}</label>
              <input {...field('lastName')} required autoComplete="family-name" />
              {errorOf('lastName')}
            </div>
            <div className="field checkout-wide">
              <label htmlFor="checkout-email">{t('form.email')}</label>
              <input {...field('email')} type="email" autoComplete="email" />
              {errorOf('email')}
            </div>
            <div className="field checkout-wide">
              <label htmlFor="checkout-street">{t('form.street')}</label>
              <input {...field('street')} required autoComplete="street-address" />
              {errorOf('street')}
            </div>
            <div className="field">
              <label htmlFor="checkout-city">{t('form.city')}</label>
              <input {...field('city')} required autoComplete="address-level2" />
              {errorOf('city')}
            </div>
            <div className="field">
              <label htmlFor="checkout-state">{t('form.state')}</label>
              <input {...field('state')} required autoComplete="address-level1" />
              {errorOf('state')}
            </div>
            <div className="field">
              <label htmlFor="checkout-zipcode">{t('form.zipcode')}</label>
              <input {...field('zipcode')} required autoComplete="postal-code" />
              {errorOf('zipcode')}
            </div>
            <div className="field">
              <label htmlFor="checkout-country">{t('form.country')}</label>
              <input {...field('country')} required autoComplete="country-name" />
              {errorOf('country')}
            </div>
            <div className="field checkout-wide">
              <label htmlFor="checkout-phone">{t('form.phone')}</label>
              <input
                {...field('phone', 'checkout-phone-hint')}
                type="tel"
                inputMode="tel"
                pattern="[0-9]{10,20}"
                maxLength={PHONE_MAX_LENGTH}
                required
                autoComplete="tel"
              />
              <span id="checkout-phone-hint" className="text-soft checkout-hint">
                {t('form.phoneHint')}
              </span>
              {errorOf('phone')}
            </div>
          </div>
          {!token && (
            <fieldset className="checkout-type">
              <legend>{t('type.legend')}</legend>
              <label>
                <input
                  type="radio"
                  name="orderType"
                  value="guest"
                  checked={guestChoice === 'guest'}
                  onChange={() => setGuestChoice('guest')}
                />
                {t('type.guest')}
              </label>
              <div className="checkout-type__registered">
                <label>
                  <input
                    type="radio"
                    name="orderType"
                    value="registered"
                    checked={guestChoice === 'registered'}
                    // Choosing a radio opens nothing (WCAG 3.2.2): the login is the button's job.
                    onChange={() => setGuestChoice('registered')}
                  />
                  {t('type.registered')}
                </label>
                <button
                  type="button"
                  className="button button--ghost checkout-type__login"
                  onClick={() => openLogin('login')}
                >
                  {t('type.logIn')}
                </button>
              </div>
              {guestChoice === 'registered' && (
                <p className="text-soft checkout-hint">{t('type.registeredHint')}</p>
              )}
            </fieldset>
          )}
        </section>

        <aside className="sheet checkout-summary" aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">{t('summary.heading')}</h2>
          {!ready ? (
            <p className="text-soft">{t('summary.loading')}</p>
          ) : (
            <ul className="checkout-lines">
              {lines.map((line) => (
                <li key={line.key}>
                  {cardImageUrl(line.image) ? (
                    <img
                      src={cardImageUrl(line.image)}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                    />
                  ) : (
                    <span className="checkout-thumb" aria-hidden="true" />
                  )}
                  <span>
                    {lineName(line)}
                    <span className="text-soft"> × {line.quantity}</span>
                  </span>
                  <Price cents={lineTotalCents(line.unitPriceCents, line.quantity)} />
                </li>
              ))}
            </ul>
          )}
          <dl className="sum-list">
            <div>
              <dt>{t('summary.subtotal')}</dt>
              <dd>
                <Price cents={subtotalCents} />
              </dd>
            </div>
            <div>
              <dt>{t('summary.deliveryFee')}</dt>
              <dd>
                <Price cents={feeCents} />
              </dd>
            </div>
            <div className="sum-list-total">
              <dt>{t('summary.total')}</dt>
              <dd>
                <Price cents={totalCents} />
              </dd>
            </div>
          </dl>
          <DeliveryQuoteNote quote={delivery.quote} postalCode={address.zipcode} />
          <div ref={noticeRef} role="alert" className="checkout-notice">
            {notice?.kind === 'error' && <p className="alert">{notice.text}</p>}
            {notice?.kind === 'prices' && (
              <div className="alert checkout-prices">
                <p>
                  <strong>{t('prices.title')}</strong>
                </p>
                {notice.changes.length > 0 && (
                  <ul>
                    {notice.changes.map((change) => (
                      <li key={change.key}>
                        {t('prices.line', {
                          name: change.name,
                          price: formatEuroCents(change.newCents),
                          old: formatEuroCents(change.oldCents),
                        })}
                      </li>
                    ))}
                  </ul>
                )}
                <p>{t('prices.total', { total: formatEuroCents(notice.totalCents) })}</p>
                <p>{t('prices.again')}</p>
              </div>
            )}
          </div>
          <button
            type="submit"
            className="button button--wide checkout-place"
            disabled={submitting || !ready || Boolean(closed)}
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
            disabled={submitting || !ready || Boolean(closed)}
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
