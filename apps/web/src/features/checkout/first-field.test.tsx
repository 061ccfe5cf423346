import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HydrationMarker, startHydration } from '../../shared/ssr/hydrated'
import { mockApi } from '../../test/mock-api'
import { foodList, phoAndTea, shopConfig, storeGuestCart } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as CheckoutPage } from './checkout-page'
import { useState } from 'react'

afterEach(() => vi.unstubAllGlobals())

/** The checkout as the server's HTML is taken over: live only once `go()` is called. */
let go = () => {}
function Hydrating() {
  const [live, setLive] = useState(false)
  go = () => setLive(true)
  return (
    <>
      <CheckoutPage />
      {live && <HydrationMarker />}
    </>
  )
}

// Issue 19 §2.7, SPEC §2: on a phone the first field has focus, so the keyboard is up at once.
describe('the checkout’s first field on a phone', () => {
  it('has the focus on a direct load, once the page is live and its fields enabled', async () => {
    storeGuestCart({ tea: 1 })
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 768px)' }))
    mockApi({
      'GET /api/food/list': foodList(phoAndTea),
      'GET /api/config': () => shopConfig(),
    })
    startHydration()
    renderWithProviders(<Hydrating />, { route: '/order', otherPaths: ['/'] })
    const first = screen.getByLabelText('First name')
    expect(first).toBeDisabled()
    act(() => go())
    await waitFor(() => expect(first).toBeEnabled())
    await waitFor(() => expect(first).toHaveFocus())
  })
})
