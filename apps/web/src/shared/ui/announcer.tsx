import { useEffect, useState } from 'react'

// One polite live region for the whole app (WCAG 4.1.3): a change that moves nothing on screen
// (a dish added to the cart, a new page) is still said by a screen reader.
const listeners = new Set<(message: string) => void>()

/** Says `message` politely through the app's live region. */
export function announce(message: string) {
  for (const listener of listeners) listener(message)
}

/** The live region itself; rendered once, in the layout, so it exists before anything is said. */
export function Announcer() {
  const [message, setMessage] = useState('')
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    function listener(next: string) {
      // Emptied first, so the same sentence twice in a row is said twice.
      setMessage('')
      clearTimeout(timer)
      timer = setTimeout(() => setMessage(next), 50)
    }
    listeners.add(listener)
    return () => {
      clearTimeout(timer)
      listeners.delete(listener)
    }
  }, [])
  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="announcer">
      {message}
    </div>
  )
}
