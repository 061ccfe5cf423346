import { validationFailure } from '@quan/domain/validation'
import type { z } from 'zod'
import type { Refusal } from './error-text'

/**
 * A form's own check with the server's schema, in the shape of the server's answer. Apart from
 * error-text.ts so that a form without a schema (the login popup) does not load zod.
 */
export function schemaRefusals(error: z.ZodError): Record<string, Refusal> {
  const { errors, fieldCodes } = validationFailure(error)
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, { code: fieldCodes[field], message }]),
  )
}
