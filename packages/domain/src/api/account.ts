import { doneAnswer } from '../answers/common'
import { authAnswer, cartAnswer, meAnswer } from '../answers/user'
import { loginBody, registerBody } from '../requests/auth'
import { cartItemBody } from '../requests/cart'
import * as at from './addresses'
import { declare } from './declare'

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
