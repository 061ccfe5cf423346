import type { z } from 'zod'
import { MESSAGES } from '../messages'
import { EMAIL_MAX_LENGTH, email, object, plainText, requiredText } from './fields'

// Accounts: signing up and logging in.

export const registerBody = object({
  name: requiredText(MESSAGES.nameRequired, 100, MESSAGES.nameTooLong),
  email: email(),
  // Passwords are never trimmed: a space is as good a character as any other.
  password: plainText(MESSAGES.passwordRequired)
    .min(1, { error: MESSAGES.passwordRequired, abort: true })
    .min(8, { error: MESSAGES.passwordMinLength, abort: true })
    .max(200, MESSAGES.passwordTooLong),
})
export type RegisterBody = z.infer<typeof registerBody>

/** No format or length rules on login: a wrong value simply does not match an account. */
export const loginBody = object({
  email: requiredText(MESSAGES.emailRequired, EMAIL_MAX_LENGTH, MESSAGES.emailInvalid),
  password: plainText(MESSAGES.passwordRequired)
    .min(1, { error: MESSAGES.passwordRequired, abort: true })
    .max(200, MESSAGES.passwordTooLong),
})
export type LoginBody = z.infer<typeof loginBody>
