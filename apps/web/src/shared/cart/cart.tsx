import { cartAdd, cartGet, cartRemove } from '@quan/domain/api/addresses'
import type { Food } from '@quan/domain/answers'
import { cartKey, cartSubtotalCents, MAX_LINE_QUANTITY, parseCartKey } from '@quan/domain/cart'
import type { SelectedOptions } from '@quan/domain/food'
import { currentImage, resolveSelection, unitPriceCents } from '@quan/domain/pricing'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { call } from '../api/client'
import { useAuth } from '../auth/auth'
import { useFoods } from '../menu/queries'
import { useHydrated } from '../ssr/hydrated'
import { pricedFood } from '../menu/types'

/** One line of the cart, priced from the current menu by the domain's rules. */
export interface CartLine {
  key: string
  food: Food
  quantity: number
  selection: SelectedOptions
  unitPriceCents: number
  image: string | undefined
}

interface CartValue {
  /** Cart key → quantity (SPEC §3). */
  quantities: Record<string, number>
  lines: CartLine[]
  count: number
  subtotalCents: number
  /**
   * False while a logged-in customer's server cart (or the menu that prices it) is still on its
   * way, so a screen does not mistake 'not loaded yet' for 'empty' (checkout redirects on empty).
   */
  ready: boolean
  quantityOf(key: string): number
  /** Adds one of a dish, with the chosen options for a dish that has them. */
  add(foodId: string, selection?: SelectedOptions): void
  /**
   * Adds whole lines at once ("Order again", issue 24 §3): each key by its quantity, a line
   * already in the cart up to the line cap.
   */
  addLines(lines: readonly { key: string; quantity: number }[]): void
  /** Takes one away; the line goes at zero. */
  remove(key: string): void
  /** Takes the whole line away. */
  removeLine(key: string): void
  clear(): void
  /** The cart popup (SPEC §2), opened from the navbar and the floating cart button. */
  popupOpen: boolean
  openPopup(): void
  closePopup(): void
}

const CartContext = createContext<CartValue | null>(null)
export const GUEST_CART_KEY = 'cart'

function readGuestCart(): Record<string, number> {
  try {
    const stored = JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '{}') as unknown
    if (!stored || typeof stored !== 'object') return {}
    return Object.fromEntries(
      Object.entries(stored).filter(
        ([key, quantity]) => parseCartKey(key) && Number.isInteger(quantity) && quantity > 0,
      ),
    ) as Record<string, number>
  } catch {
    return {}
  }
}

/** A guest cart filled before logging in is added to the server's, which is then loaded. */
async function adoptGuestCart(): Promise<Record<string, number>> {
  const guest = readGuestCart()
  for (const [key, quantity] of Object.entries(guest)) {
    for (let i = 0; i < quantity; i++) {
      await call(cartAdd, { body: { itemId: key }, auth: true }).catch(() => {})
    }
  }
  localStorage.removeItem(GUEST_CART_KEY)
  const { cartData } = await call(cartGet, { auth: true })
  return cartData
}

/**
 * A guest's cart lives in local storage and survives a reload; a customer's cart is the
 * server's: every add and remove is also sent, and logging in loads it (a guest cart filled
 * before logging in is added to it first, so nothing chosen is lost).
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { token } = useAuth()
  // A server-rendered page shows no cart (it cannot know it): the guest's cart is read from
  // local storage once the page is hydrated, and only then written back; the menu that prices
  // it is fetched then too, where the page did not bring it.
  const hydrated = useHydrated()
  const foods = useFoods({ enabled: hydrated })
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    hydrated ? readGuestCart() : {},
  )
  const [restored, setRestored] = useState(hydrated)
  if (hydrated && !restored) {
    setRestored(true)
    // A dish chosen after the first screen answered but before all of the page was hydrated
    // (issue 24 §1) is added to the stored cart, not dropped for it.
    setQuantities((chosen) => {
      const stored = readGuestCart()
      for (const [key, quantity] of Object.entries(chosen)) {
        stored[key] = (stored[key] ?? 0) + quantity
      }
      return stored
    })
  }
  // The adoption of a login's cart, started once per token: StrictMode runs the effect below twice,
  // and the second run must wait for the same requests rather than send them again.
  const adoption = useRef<{ token: string; cart: Promise<Record<string, number>> } | null>(null)
  const [popupOpen, setPopupOpen] = useState(false)
  const [serverCartOf, setServerCartOf] = useState<string | null>(null)

  useEffect(() => {
    if (!token) {
      if (adoption.current) {
        // Logged out: the customer's cart stays on the server, the device starts empty.
        adoption.current = null
        setQuantities({})
      }
      return
    }
    if (adoption.current?.token !== token) {
      adoption.current = { token, cart: adoptGuestCart() }
    }
    let cancelled = false
    adoption.current.cart
      .then((cart) => {
        if (!cancelled) setQuantities(cart)
      })
      .catch(() => {})
      .finally(() => {
        if (!cancelled) setServerCartOf(token)
      })
    return () => {
      cancelled = true
    }
  }, [token])

  useEffect(() => {
    if (!token && restored) localStorage.setItem(GUEST_CART_KEY, JSON.stringify(quantities))
  }, [quantities, token, restored])

  const send = useCallback(
    (address: typeof cartAdd | typeof cartRemove, key: string) => {
      if (token) void call(address, { body: { itemId: key }, auth: true }).catch(() => {})
    },
    [token],
  )

  const add = useCallback(
    (foodId: string, selection?: SelectedOptions) => {
      const key = cartKey(
        foodId,
        selection && Object.keys(selection).length ? selection : undefined,
      )
      // Decided from the cart as shown, and sent from here, not from the state updater
      // (StrictMode calls updaters twice): a line already full changes nothing and sends nothing.
      if ((quantities[key] ?? 0) >= MAX_LINE_QUANTITY) return
      setQuantities((current) => {
        const quantity = current[key] ?? 0
        if (quantity >= MAX_LINE_QUANTITY) return current
        return { ...current, [key]: quantity + 1 }
      })
      send(cartAdd, key)
    },
    [send, quantities],
  )

  const addLines = useCallback(
    (added: readonly { key: string; quantity: number }[]) => {
      // Worked out from the cart as shown and sent from here, as add does.
      const next = { ...quantities }
      for (const { key, quantity } of added) {
        const before = next[key] ?? 0
        const after = Math.min(before + quantity, MAX_LINE_QUANTITY)
        next[key] = after
        for (let one = before; one < after; one++) send(cartAdd, key)
      }
      setQuantities(next)
    },
    [send, quantities],
  )

  const remove = useCallback(
    (key: string) => {
      // As add: nothing to take away sends nothing.
      if (!quantities[key]) return
      setQuantities((current) => {
        const quantity = current[key] ?? 0
        if (quantity <= 1) {
          const { [key]: _gone, ...rest } = current
          return rest
        }
        return { ...current, [key]: quantity - 1 }
      })
      send(cartRemove, key)
    },
    [send, quantities],
  )

  const removeLine = useCallback(
    (key: string) => {
      // Sent from here, not from the state updater: StrictMode calls updaters twice.
      for (let i = 0; i < (quantities[key] ?? 0); i++) send(cartRemove, key)
      setQuantities((current) => {
        const { [key]: _gone, ...rest } = current
        return rest
      })
    },
    [send, quantities],
  )

  const clear = useCallback(() => {
    setQuantities({})
    localStorage.removeItem(GUEST_CART_KEY)
  }, [])

  const lines = useMemo(() => {
    const byId = new Map((foods.data ?? []).map((food) => [food._id, food]))
    const result: CartLine[] = []
    for (const [key, quantity] of Object.entries(quantities)) {
      const parsed = parseCartKey(key)
      const food = parsed && byId.get(parsed.foodId)
      if (!food || quantity <= 0) continue
      const priced = pricedFood(food)
      const resolved = resolveSelection(priced, parsed.selection)
      if (!resolved.ok) continue
      result.push({
        key,
        food,
        quantity,
        selection: resolved.selection,
        unitPriceCents: unitPriceCents(priced, resolved.selection),
        image: currentImage(priced, resolved.selection),
      })
    }
    return result
  }, [quantities, foods.data])

  const value = useMemo<CartValue>(
    () => ({
      quantities,
      lines,
      count: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotalCents: cartSubtotalCents(
        lines.map((line) => ({ priceCents: line.unitPriceCents, quantity: line.quantity })),
      ),
      ready: restored && (!token || serverCartOf === token) && !foods.isPending,
      quantityOf: (key) => quantities[key] ?? 0,
      add,
      addLines,
      remove,
      removeLine,
      clear,
      popupOpen,
      openPopup: () => setPopupOpen(true),
      closePopup: () => setPopupOpen(false),
    }),
    [
      quantities,
      lines,
      add,
      addLines,
      remove,
      removeLine,
      clear,
      popupOpen,
      token,
      serverCartOf,
      foods.isPending,
      restored,
    ],
  )
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartValue {
  const value = useContext(CartContext)
  if (!value) throw new Error('useCart needs a CartProvider')
  return value
}
