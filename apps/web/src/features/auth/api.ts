import type { AuthAnswer } from '@quan/domain/answers'
import type { LoginBody, RegisterBody } from '@quan/domain/validation'
import { api } from '../../config/paths'
import { apiRequest } from '../../shared/api/client'

/** POST /api/user/register (SPEC §7). */
export const signUp = (body: RegisterBody) =>
  apiRequest<AuthAnswer>(api.register, { method: 'POST', body })

/** POST /api/user/login (SPEC §7). */
export const logInWith = (body: LoginBody) =>
  apiRequest<AuthAnswer>(api.login, { method: 'POST', body })
