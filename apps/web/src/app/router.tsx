import { lazy, type ComponentType } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router'
import { ErrorBoundary } from './error-boundary'
import { ErrorScreen } from './error-screen'
import { RootLayout } from './layout/root-layout'

// Each screen module exports `Component`; each is a chunk of its own, so a guest downloads only
// the screens they open and the admin area never reaches a shopper. Declarative routes rather
// than the data router: the shop loads its data with TanStack Query, and the data router's
// 15 KB gzip did not fit the first visit's budget (docs/decisions/004).
const screen = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })))

const HomePage = screen(() => import('../features/home/home-page'))
const MenuPage = screen(() => import('../features/menu/menu-page'))
const AboutPage = screen(() => import('../features/about/about-page'))
const ContactPage = screen(() => import('../features/contact/contact-page'))
const ReservationPage = screen(() => import('../features/reservation/reservation-page'))
const CartPage = screen(() => import('../features/cart/cart-page'))
const CheckoutPage = screen(() => import('../features/checkout/checkout-page'))
const MyOrdersPage = screen(() => import('../features/my-orders/my-orders-page'))
const TrackPage = screen(() => import('../features/track/track-page'))
const AdminPage = screen(() => import('../features/admin/admin-page'))
const NotFoundPage = screen(() => import('./not-found-page'))

export function AppRoutes() {
  return (
    <ErrorBoundary fallback={(error) => <ErrorScreen error={error} />}>
      <BrowserRouter>
        <Routes>
          <Route element={<RootLayout />}>
            <Route index element={<HomePage />} />
            <Route path="menu" element={<MenuPage />} />
            <Route path="about" element={<AboutPage />} />
            <Route path="contact" element={<ContactPage />} />
            <Route path="reservation" element={<ReservationPage />} />
            <Route path="cart" element={<CartPage />} />
            <Route path="order" element={<CheckoutPage />} />
            <Route path="myorders" element={<MyOrdersPage />} />
            <Route path="track-order" element={<TrackPage />} />
            <Route path="admin" element={<AdminPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </ErrorBoundary>
  )
}
