import { identityAnswer, restaurantAnswer } from '../answers/restaurant'
import { identityBody } from '../requests/restaurant'
import * as at from './addresses'
import { declare } from './declare'

// The restaurant as its owner set it up (issue 21): read by anyone, each part saved by the admin.

export const restaurant = declare(at.restaurant, { answers: { 200: restaurantAnswer } })

/** §1: name, description, address and map position, phone, e-mail, legal identity, languages. */
export const restaurantIdentity = declare(at.restaurantIdentity, {
  answers: { 200: identityAnswer },
})
export const saveRestaurantIdentity = declare(at.saveRestaurantIdentity, {
  body: identityBody,
  answers: { 200: identityAnswer },
})
