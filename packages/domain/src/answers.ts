// The answers of every API call, once: the server declares and serialises them, the web reads
// its types from them, and /api/openapi.json is generated from them (issue 10 §1).
export * from './answers/common'
export * from './answers/menu'
export * from './answers/user'
export * from './answers/order'
export * from './answers/bookings'
export * from './answers/shop'
export * from './answers/promo'
export * from './answers/menu-file'
export * from './answers/restaurant'
export * from './answers/reports'
export * from './answers/dine-in'
