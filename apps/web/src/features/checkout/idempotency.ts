import { useCallback, useRef } from 'react'

/**
 * A random key. crypto.randomUUID exists only on secure pages (https, localhost); a shop opened
 * over plain http on a LAN still gets 128 random bits from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

/**
 * One Idempotency-Key per attempt. The key is kept while the outcome of an attempt is unknown
 * (no answer, or a 5xx), and reused only if the very same order is sent again; a changed form or
 * cart is a new attempt with a new key, as is anything after a definite answer.
 */
export function useIdempotencyKey() {
  const pending = useRef<{ key: string; order: string } | null>(null)

  const keyFor = useCallback((order: string) => {
    if (pending.current?.order !== order) pending.current = { key: newIdempotencyKey(), order }
    return pending.current.key
  }, [])

  /** The attempt got a definite answer (success or refusal): the next one is new. */
  const settle = useCallback(() => {
    pending.current = null
  }, [])

  return { keyFor, settle }
}
