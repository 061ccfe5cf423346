import { z } from 'zod'

/**
 * Every refusal: `{ success: false, message, ... }`. Loose, because refusals carry more than
 * that: field `errors`, a stable `code`, and facts such as the current `amount` of a 409.
 */
export const errorAnswer = z.looseObject({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
})
export type ErrorAnswer = z.infer<typeof errorAnswer>

/** A write that only says it went well. */
export const doneAnswer = z.object({ success: z.literal(true), message: z.string() })
export type DoneAnswer = z.infer<typeof doneAnswer>

/** `{ success: true, message, data }`: what most back-office writes answer. */
export const withData = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data })
