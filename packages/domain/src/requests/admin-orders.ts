import { z } from 'zod'
import { VALIDATION_CODES } from '../error-codes'
import { ORDER_STATUSES, moveNeedsReason } from '../order-status'
import { isLateMinutes } from '../late-notice'
import { ORDER_SEARCH_MAX_LENGTH } from '../order-search'
import { isValidDate } from '../schedule'
import { absentAllowed, multilineText, object, optionalText, plainText } from './fields'

// The back office's orders: the day's list, moving an order on, marking it paid.

/** '' is what a select left on 'all' sends; it means no filter, like a missing key. */
const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value)

/**
 * `?status=Pending&day=YYYY-MM-DD`; without a day, today in the restaurant's zone. With `q` (a
 * code, a phone or a name, issue 23 §1) the search goes through every day and `day` is ignored.
 */
export const adminOrdersQuery = object({
  status: z.preprocess(
    emptyIsAbsent,
    absentAllowed(z.enum(ORDER_STATUSES, { error: VALIDATION_CODES.orderStatusInvalid })),
  ),
  day: z.preprocess(
    emptyIsAbsent,
    absentAllowed(
      plainText(VALIDATION_CODES.dateInvalid)
        .trim()
        .refine(isValidDate, VALIDATION_CODES.dateInvalid),
    ),
  ),
  q: z.preprocess(
    emptyIsAbsent,
    absentAllowed(
      plainText(VALIDATION_CODES.orderSearchTooLong)
        .trim()
        .max(ORDER_SEARCH_MAX_LENGTH, VALIDATION_CODES.orderSearchTooLong),
    ),
  ),
})
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>

/** The day at a glance: `?day=YYYY-MM-DD`, today in the restaurant's zone without it. */
export const adminTodayQuery = object({ day: adminOrdersQuery.shape.day })
export type AdminTodayQuery = z.infer<typeof adminTodayQuery>

/** Where the order goes next; whether it may go there depends on where it is (order-status.ts). */
export const orderStatusBody = object({
  status: z.enum(ORDER_STATUSES, { error: VALIDATION_CODES.orderStatusInvalid }),
  reason: optionalText(500, VALIDATION_CODES.cancelReasonTooLong, multilineText),
}).superRefine((body, ctx) => {
  if (moveNeedsReason(body.status) && !body.reason) {
    ctx.addIssue({
      code: 'custom',
      path: ['reason'],
      message: VALIDATION_CODES.cancelReasonRequired,
    })
  }
})
export type OrderStatusBody = z.infer<typeof orderStatusBody>

export const orderPaymentBody = object({
  paid: z.boolean({ error: VALIDATION_CODES.paidInvalid }),
})
export type OrderPaymentBody = z.infer<typeof orderPaymentBody>

/** The late notice (issue 23 §1): the minutes it adds to how late the order runs. */
export const orderLateBody = object({
  minutes: z.number({ error: VALIDATION_CODES.lateMinutesInvalid }).refine(isLateMinutes, {
    error: VALIDATION_CODES.lateMinutesInvalid,
  }),
})
export type OrderLateBody = z.infer<typeof orderLateBody>
