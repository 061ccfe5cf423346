// Every request the shop accepts, one file per capability under requests/ (issue 20 §4); this
// module gathers them, so `@quan/domain/validation` stays the one import of them all.
export { MESSAGES } from './messages'
export {
  EMAIL_PATTERN,
  MAX_PRICE_EUROS,
  hasControlCharacters,
  list,
  multilineText,
  ofTypeFirst,
  plainText,
} from './requests/fields'
export * from './requests/auth'
export * from './requests/order'
export * from './requests/saved-addresses'
export * from './requests/cart'
export * from './requests/contact'
export * from './requests/reservation'
export * from './requests/menu'
export * from './requests/admin-orders'
export * from './requests/refusal'
export * from './requests/reports'
