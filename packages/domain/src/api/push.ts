import { doneAnswer } from '../answers/common'
import { orderPushBody, pushKeyAnswer } from '../push'
import * as at from './addresses'
import { declare } from './declare'

// Live news of an order by Web Push (issue 24 §2).

export const pushKey = declare(at.pushKey, { answers: { 200: pushKeyAnswer } })

export const orderPushSubscribe = declare(at.orderPushSubscribe, {
  body: orderPushBody,
  answers: { 201: doneAnswer },
})

export const orderPushUnsubscribe = declare(at.orderPushUnsubscribe, {
  body: orderPushBody,
  answers: { 200: doneAnswer },
})
