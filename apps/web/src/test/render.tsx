import type { Restaurant } from '@quan/domain/restaurant'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import i18next from 'i18next'
import { StrictMode, type ReactElement } from 'react'
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router'
import { DEMO_RESTAURANT } from '@quan/domain/restaurant'
import { TOKEN_KEY } from '../shared/api/client'
import { restaurantKey } from '../shared/restaurant'
import { AuthProvider } from '../shared/auth/auth'
import { CartProvider } from '../shared/cart/cart'

export interface RenderOptions {
  /** The URL the screen is shown at. */
  route?: string
  /** Other routes the screen may navigate to, rendered as their path in a <p>. */
  otherPaths?: string[]
  /** Link state the screen was opened with (as `navigate(path, { state })` gives it). */
  state?: unknown
  token?: string
  language?: 'en' | 'vi' | 'sk'
  /** The restaurant as set up (the demo's when not given). */
  restaurant?: Restaurant
}

/** Keeps the memory router's current location where a test can read it. */
function LocationProbe({ into }: { into: { location?: Location } }) {
  into.location = useLocation()
  return null
}

/**
 * Renders a screen as the app does in development: StrictMode (effects run, are cleaned up and run
 * again, so one that sends a request twice shows it), query cache, account, cart and router.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const route = options.route ?? '/'
  if (options.token) localStorage.setItem(TOKEN_KEY, options.token)
  void i18next.changeLanguage(options.language ?? 'en')
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // As every server-rendered page brings it.
  queryClient.setQueryData(restaurantKey, options.restaurant ?? DEMO_RESTAURANT)
  const path = route.split('?')[0]!
  const current: { location?: Location } = {}
  const result = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <CartProvider>
            <MemoryRouter
              initialEntries={[
                { pathname: path, search: route.slice(path.length), state: options.state },
              ]}
            >
              <LocationProbe into={current} />
              <Routes>
                <Route path={path} element={ui} />
                {(options.otherPaths ?? []).map((other) => (
                  <Route key={other} path={other} element={<p>at {other}</p>} />
                ))}
              </Routes>
            </MemoryRouter>
          </CartProvider>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  )
  // `router.state.location`: where the screen has navigated to.
  const router = {
    get state() {
      return { location: current.location! }
    },
  }
  return { ...result, router, queryClient }
}
