import { lazy, Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'
import { ErrorBoundary } from '../error-boundary'
import { ErrorScreen } from '../error-screen'
import { useAuth } from '../../shared/auth/auth'
import { useCart } from '../../shared/cart/cart'
import { HydrationMarker, Later } from '../../shared/ssr/hydrated'
import { announce, Announcer } from '../../shared/ui/announcer'
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
  usePageChangeFocus(pathname)
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
            <HydrationMarker />
          </Suspense>
        </ErrorBoundary>
      </main>
      {/* Below the fold on every page: hydrated after the first screen (issue 24 §1). */}
      <Later>
        <Footer />
      </Later>
      <FloatingCartButton />
      <Announcer />
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

/**
 * After a page change inside the app (not on the first load), focus moves to the new page's
 * heading and its title is announced, as a screen reader does on a real page load (WCAG 2.4.3,
 * 4.1.3): otherwise focus stays on a link that is gone, which is the page body.
 */
function usePageChangeFocus(pathname: string) {
  // The path focus was last settled for: the first load's, so that StrictMode running the effect
  // twice on mount does not take the second run for a page change.
  const settled = useRef(pathname)
  useEffect(() => {
    if (settled.current === pathname) return
    settled.current = pathname
    const main = document.getElementById('main')
    // At once onto main, so focus is never on the body while the screen's chunk or data arrives.
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true })
    let frame = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const started = Date.now()
    function settle() {
      const heading = main?.querySelector('h1')
      if (!heading && Date.now() - started < 5000) {
        frame = requestAnimationFrame(settle)
        return
      }
      // Only if the guest has not gone elsewhere meanwhile.
      const active = document.activeElement
      if (heading instanceof HTMLElement && (active === main || active === document.body)) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
        heading.focus({ preventScroll: true })
      }
      // The screen sets its title in an effect, which may run after this frame.
      timer = setTimeout(() => announce(document.title), 150)
    }
    frame = requestAnimationFrame(settle)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [pathname])
}
