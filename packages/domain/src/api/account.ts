import { doneAnswer } from '../answers/common'
import { authAnswer, cartAnswer, meAnswer, savedAddressesAnswer } from '../answers/user'
import { loginBody, registerBody } from '../requests/auth'
import { cartItemBody } from '../requests/cart'
import { savedAddressBody } from '../requests/saved-addresses'
import * as at from './addresses'
import { byId, declare } from './declare'

// A customer's account, and the cart the server keeps for it.

export const register = declare(at.register, { body: registerBody, answers: { 201: authAnswer } })
export const login = declare(at.login, { body: loginBody, answers: { 200: authAnswer } })
export const me = declare(at.me, { answers: { 200: meAnswer } })

export const cartAdd = declare(at.cartAdd, { body: cartItemBody, answers: { 200: doneAnswer } })
export const cartRemove = declare(at.cartRemove, {
  body: cartItemBody,
  answers: { 200: doneAnswer },
})
export const cartGet = declare(at.cartGet, { answers: { 200: cartAnswer } })

// Saved delivery addresses (issue 24 §3): the signed-in customer's own, never another's.
export const savedAddresses = declare(at.savedAddresses, {
  answers: { 200: savedAddressesAnswer },
})
export const addSavedAddress = declare(at.addSavedAddress, {
  body: savedAddressBody,
  answers: { 201: savedAddressesAnswer },
})
export const updateSavedAddress = declare(at.updateSavedAddress, {
  params: byId,
  body: savedAddressBody,
  answers: { 200: savedAddressesAnswer },
})
export const deleteSavedAddress = declare(at.deleteSavedAddress, {
  params: byId,
  answers: { 200: savedAddressesAnswer },
})
export const defaultSavedAddress = declare(at.defaultSavedAddress, {
  params: byId,
  answers: { 200: savedAddressesAnswer },
})
