import type { LoginBody, RegisterBody } from '@quan/domain'
import type { ShopContext } from '../../context'
import { isUniqueViolation } from '../../db/create-db'
import { AppError, conflict, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { hashPassword, verifyPassword } from '../../lib/passwords'
import type { AuthUser } from '../../plugins/auth'
import { findUserByEmailKey, findUserById, insertUser, updateUser } from './repo'

const emailKey = (email: string) => email.trim().toLowerCase()
const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.'
// One message for both failures, so the answer never tells which addresses have accounts.
const BAD_LOGIN = 'Invalid email or password'

export async function registerCustomer(ctx: ShopContext, body: RegisterBody): Promise<AuthUser> {
  const key = emailKey(body.email)
  if (await findUserByEmailKey(ctx.db, key)) throw conflict(EMAIL_TAKEN)
  const user = {
    id: newId(),
    name: body.name,
    email: body.email.trim(),
    email_key: key,
    password_hash: await hashPassword(body.password),
    role: 'customer' as const,
    created_at: ctx.clock.now().toISOString(),
  }
  try {
    await insertUser(ctx.db, user)
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN)
    throw error
  }
  return { id: user.id, role: user.role }
}

// Checked against when the e-mail is unknown, so both failures take the time of one scrypt.
let decoyHash: Promise<string> | undefined

export async function logIn(ctx: ShopContext, body: LoginBody): Promise<AuthUser> {
  const user = await findUserByEmailKey(ctx.db, emailKey(body.email))
  decoyHash ??= hashPassword('decoy password, never valid')
  const valid = await verifyPassword(body.password, user?.password_hash ?? (await decoyHash))
  if (!user || !valid) throw new AppError(401, BAD_LOGIN)
  return { id: user.id, role: user.role }
}

export async function profile(ctx: ShopContext, userId: string) {
  const user = await findUserById(ctx.db, userId)
  if (!user) throw notFound('Account not found')
  return { _id: user.id, name: user.name, email: user.email, role: user.role }
}

/** ADMIN_EMAIL + ADMIN_PASSWORD: the one way an admin comes to exist. Runs at every start. */
export async function ensureAdmin(ctx: ShopContext, admin: { email: string; password: string }) {
  const key = emailKey(admin.email)
  const existing = await findUserByEmailKey(ctx.db, key)
  const password_hash = await hashPassword(admin.password)
  if (existing) {
    await updateUser(ctx.db, existing.id, { role: 'admin', password_hash })
    return
  }
  await insertUser(ctx.db, {
    id: newId(),
    name: 'Admin',
    email: admin.email.trim(),
    email_key: key,
    password_hash,
    role: 'admin',
    created_at: ctx.clock.now().toISOString(),
  })
}
