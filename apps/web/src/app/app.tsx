import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import '../i18n/i18n'
import { AuthProvider } from '../shared/auth/auth'
import { CartProvider } from '../shared/cart/cart'
import { AppRoutes } from './router'

export function App() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
      }),
  )
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <CartProvider>
          {/* The first paint waits for the active language's common texts (a few KB). */}
          <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
            <AppRoutes />
          </Suspense>
        </CartProvider>
      </AuthProvider>
    </QueryClientProvider>
  )
}
