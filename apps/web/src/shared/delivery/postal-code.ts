import { useEffect, useRef } from 'react'
import { useHydrated } from '../ssr/hydrated'

/** The postal code typed on the cart page, so the checkout need not ask for it again. */
export const POSTAL_CODE_KEY = 'deliveryPostalCode'

function rememberedPostalCode(): string {
  try {
    return localStorage.getItem(POSTAL_CODE_KEY) ?? ''
  } catch {
    return ''
  }
}

export function rememberPostalCode(code: string) {
  try {
    localStorage.setItem(POSTAL_CODE_KEY, code)
  } catch {
    // Storage refused (private mode): the checkout asks again, nothing more is lost.
  }
}

/**
 * Hands the remembered postal code to `fill` once, after hydration: read during it, the first
 * render would differ from the server's HTML (see shared/ssr/hydrated.tsx).
 */
export function useRememberedPostalCode(fill: (code: string) => void) {
  const hydrated = useHydrated()
  const done = useRef(false)
  useEffect(() => {
    if (!hydrated || done.current) return
    done.current = true
    const code = rememberedPostalCode()
    if (code) fill(code)
  }, [hydrated, fill])
}
