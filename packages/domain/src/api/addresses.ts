/**
 * Where each route of the API is: its method and path, and nothing else. Kept apart from the
 * declarations (the other files here), which carry the schemas: the browser's first visit takes
 * only the addresses it calls, not zod. Each route is one export, so a bundle keeps only those
 * it uses; its declaration names it and adds what it takes and answers.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface Address {
  readonly method: HttpMethod
  /** `:name` marks a parameter, as Fastify reads it. */
  readonly path: string
}

const at = <const Method extends HttpMethod, const Path extends string>(
  method: Method,
  path: Path,
) => ({ method, path })

// The menu and the shop (SPEC §7)
export const foods = at('GET', '/api/food/list')
export const categories = at('GET', '/api/category')
export const editFood = at('PUT', '/api/food/edit/:id')
export const removeFood = at('DELETE', '/api/food/remove')
export const config = at('GET', '/api/config')
export const health = at('GET', '/api/health')

// Accounts and the server-side cart
export const register = at('POST', '/api/user/register')
export const login = at('POST', '/api/user/login')
export const me = at('GET', '/api/user/me')
export const cartAdd = at('POST', '/api/cart/add')
export const cartRemove = at('POST', '/api/cart/remove')
export const cartGet = at('POST', '/api/cart/get')

// Orders
export const placeOrder = at('POST', '/api/order/place')
export const userOrders = at('POST', '/api/order/userorders')
export const lookupOrders = at('POST', '/api/order/track')
export const trackOrder = at('POST', '/api/orders/track')
export const trackStream = at('GET', '/api/orders/track/stream')
export const promoCheck = at('POST', '/api/promo/check')

// Bookings and messages
export const reservation = at('POST', '/api/reservation')
export const contact = at('POST', '/api/contact')

// The back office
export const today = at('GET', '/api/admin/today')
export const adminOrders = at('GET', '/api/admin/orders')
export const adminOrdersStream = at('GET', '/api/admin/orders/stream')
export const orderStatus = at('POST', '/api/admin/orders/:id/status')
export const orderPayment = at('POST', '/api/admin/orders/:id/payment')
export const adminReservations = at('GET', '/api/admin/reservations')
export const confirmBooking = at('POST', '/api/admin/reservations/:id/confirm')
export const cancelBooking = at('POST', '/api/admin/reservations/:id/cancel')
export const adminMessages = at('GET', '/api/admin/messages')
export const messageHandled = at('POST', '/api/admin/messages/:id/handled')
export const createDish = at('POST', '/api/admin/foods')
export const updateDish = at('PUT', '/api/admin/foods/:id')
export const archiveDish = at('POST', '/api/admin/foods/:id/archive')
export const restoreDish = at('POST', '/api/admin/foods/:id/restore')
export const dishSoldOut = at('PUT', '/api/admin/foods/:id/sold-out')
export const createCategory = at('POST', '/api/admin/categories')
export const reorderCategories = at('PUT', '/api/admin/categories/order')
export const updateCategory = at('PUT', '/api/admin/categories/:id')
export const uploadImage = at('POST', '/api/admin/images')
export const promoCodes = at('GET', '/api/admin/promo-codes')
export const createPromoCode = at('POST', '/api/admin/promo-codes')
export const editPromoCode = at('PUT', '/api/admin/promo-codes/:code')
export const promoActive = at('POST', '/api/admin/promo-codes/:code/active')
export const removePromoCode = at('DELETE', '/api/admin/promo-codes/:code')
export const deliveryAreas = at('GET', '/api/admin/delivery-areas')
export const saveDeliveryAreas = at('PUT', '/api/admin/delivery-areas')
export const ordering = at('GET', '/api/admin/ordering')
export const saveOrdering = at('PUT', '/api/admin/ordering')
export const kitchen = at('GET', '/api/admin/kitchen')
export const saveKitchen = at('PUT', '/api/admin/kitchen')

/**
 * The address with its parameters filled in: `/api/admin/foods/:id` with `{ id: 'a b' }` is
 * `/api/admin/foods/a%20b`. A parameter left out is an error, not a request to a wrong URL.
 */
export function pathWith(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${path} needs :${name}`)
    return encodeURIComponent(value)
  })
}
