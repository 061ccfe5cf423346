import type { z } from 'zod'
import { codeOfMessage, type ErrorCode } from '../error-codes'
import { MESSAGES } from '../messages'

// How a request that fails its schema is answered: the first problem leads.

/** The sentence an error body carries as `message`: the first problem, in schema order. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request'
  // 'Text must not contain control characters' alone would not say which of many fields.
  if (issue.message === MESSAGES.controlCharacters && issue.path.length > 0) {
    return `${issue.path.map(String).join('.')}: ${issue.message}`
  }
  return issue.message
}

/** Field path ('address.phone', 'items.0.quantity') -> its first message, for `errors`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.')
    if (!Object.hasOwn(errors, path)) errors[path] = issue.message
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
    errors[path] = issue.message
    fieldCodes[path] = codeOfMessage(issue.message)
  }
  const first = error.issues[0]
  return {
    message: firstIssueMessage(error),
    code: first ? codeOfMessage(first.message) : 'REQUEST_INVALID',
    errors,
    fieldCodes,
  }
}
