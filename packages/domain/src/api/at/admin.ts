import type { Address } from '../addresses'

// Where the back office's routes are: the shop's pages never load this module.

// The back office
export const editFood = { method: 'PUT', path: '/api/food/edit/:id' } as const satisfies Address
export const removeFood = { method: 'DELETE', path: '/api/food/remove' } as const satisfies Address
export const today = { method: 'GET', path: '/api/admin/today' } as const satisfies Address
export const adminOrders = { method: 'GET', path: '/api/admin/orders' } as const satisfies Address
export const adminOrdersStream = {
  method: 'GET',
  path: '/api/admin/orders/stream',
} as const satisfies Address
/** One order, whole, wherever it stands: its kitchen ticket's print view (issue 23 §2). */
export const adminOrder = {
  method: 'GET',
  path: '/api/admin/orders/:id',
} as const satisfies Address
export const orderStatus = {
  method: 'POST',
  path: '/api/admin/orders/:id/status',
} as const satisfies Address
export const orderPayment = {
  method: 'POST',
  path: '/api/admin/orders/:id/payment',
} as const satisfies Address
/** The late notice (issue 23 §1): tell the guest the order runs late. */
export const orderLate = {
  method: 'POST',
  path: '/api/admin/orders/:id/late',
} as const satisfies Address
export const adminReservations = {
  method: 'GET',
  path: '/api/admin/reservations',
} as const satisfies Address
export const confirmBooking = {
  method: 'POST',
  path: '/api/admin/reservations/:id/confirm',
} as const
export const cancelBooking = {
  method: 'POST',
  path: '/api/admin/reservations/:id/cancel',
} as const satisfies Address
export const adminMessages = {
  method: 'GET',
  path: '/api/admin/messages',
} as const satisfies Address
export const messageHandled = {
  method: 'POST',
  path: '/api/admin/messages/:id/handled',
} as const satisfies Address
export const createDish = { method: 'POST', path: '/api/admin/foods' } as const satisfies Address
export const updateDish = { method: 'PUT', path: '/api/admin/foods/:id' } as const satisfies Address
export const archiveDish = {
  method: 'POST',
  path: '/api/admin/foods/:id/archive',
} as const satisfies Address
export const restoreDish = {
  method: 'POST',
  path: '/api/admin/foods/:id/restore',
} as const satisfies Address
export const dishSoldOut = {
  method: 'PUT',
  path: '/api/admin/foods/:id/sold-out',
} as const satisfies Address
export const createCategory = {
  method: 'POST',
  path: '/api/admin/categories',
} as const satisfies Address
export const reorderCategories = {
  method: 'PUT',
  path: '/api/admin/categories/order',
} as const satisfies Address
export const updateCategory = {
  method: 'PUT',
  path: '/api/admin/categories/:id',
} as const satisfies Address
export const uploadImage = { method: 'POST', path: '/api/admin/images' } as const satisfies Address
export const promoCodes = {
  method: 'GET',
  path: '/api/admin/promo-codes',
} as const satisfies Address
export const createPromoCode = {
  method: 'POST',
  path: '/api/admin/promo-codes',
} as const satisfies Address
export const editPromoCode = {
  method: 'PUT',
  path: '/api/admin/promo-codes/:code',
} as const satisfies Address
export const promoActive = {
  method: 'POST',
  path: '/api/admin/promo-codes/:code/active',
} as const satisfies Address
export const removePromoCode = {
  method: 'DELETE',
  path: '/api/admin/promo-codes/:code',
} as const satisfies Address
export const deliveryAreas = {
  method: 'GET',
  path: '/api/admin/delivery-areas',
} as const satisfies Address
export const saveDeliveryAreas = {
  method: 'PUT',
  path: '/api/admin/delivery-areas',
} as const satisfies Address
export const ordering = { method: 'GET', path: '/api/admin/ordering' } as const satisfies Address
export const saveOrdering = {
  method: 'PUT',
  path: '/api/admin/ordering',
} as const satisfies Address
export const kitchen = { method: 'GET', path: '/api/admin/kitchen' } as const satisfies Address
export const saveKitchen = { method: 'PUT', path: '/api/admin/kitchen' } as const satisfies Address
// The menu file, the setup checklist and the demo (issue 21 §5)
export const exportMenuFile = {
  method: 'GET',
  path: '/api/admin/menu-file',
} as const satisfies Address
export const importMenuFile = {
  method: 'POST',
  path: '/api/admin/menu-file',
} as const satisfies Address
export const setupState = { method: 'GET', path: '/api/admin/setup' } as const satisfies Address
export const clearDemo = {
  method: 'POST',
  path: '/api/admin/demo/clear',
} as const satisfies Address
// The restaurant's own facts and look (issue 21), one pair of calls per part of Settings
export const restaurantIdentity = {
  method: 'GET',
  path: '/api/admin/restaurant/identity',
} as const satisfies Address
export const saveRestaurantIdentity = {
  method: 'PUT',
  path: '/api/admin/restaurant/identity',
} as const satisfies Address
// The restaurant's look (issue 21 §2)
export const restaurantLook = {
  method: 'GET',
  path: '/api/admin/restaurant/look',
} as const satisfies Address
export const saveRestaurantLook = {
  method: 'PUT',
  path: '/api/admin/restaurant/look',
} as const satisfies Address
export const uploadLogo = {
  method: 'POST',
  path: '/api/admin/restaurant/look/logo',
} as const satisfies Address
export const uploadBanner = {
  method: 'POST',
  path: '/api/admin/restaurant/look/banner',
} as const satisfies Address
// The restaurant's words (issue 21 §3)
export const restaurantWords = {
  method: 'GET',
  path: '/api/admin/restaurant/words',
} as const satisfies Address
export const saveRestaurantWords = {
  method: 'PUT',
  path: '/api/admin/restaurant/words',
} as const satisfies Address

/** The restaurant's hours, closures and time zone (issue 21 §4). */
export const restaurantHours = {
  method: 'GET',
  path: '/api/admin/restaurant/hours',
} as const satisfies Address
export const saveRestaurantHours = {
  method: 'PUT',
  path: '/api/admin/restaurant/hours',
} as const satisfies Address
// Payments (issue 22 §1)
export const paymentSettings = {
  method: 'GET',
  path: '/api/admin/payments',
} as const satisfies Address
export const savePaymentSettings = {
  method: 'PUT',
  path: '/api/admin/payments',
} as const satisfies Address
export const refundOrder = {
  method: 'POST',
  path: '/api/admin/orders/:id/refunds',
} as const satisfies Address

/** The VAT rates (issue 22 §2). */
export const vatRates = { method: 'GET', path: '/api/admin/vat-rates' } as const satisfies Address
export const saveVatRates = {
  method: 'PUT',
  path: '/api/admin/vat-rates',
} as const satisfies Address

/** The restaurant's terms, privacy notice and allergen note (issue 22 §2). */
export const adminRestaurantLegal = {
  method: 'GET',
  path: '/api/admin/restaurant/legal',
} as const satisfies Address
export const saveRestaurantLegal = {
  method: 'PUT',
  path: '/api/admin/restaurant/legal',
} as const satisfies Address

/** The kitchen tickets' language and when a network printer prints them (issue 23 §2). */
export const kitchenTickets = {
  method: 'GET',
  path: '/api/admin/kitchen-tickets',
} as const satisfies Address
export const saveKitchenTickets = {
  method: 'PUT',
  path: '/api/admin/kitchen-tickets',
} as const satisfies Address

// Reports (issue 23 §3)
export const reports = { method: 'GET', path: '/api/admin/reports' } as const satisfies Address
export const exportReport = {
  method: 'GET',
  path: '/api/admin/reports/export',
} as const satisfies Address

// A guest's data, for the owner to hand over or erase when asked (issue 24 §4)
export const adminOrderPersonalData = {
  method: 'GET',
  path: '/api/admin/orders/:id/personal-data',
} as const satisfies Address
export const adminEraseOrderPersonalData = {
  method: 'POST',
  path: '/api/admin/orders/:id/personal-data/erase',
} as const satisfies Address
export const personalDataSettings = {
  method: 'GET',
  path: '/api/admin/personal-data',
} as const satisfies Address
export const savePersonalDataSettings = {
  method: 'PUT',
  path: '/api/admin/personal-data',
} as const satisfies Address

// Ordering at the table (issue 24 §5): on or off, the tables, their sheet of QR links
export const dineIn = { method: 'GET', path: '/api/admin/dine-in' } as const satisfies Address
export const saveDineIn = { method: 'PUT', path: '/api/admin/dine-in' } as const satisfies Address
export const tableSheet = {
  method: 'GET',
  path: '/api/admin/dine-in/sheet',
} as const satisfies Address
export const revokeTableSheet = {
  method: 'POST',
  path: '/api/admin/dine-in/sheet/revoke',
} as const satisfies Address
