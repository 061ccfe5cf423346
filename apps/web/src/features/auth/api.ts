import { useMutation } from '@tanstack/react-query'
import { login, register } from '@quan/domain/api/addresses'
import type { AuthAnswer } from '@quan/domain/answers'
import type { LoginBody, RegisterBody } from '@quan/domain/validation'
import { call, type ApiError } from '../../shared/api/client'
import { WRITE } from '../../shared/api/mutation'

/** Signing up and logging in share a key: one of them at a time. */
export const accountKey = ['account', 'enter'] as const

/** POST /api/user/register (SPEC §7). */
export const signUp = (body: RegisterBody) => call(register, { body })

/** POST /api/user/login (SPEC §7). */
export const logInWith = (body: LoginBody) => call(login, { body })

/** Opens an account; the token it answers with is the caller's to store (useAuth().logIn). */
export function useSignUp() {
  return useMutation<AuthAnswer, ApiError, Parameters<typeof signUp>[0]>({
    ...WRITE,
    mutationKey: accountKey,
    mutationFn: signUp,
  })
}

/** Logs in; the token it answers with is the caller's to store (useAuth().logIn). */
export function useLogIn() {
  return useMutation<AuthAnswer, ApiError, Parameters<typeof logInWith>[0]>({
    ...WRITE,
    mutationKey: accountKey,
    mutationFn: logInWith,
  })
}
