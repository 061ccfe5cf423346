import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { paths } from '../config/paths'

type ScreenModule = { Component: ComponentType }

export interface Screen {
  Component: LazyExoticComponent<ComponentType>
  /** Fetches the screen's chunk; once it is here, the screen renders without suspending. */
  preload(): Promise<unknown>
  /** Its module, as the build's manifest names it: the server links its script and styles. */
  source: string
}

/**
 * Each screen module exports `Component` and is a chunk of its own, so a guest downloads only
 * the screens they open and the admin area never reaches a shopper. A screen already fetched
 * (preload) is handed to React.lazy as a thenable that has settled, so the browser can hydrate
 * the server's HTML at once instead of suspending on a chunk it already holds.
 */
function screen(source: string, load: () => Promise<ScreenModule>): Screen {
  let loaded: ComponentType | undefined
  const preload = () =>
    load().then((module) => {
      loaded = module.Component
      return loaded
    })
  const Component = lazy(() =>
    loaded
      ? // A settled thenable: React.lazy reads it in the same render.
        ({
          then: (resolve: (value: { default: ComponentType }) => void) =>
            resolve({ default: loaded! }),
        } as Promise<{
          default: ComponentType
        }>)
      : preload().then((component) => ({ default: component })),
  )
  return { Component, preload, source }
}

/** A screen of the legal pages' one module. */
const legalScreen = () =>
  screen('src/features/legal/legal-page.tsx', () => import('../features/legal/legal-page'))

export const screens = {
  home: screen('src/features/home/home-page.tsx', () => import('../features/home/home-page')),
  menu: screen('src/features/menu/menu-page.tsx', () => import('../features/menu/menu-page')),
  about: screen('src/features/about/about-page.tsx', () => import('../features/about/about-page')),
  contact: screen(
    'src/features/contact/contact-page.tsx',
    () => import('../features/contact/contact-page'),
  ),
  reservation: screen(
    'src/features/reservation/reservation-page.tsx',
    () => import('../features/reservation/reservation-page'),
  ),
  cart: screen('src/features/cart/cart-page.tsx', () => import('../features/cart/cart-page')),
  checkout: screen(
    'src/features/checkout/checkout-page.tsx',
    () => import('../features/checkout/checkout-page'),
  ),
  myOrders: screen(
    'src/features/my-orders/my-orders-page.tsx',
    () => import('../features/my-orders/my-orders-page'),
  ),
  track: screen('src/features/track/track-page.tsx', () => import('../features/track/track-page')),
  admin: screen('src/features/admin/admin-page.tsx', () => import('../features/admin/admin-page')),
  // The legal pages (issue 22 §2): one module, which reads which of them from the address.
  terms: legalScreen(),
  privacy: legalScreen(),
  allergens: legalScreen(),
  notFound: screen('src/app/not-found-page.tsx', () => import('./not-found-page')),
} satisfies Record<string, Screen>

/** The screen a path shows (the not-found screen for any other path). */
export function screenAt(pathname: string): Screen {
  const path = pathname.replace(/\/+$/, '') || '/'
  const name = (Object.keys(paths) as (keyof typeof paths)[]).find((key) => paths[key] === path)
  return name ? screens[name] : screens.notFound
}
