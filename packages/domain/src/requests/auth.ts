import type { z } from 'zod'
import { VALIDATION_CODES } from '../error-codes'
import { EMAIL_MAX_LENGTH, email, object, plainText, requiredText } from './fields'

// Accounts: signing up and logging in.

export const registerBody = object({
  name: requiredText(VALIDATION_CODES.nameRequired, 100, VALIDATION_CODES.nameTooLong),
  email: email(),
  // Passwords are never trimmed: a space is as good a character as any other.
  password: plainText(VALIDATION_CODES.passwordRequired)
    .min(1, { error: VALIDATION_CODES.passwordRequired, abort: true })
    .min(8, { error: VALIDATION_CODES.passwordMinLength, abort: true })
    .max(200, VALIDATION_CODES.passwordTooLong),
})
export type RegisterBody = z.infer<typeof registerBody>

/** No format or length rules on login: a wrong value simply does not match an account. */
export const loginBody = object({
  email: requiredText(
    VALIDATION_CODES.emailRequired,
    EMAIL_MAX_LENGTH,
    VALIDATION_CODES.emailInvalid,
  ),
  password: plainText(VALIDATION_CODES.passwordRequired)
    .min(1, { error: VALIDATION_CODES.passwordRequired, abort: true })
    .max(200, VALIDATION_CODES.passwordTooLong),
})
export type LoginBody = z.infer<typeof loginBody>
