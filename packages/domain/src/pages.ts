/**
 * Every page of the shop (SPEC §2) by its name, once: the web's router draws its routes from it
 * and the server answers exactly these paths with the app (issue 10 §3).
 */
export const PAGES = {
  home: '/',
  menu: '/menu',
  about: '/about',
  contact: '/contact',
  reservation: '/reservation',
  cart: '/cart',
  checkout: '/order',
  myOrders: '/myorders',
  track: '/track-order',
  admin: '/admin',
  /** The restaurant's legal pages (issue 22 §2), which the owner writes in Settings. */
  terms: '/terms',
  privacy: '/privacy',
  allergens: '/allergens',
} as const

export type PageName = keyof typeof PAGES
export type PagePath = (typeof PAGES)[PageName]

/**
 * The back office stays an area of the browser (issue 9): it is all behind the admin's login,
 * so there is nothing a server could render for it, and its chunk never reaches a guest.
 */
export const BROWSER_ONLY_PAGES: readonly PagePath[] = [PAGES.admin]

/** Every page a guest can open, as the server renders them (the back office aside). */
export const PUBLIC_PAGES: readonly PagePath[] = Object.values(PAGES).filter(
  (path) => !BROWSER_ONLY_PAGES.includes(path),
)
