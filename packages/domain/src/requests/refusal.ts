import type { z } from 'zod'
import {
  isValidationCode,
  VALIDATION_CODES,
  validationMessage,
  type ErrorCode,
} from '../error-codes'

// How a request that fails its schema is answered: the first problem leads.

/**
 * An issue in words and its code. A schema's rule gives its code as the issue's message, and the
 * text is the code's; a message of zod's own (a schema that names no rule) stays as it is, under
 * REQUEST_INVALID.
 */
function worded(issue: z.core.$ZodIssue): { message: string; code: ErrorCode } {
  return isValidationCode(issue.message)
    ? { message: validationMessage(issue.message), code: issue.message }
    : { message: issue.message, code: 'REQUEST_INVALID' }
}

/** The sentence an error body carries as `message`: the first problem, in schema order. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request'
  const { message, code } = worded(issue)
  // 'Text must not contain control characters' alone would not say which of many fields.
  if (code === VALIDATION_CODES.controlCharacters && issue.path.length > 0) {
    return `${issue.path.map(String).join('.')}: ${message}`
  }
  return message
}

/** Field path ('address.phone', 'items.0.quantity') -> its first message, for `errors`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.')
    if (!Object.hasOwn(errors, path)) errors[path] = worded(issue).message
  }
  return errors
}

/** What a refused request's body carries besides `success: false`. */
export interface ValidationFailure {
  message: string
  code: ErrorCode
  /** Field path ('address.phone', 'items.0.quantity') -> its first message (SPEC's words). */
  errors: Record<string, string>
  /** The same fields -> their codes, for a form to translate each one. */
  fieldCodes: Record<string, ErrorCode>
}

/** The body of a 400 for a request that fails its schema: the first problem leads. */
export function validationFailure(error: z.ZodError): ValidationFailure {
  const errors: Record<string, string> = {}
  const fieldCodes: Record<string, ErrorCode> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.')
    if (Object.hasOwn(errors, path)) continue
    const { message, code } = worded(issue)
    errors[path] = message
    fieldCodes[path] = code
  }
  const first = error.issues[0]
  return {
    message: firstIssueMessage(error),
    code: first ? worded(first).code : 'REQUEST_INVALID',
    errors,
    fieldCodes,
  }
}
