import { api } from '../../config/paths'
import { apiRequest } from '../../shared/api/client'

export interface AuthAnswer {
  success: boolean
  token?: string
  message?: string
}

/** POST /api/user/register (SPEC §7). */
export const signUp = (body: { name: string; email: string; password: string }) =>
  apiRequest<AuthAnswer>(api.register, { method: 'POST', body })

/** POST /api/user/login (SPEC §7). */
export const logInWith = (body: { email: string; password: string }) =>
  apiRequest<AuthAnswer>(api.login, { method: 'POST', body })
