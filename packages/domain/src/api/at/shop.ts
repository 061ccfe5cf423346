import type { Address } from '../addresses'

// Where the routes every page may call are: the menu, the shop's facts, the account and cart.

// The menu and the shop (SPEC §7)
export const foods = { method: 'GET', path: '/api/food/list' } as const satisfies Address
export const categories = { method: 'GET', path: '/api/category' } as const satisfies Address
export const config = { method: 'GET', path: '/api/config' } as const satisfies Address
export const health = { method: 'GET', path: '/api/health' } as const satisfies Address
/** Whether this instance can take an order now, for a proxy (issue 25 §3). */
export const ready = { method: 'GET', path: '/api/health/ready' } as const satisfies Address

// Accounts and the server-side cart
export const register = { method: 'POST', path: '/api/user/register' } as const satisfies Address
export const login = { method: 'POST', path: '/api/user/login' } as const satisfies Address
export const me = { method: 'GET', path: '/api/user/me' } as const satisfies Address
// A customer's saved delivery addresses (issue 24 §3)
export const savedAddresses = {
  method: 'GET',
  path: '/api/user/addresses',
} as const satisfies Address
export const addSavedAddress = {
  method: 'POST',
  path: '/api/user/addresses',
} as const satisfies Address
export const updateSavedAddress = {
  method: 'PUT',
  path: '/api/user/addresses/:id',
} as const satisfies Address
export const deleteSavedAddress = {
  method: 'DELETE',
  path: '/api/user/addresses/:id',
} as const satisfies Address
export const defaultSavedAddress = {
  method: 'POST',
  path: '/api/user/addresses/:id/default',
} as const satisfies Address
export const cartAdd = { method: 'POST', path: '/api/cart/add' } as const satisfies Address
export const cartRemove = { method: 'POST', path: '/api/cart/remove' } as const satisfies Address
export const cartGet = { method: 'POST', path: '/api/cart/get' } as const satisfies Address
/** The restaurant as its owner set it up (issue 21): name, address, look, texts, hours. */
export const restaurant = { method: 'GET', path: '/api/restaurant' } as const satisfies Address
/** The restaurant's terms, privacy notice and allergen note in every language (issue 22 §2). */
export const restaurantLegal = {
  method: 'GET',
  path: '/api/restaurant/legal',
} as const satisfies Address

// The customer's data in their hands (issue 24 §4)
export const myData = { method: 'GET', path: '/api/user/data' } as const satisfies Address
export const deleteAccount = { method: 'POST', path: '/api/user/delete' } as const satisfies Address
