import { promoCheck } from '@quan/domain/api/addresses'
import type { PromoCheckBody } from '@quan/domain/promo-codes'
import {
  appliedPromoDiscountCents,
  appliedPromoFoodDiscountCents,
  appliedPromoShape,
  type AppliedPromo,
} from '@quan/domain/promo-codes'
import { useSyncExternalStore } from 'react'
import { call } from '../api/client'
import { useHydrated } from '../ssr/hydrated'

/**
 * The promo code applied on the cart page (issue 11 §4), carried to the checkout as the postal
 * code is: kept on this device with the terms the check answered, so the discount follows the
 * cart as it changes without asking the server again. The server decides again at placement.
 */
export const PROMO_KEY = 'appliedPromoCode'

const listeners = new Set<() => void>()
let lastRaw: string | null = null
let lastValue: AppliedPromo | null = null

function storedRaw(): string | null {
  try {
    return localStorage.getItem(PROMO_KEY)
  } catch {
    return null
  }
}

/** The stored code, the same object while the stored text is the same (a stable snapshot). */
function snapshot(): AppliedPromo | null {
  const raw = storedRaw()
  if (raw === lastRaw) return lastValue
  lastRaw = raw
  let parsed: unknown = null
  try {
    parsed = raw ? JSON.parse(raw) : null
  } catch {
    // Not ours, or from an older version: as if nothing were applied.
  }
  const checked = appliedPromoShape.safeParse(parsed)
  lastValue = checked.success ? checked.data : null
  return lastValue
}

function store(promo: AppliedPromo | null) {
  try {
    if (promo) localStorage.setItem(PROMO_KEY, JSON.stringify(promo))
    else localStorage.removeItem(PROMO_KEY)
  } catch {
    // Storage refused (private mode): the code holds on this page only.
    lastRaw = promo ? JSON.stringify(promo) : null
    lastValue = promo
  }
  for (const listener of listeners) listener()
}

export const rememberPromo = (promo: AppliedPromo) => store(promo)
export const forgetPromo = () => store(null)

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The applied code, read only after hydration: during it the page must render as the server
 * did, and the server knows no code (see shared/ssr/hydrated.tsx).
 */
export function useAppliedPromo(): AppliedPromo | null {
  const hydrated = useHydrated()
  const promo = useSyncExternalStore(subscribe, snapshot, () => null)
  return hydrated ? promo : null
}

/** What the applied code takes off this cart now; 0 below its minimum. */
export function promoDiscountCents(
  promo: AppliedPromo | null,
  subtotalCents: number,
  feeCents: number,
): number {
  return promo ? appliedPromoDiscountCents(promo, subtotalCents, feeCents) : 0
}

/**
 * What the applied code takes off the food alone: the delivery area's minimum and free delivery
 * count the food after it (issue 19 §1.6).
 */
export function promoFoodDiscountCents(promo: AppliedPromo | null, subtotalCents: number): number {
  return promo ? appliedPromoFoodDiscountCents(promo, subtotalCents) : 0
}

/** POST /api/promo/check: the code's terms and discount, or a refusal by its code. */
export function checkPromoCode(check: PromoCheckBody) {
  return call(promoCheck, { body: check, auth: true })
}
