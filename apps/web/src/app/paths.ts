/** Every URL of the shop, once. */
export const paths = {
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
} as const

export type PathName = keyof typeof paths

/** API calls (SPEC §7), relative to the page's own origin. */
export const api = {
  foods: '/api/food/list?forUser=true',
  adminFoods: '/api/food/list',
  categories: '/api/category',
  cartAdd: '/api/cart/add',
  cartRemove: '/api/cart/remove',
  cartGet: '/api/cart/get',
  login: '/api/user/login',
  register: '/api/user/register',
  me: '/api/user/me',
  placeOrder: '/api/order/place',
  userOrders: '/api/order/userorders',
  lookupOrders: '/api/order/track',
  trackOrder: '/api/orders/track',
  contact: '/api/contact',
  reservation: '/api/reservation',
  config: '/api/config',
  removeFood: '/api/food/remove',
} as const

/** A dish or category picture: absolute URLs as they are, file names from the server. */
export function imageUrl(image: string | undefined | null): string | undefined {
  if (!image) return undefined
  if (/^https?:\/\//.test(image)) return image
  return `/images/${encodeURIComponent(image)}`
}
