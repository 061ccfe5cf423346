import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ErrorBoundary } from '../error-boundary'
import { ErrorScreen } from '../error-screen'
import { useAuth } from '../../shared/auth/auth'
import { useCart } from '../../shared/cart/cart'
import { FloatingCartButton } from './floating-cart-button'
import { Footer } from './footer'
import { Navbar } from './navbar'
import './root-layout.css'

// The popups are their own chunks, fetched the first time they open.
const LoginPopup = lazy(() => import('../../features/auth/login-popup'))
const CartPopup = lazy(() => import('../../features/cart/cart-popup'))

/** Every page: navbar, the screen, footer and the floating cart button (SPEC §2). */
export function RootLayout() {
  const { t } = useTranslation('common')
  const { loginOpen } = useAuth()
  const { popupOpen } = useCart()
  const { pathname } = useLocation()
  // A new screen starts at its top, as a new page would. In braces: Chromium's scrollTo now
  // returns a promise, which React would take for the effect's clean-up and call (issue 9).
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return (
    <>
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault()
          document.getElementById('main')?.focus()
        }}
      >
        {t('skipToContent')}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        {/* A screen waiting for its chunk or its texts keeps the navbar and footer on screen. */}
        <ErrorBoundary
          resetKey={pathname}
          fallback={(error) => <ErrorScreen error={error} inLayout />}
        >
          <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <FloatingCartButton />
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginPopup />
        </Suspense>
      )}
      {popupOpen && (
        <Suspense fallback={null}>
          <CartPopup />
        </Suspense>
      )}
    </>
  )
}
