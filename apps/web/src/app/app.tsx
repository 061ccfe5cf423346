import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Suspense, type ReactNode } from 'react'
import { AuthProvider } from '../shared/auth/auth'
import { CartProvider } from '../shared/cart/cart'
import { ErrorBoundary } from './error-boundary'
import { ErrorScreen } from './error-screen'
import { AppRoutes } from './router'

export const QUERY_DEFAULTS = {
  queries: { refetchOnWindowFocus: false, retry: 1 },
} as const

/**
 * The whole shop under its providers, inside the router the caller gives: BrowserRouter in the
 * browser (boot.tsx), StaticRouter on the server (entry-server.tsx). Both render this same tree
 * (useId's ids come from a component's place in it, and must match for hydration).
 */
export function App({
  queryClient,
  router: Router,
}: {
  queryClient: QueryClient
  router(props: { children: ReactNode }): ReactNode
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <CartProvider>
          {/* In the browser alone, the first paint waits for the language's common texts. */}
          <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
            <ErrorBoundary fallback={(error) => <ErrorScreen error={error} />}>
              <Router>
                <AppRoutes />
              </Router>
            </ErrorBoundary>
          </Suspense>
        </CartProvider>
      </AuthProvider>
    </QueryClientProvider>
  )
}
