/**
 * A tap before the page is live (issue 19 §2.6). A server-rendered page shows its buttons at
 * once, but on a slow phone the app that answers them arrives seconds later, and a tap meanwhile
 * did nothing. From the page's first, tiny script on, a tap on a button that only the app can
 * answer (type="button") is held: marked at once (`data-tapped`, styled in theme.css) so the
 * guest sees it was taken, and made again once the page is live. Only the last tap counts.
 * Links, and submit buttons of forms that work without a script, are left to the browser.
 */
let held: HTMLButtonElement | null = null
let listening = false

function hold(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null
  const button = target?.closest<HTMLButtonElement>('button[type="button"]')
  if (!button || button.disabled) return
  // Neither the browser nor a half-hydrated app acts on it now: it is made once, when live.
  event.preventDefault()
  event.stopPropagation()
  held?.removeAttribute('data-tapped')
  held = button
  button.setAttribute('data-tapped', '')
}

/** Called by the page's entry, before the app is fetched. */
export function holdEarlyTaps() {
  if (listening) return
  listening = true
  document.addEventListener('click', hold, true)
}

/** Called once the page is live: taps go straight to the app, and a held one is made now. */
export function replayEarlyTaps() {
  if (listening) document.removeEventListener('click', hold, true)
  listening = false
  const button = held
  held = null
  if (!button) return
  button.removeAttribute('data-tapped')
  if (button.isConnected && !button.disabled) button.click()
}
