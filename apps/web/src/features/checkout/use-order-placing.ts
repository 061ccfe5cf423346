import { BASE_ESTIMATE, pickupEstimate } from '@quan/domain/kitchen-pace'
import { toCents, toEuros } from '@quan/domain/money'
import type { Fulfilment } from '@quan/domain/fulfilment'
import type { OrderType } from '@quan/domain/order-status'
import { DEFAULT_TIME_ZONE } from '@quan/domain/schedule'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../shared/api/client'
import { refusalFor, saysSomething, useErrorText } from '../../shared/api/error-text'
import { useAuth } from '../../shared/auth/auth'
import { useCart } from '../../shared/cart/cart'
import { refetchConfigView } from '../../shared/shop-config'
import { useDeliveryBlock } from '../../shared/delivery/delivery-quote'
import {
  deliveryAreasKey,
  refusedByArea,
  type ShownQuote,
} from '../../shared/delivery/use-delivery-quote'
import { rememberOrder } from '../../shared/orders/last-order'
import { rememberPendingPayment } from '../../shared/orders/pending-payment'
import { leaveFor } from '../../shared/orders/leave-for'
import type { PaymentMethod } from '@quan/domain/payments'
import { forgetPromo } from '../../shared/promo/applied-promo'
import { isPromoRefusal, usePromoRefusalText } from '../../shared/promo/promo-text'
import type { PlaceOrderBody } from '@quan/domain/validation'
import { usePlaceOrder, type DeliveryAddress } from './api'
import { ADDRESS_FIELDS, addressProblems, checkOrder } from './check-order'
import { useKitchenPace, usePausedTexts } from '../../shared/kitchen/kitchen-pause'
import { useClosedTexts, type ClosedTexts } from './closed-texts'
import type { AddressField, FieldErrors } from './delivery-address-fields'
import { orderingOptionsKey } from './fulfilment'
import { useIdempotencyKey } from './idempotency'
import { useLineName } from './line-name'
import { isUncertain, orderProblem, type OrderProblem } from './order-problem'
import type { PlacedSummary } from './success-popup'

/** The form field a server's field path names ('address.street', 'customerInfo.phone'). */
const SERVER_FIELD = /^(?:address|customerInfo)\.(\w+)$/

/** What the checkout says beside the order button: why not, or the prices that moved. */
export type Notice =
  /**
   * `about`: the field whose value the refusal is about; editing it takes the refusal back.
   * `freeSlots`: the nearest slots still free, when the chosen one is full or gone (§2).
   */
  | { kind: 'error'; text: string; about?: AddressField; freeSlots?: string[] }
  /** The promo code was refused at placement (issue 11 §4): the guest may go on without it. */
  | { kind: 'promo'; text: string }
  | {
      kind: 'prices'
      changes: { key: string; name: string; oldCents: number; newCents: number }[]
      /** Null when the order carried a code: the summary then shows the total with it. */
      totalCents: number | null
    }

interface OrderPlacingInput {
  address: DeliveryAddress
  orderType: OrderType
  /** Delivered or collected (issue 11 §1); a pickup sends no address and pays no fee. */
  fulfilment: Fulfilment
  /** The chosen slot's start (issue 11 §2); null: as soon as possible. */
  dueAt: string | null
  /** At a table (issue 24 §5): its link's signed token, sent with a dine-in order. */
  tableToken?: string
  /** The closed texts while delivery is closed (as of the last check of the hours), else null. */
  closed: ClosedTexts | null
  /** The restaurant's zone, when the hours have loaded. */
  timeZone: string | undefined
  /** The typed postal code's area: what it costs, or why it is not delivered to. */
  delivery: { quote: ShownQuote; feeCents: number }
  /** The promo code applied on the cart page and what it takes off now; null without one. */
  promo: { code: string; discountCents: number } | null
  /** The guest's notes as typed: an allergy, the doorbell, the floor (issue 19 §2.1). */
  notes: string
  /**
   * How the guest pays (issue 22 §1), and whether a choice was offered: cash with no choice is
   * SPEC's body, sent without it.
   */
  payment: { method: PaymentMethod; chosen: boolean }
  form: RefObject<HTMLFormElement | null>
  onPlaced(placed: PlacedSummary): void
  /**
   * The order was taken (paid online or not), with the address as typed: to save it to the
   * account or remember it on this device (issue 24 §3). What it still sends, it returns: an
   * order paid online waits for that before leaving for the provider's page.
   */
  onAccepted?(address: DeliveryAddress): void | Promise<unknown>
}

/** How long an order paid online waits for what its acceptance still sends, at most. */
const SENDING_BEFORE_LEAVING_MS = 3000

/** Once `sending` has settled, or `ms` have passed: leaving the page would cut it off. */
const settledWithin = (sending: void | Promise<unknown>, ms: number) =>
  Promise.race([
    Promise.resolve(sending).catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, ms)),
  ])

/**
 * Placing the order from the checkout form: checks it, sends it once (one Idempotency-Key per
 * attempt), and on a refusal says why, marking the fields it names and focusing the first.
 */
export function useOrderPlacing({
  address,
  orderType,
  fulfilment,
  dueAt,
  tableToken,
  closed,
  timeZone,
  delivery,
  promo,
  notes,
  payment,
  form,
  onPlaced,
  onAccepted,
}: OrderPlacingInput) {
  const { t } = useTranslation('checkout')
  const errorText = useErrorText()
  const lineName = useLineName()
  const closedTexts = useClosedTexts()
  const pausedTexts = usePausedTexts()
  const pace = useKitchenPace()
  const promoRefusalText = usePromoRefusalText()
  const { token, profile, openLogin } = useAuth()
  const { lines, subtotalCents, quantities } = useCart()
  const placing = usePlaceOrder()
  const queryClient = useQueryClient()
  const deliveryBlock = useDeliveryBlock()
  const idempotency = useIdempotencyKey()
  const inFlight = useRef(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  /** Placed to be paid online: the browser is on its way to the provider's page. */
  const [redirecting, setRedirecting] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})

  /** Edited: the mark goes until the next submit checks it again, and so does a refusal of it. */
  function clearFieldError(name: AddressField) {
    setNotice((current) => (current?.kind === 'error' && current.about === name ? null : current))
    setFieldErrors((current) => {
      if (!current[name]) return current
      const { [name]: _cleared, ...rest } = current
      return rest
    })
  }

  /** Marks the fields and puts the focus on the first of them, as the form shows them. */
  function markFields(errors: FieldErrors) {
    setFieldErrors(errors)
    const first = ADDRESS_FIELDS.find((name) => errors[name])
    if (first) form.current?.querySelector<HTMLElement>(`#checkout-${first}`)?.focus()
  }

  function describe(problem: OrderProblem): string {
    switch (problem.kind) {
      case 'network':
        // Offline, plainly so (issue 24 §1): the cart is kept and the order waits for them.
        return navigator.onLine ? t('errors.network') : t('offline.notice')
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
          timeZone ?? DEFAULT_TIME_ZONE,
          fulfilment,
        ).notice
      case 'paused':
        return pausedTexts(problem.resumesAt, timeZone ?? DEFAULT_TIME_ZONE).notice
      case 'other':
      case 'prices':
        return t('errors.default')
    }
  }

  function buildOrder(): PlaceOrderBody {
    const trimmed = Object.fromEntries(
      Object.entries(address).map(([name, value]) => [name, value.trim()]),
    ) as unknown as DeliveryAddress
    const pickup = fulfilment !== 'delivery'
    return {
      // A pickup, or an order at a table, sends only who it is for: no address is asked or kept.
      address: pickup
        ? {
            ...trimmed,
            street: '',
            city: '',
            state: '',
            zipcode: '',
            country: '',
          }
        : trimmed,
      items: lines.map((line) => ({
        ...line.food,
        _id: line.food._id,
        quantity: line.quantity,
        ...(Object.keys(line.selection).length > 0 ? { selectedOptions: line.selection } : {}),
      })),
      amount: toEuros(subtotalCents + delivery.feeCents - (promo?.discountCents ?? 0)),
      // A code that takes nothing off now (below its minimum) is not sent: it would be refused.
      ...(promo && promo.discountCents > 0 ? { promoCode: promo.code } : {}),
      customerInfo: {
        name: `${trimmed.firstName} ${trimmed.lastName}`,
        phone: trimmed.phone,
        ...(trimmed.email ? { email: trimmed.email } : {}),
      },
      orderType,
      ...(notes.trim() ? { notes: notes.trim() } : {}),
      // Absent is a delivery: SPEC's body stays as it was.
      // At a table: the signed token of its link, which the server verifies (issue 24 §5).
      ...(fulfilment === 'dine-in'
        ? { fulfilment, tableToken: tableToken ?? '' }
        : fulfilment === 'pickup'
          ? { fulfilment }
          : {}),
      // Absent is as soon as possible, as SPEC's body has it (issue 11 §2).
      ...(dueAt ? { dueAt } : {}),
      ...(payment.chosen || payment.method !== 'cash' ? { paymentMethod: payment.method } : {}),
      ...(token && profile ? { userId: profile._id } : {}),
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    // SPEC §4: while one submission is in flight, any other is ignored.
    if (inFlight.current) return
    // Enter in a field while closed: the buttons are disabled, so say why instead. An order for
    // a later slot is still taken (issue 11 §2).
    if (closed && !dueAt) {
      setNotice({ kind: 'error', text: closed.notice })
      return
    }
    const check = checkOrder(address, lines.length, fulfilment)
    if (check) {
      // SPEC's sentence is the summary; each field says its own problem (WCAG 3.3.1).
      setNotice({ kind: 'error', text: errorText(refusalFor(check)) })
      const problems = addressProblems(address, fulfilment)
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
    const undeliverable =
      fulfilment === 'delivery' ? deliveryBlock(delivery.quote, address.zipcode) : null
    if (undeliverable) {
      setNotice({ kind: 'error', text: undeliverable, about: 'zipcode' })
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
    setNotice(null)
    try {
      const result = await placing.mutateAsync({ order, idempotencyKey: key })
      idempotency.settle()
      rememberOrder(result.trackingCode, order.address.phone)
      const sending = onAccepted?.(address)
      if (order.paymentMethod === 'online' && result.paymentUrl) {
        // Paid online (issue 22 §1): the cart and its code stay until the payment is confirmed
        // (the success page empties them); the provider's page takes the guest from here.
        rememberPendingPayment({
          code: result.trackingCode,
          phone: order.address.phone,
          promo: Boolean(order.promoCode),
          cart: quantities,
        })
        setRedirecting(true)
        // A new address saved to the account is sent before the page is left (which cancels it).
        await settledWithin(sending, SENDING_BEFORE_LEAVING_MS)
        leaveFor(result.paymentUrl)
        return
      }
      // Used: the next order starts without it.
      if (order.promoCode) forgetPromo()
      onPlaced({
        trackingCode: result.trackingCode,
        phone: order.address.phone,
        subtotalCents,
        feeCents: delivery.feeCents,
        amountCents: toCents(typeof result.amount === 'number' ? result.amount : order.amount),
        // The estimate the server told (issue 11 §5); SPEC's when an older answer has none, or
        // for a pickup its lead time (issue 19 §2.5).
        estimate:
          result.estimate ??
          (fulfilment !== 'delivery' && pace.data
            ? pickupEstimate(pace.data.kitchen, pace.data.pickupLeadMinutes)
            : BASE_ESTIMATE),
        ...(result.promoCode && typeof result.discount === 'number'
          ? { promoCode: result.promoCode, discountCents: toCents(result.discount) }
          : {}),
        fulfilment,
        dueAt: result.dueAt ?? null,
        ...(order.paymentMethod === 'card' ? { paymentMethod: 'card' as const } : {}),
      })
    } catch (error) {
      const problem = orderProblem(error)
      // The provider could not be reached (502 PAYMENT_UNAVAILABLE): the server cancelled that
      // order, a definite answer; the next try is a new order (issue 22 §1).
      const paymentDown =
        problem.kind === 'server' && problem.refusal.code === 'PAYMENT_UNAVAILABLE'
      if (!isUncertain(problem) || paymentDown) idempotency.settle()
      // usePlaceOrder has already corrected the hours (closed) or refetches the menu (prices).
      if (problem.kind === 'prices') {
        const changes = sent.flatMap((line, index) => {
          const now = problem.lines[index]?.priceCents
          if (now === undefined || !Number.isFinite(now) || now === line.unitPriceCents) return []
          return [
            { key: line.key, name: lineName(line), oldCents: line.unitPriceCents, newCents: now },
          ]
        })
        // The server tells nothing of a code until the amount is right (issue 19 §1.1): with
        // the prices the guest saw still holding, it is the code that went (paused or deleted).
        if (order.promoCode && changes.length === 0) {
          setNotice({ kind: 'promo', text: errorText(refusalFor('PROMO_CODE_UNKNOWN')) })
        } else {
          setNotice({
            kind: 'prices',
            // The server's total is before any code: with one, the summary shows the new total.
            totalCents: order.promoCode ? null : problem.amountCents,
            changes,
          })
        }
      } else if (isPromoRefusal(error)) {
        // Expired or used up since the cart's check: said by its reason, nothing stored.
        setNotice({ kind: 'promo', text: promoRefusalText(error) })
      } else {
        const text = describe(problem)
        // A slot that filled up or went: the nearest free ones, and the full ones read again.
        const freeSlots =
          error instanceof ApiError && Array.isArray(error.body.freeSlots)
            ? error.body.freeSlots.filter((slot: unknown) => typeof slot === 'string')
            : undefined
        setNotice({ kind: 'error', text, ...(freeSlots ? { freeSlots } : {}) })
        if (freeSlots) void refetchConfigView(queryClient, orderingOptionsKey)
        // Refused by area: the areas may have changed since they were read.
        if (problem.kind === 'server' && refusedByArea(problem.refusal))
          void refetchConfigView(queryClient, deliveryAreasKey)
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
    }
  }

  /** Goes on without the refused code: the summary's total drops the discount, the guest orders again. */
  function dropPromo() {
    forgetPromo()
    setNotice({ kind: 'error', text: t('promo.dropped') })
  }

  return {
    submit,
    submitting: placing.isPending || redirecting,
    redirecting,
    notice,
    fieldErrors,
    clearFieldError,
    dropPromo,
  }
}
