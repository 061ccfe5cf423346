import { emailKey, type LoginBody, type RegisterBody } from '@quan/domain'
import type { ShopContext } from '../../context'
import { isUniqueViolation } from '../../db/create-db'
import { AppError, conflict, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { hashPassword, needsRehash, verifyPassword } from '../../lib/passwords'
import type { AuthUser } from '../../plugins/auth'
import { demoteAdminsBut, findUserByEmailKey, findUserById, insertUser, updateUser } from './repo'

// Who an admin is, read in the transaction of what they do (admin-orders).
export { findUserById } from './repo'

const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.'
// One message for both failures, so the answer never tells which addresses have accounts.
const BAD_LOGIN = 'Invalid email or password'

export async function registerCustomer(ctx: ShopContext, body: RegisterBody): Promise<AuthUser> {
  const key = emailKey(body.email)
  if (await findUserByEmailKey(ctx.db, key)) throw conflict('EMAIL_TAKEN', EMAIL_TAKEN)
  const user = {
    id: newId(),
    name: body.name,
    email: body.email.trim(),
    email_key: key,
    password_hash: await hashPassword(body.password, ctx.config.passwordCost),
    role: 'customer' as const,
    created_at: ctx.clock.now().toISOString(),
    token_version: 0,
  }
  try {
    await insertUser(ctx.db, user)
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN', EMAIL_TAKEN)
    throw error
  }
  return { id: user.id, role: user.role, tokenVersion: user.token_version }
}

// Checked against when the e-mail is unknown, so both failures take the time of one scrypt
// (one decoy per cost: tests hash at a lower one than production).
const decoyHashes = new Map<string, Promise<string>>()

function decoyHash(ctx: ShopContext): Promise<string> {
  const { N, r, p } = ctx.config.passwordCost
  const key = `${N}$${r}$${p}`
  let decoy = decoyHashes.get(key)
  if (!decoy) {
    decoy = hashPassword('decoy password, never valid', ctx.config.passwordCost)
    decoyHashes.set(key, decoy)
  }
  return decoy
}

export async function logIn(ctx: ShopContext, body: LoginBody): Promise<AuthUser> {
  const user = await findUserByEmailKey(ctx.db, emailKey(body.email))
  const valid = await verifyPassword(body.password, user?.password_hash ?? (await decoyHash(ctx)))
  if (!user || !valid) throw new AppError(401, 'LOGIN_FAILED', BAD_LOGIN)
  // A hash from before the cost went up is raised now, the one time the password is at hand.
  // The password is the same, so the sessions go on.
  if (needsRehash(user.password_hash, ctx.config.passwordCost)) {
    const password_hash = await hashPassword(body.password, ctx.config.passwordCost)
    await updateUser(ctx.db, user.id, { password_hash })
  }
  return { id: user.id, role: user.role, tokenVersion: Number(user.token_version) }
}

export async function profile(ctx: ShopContext, userId: string) {
  const user = await findUserById(ctx.db, userId)
  if (!user) throw notFound('ACCOUNT_NOT_FOUND', 'Account not found')
  return { _id: user.id, name: user.name, email: user.email, role: user.role }
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: the one way an admin comes to exist. Runs at every start, and
 * there is one admin: whoever else was admin becomes a customer. A new password or a new role
 * ends the account's sessions; a plain restart leaves them be.
 */
export async function ensureAdmin(ctx: ShopContext, admin: { email: string; password: string }) {
  const key = emailKey(admin.email)
  const cost = ctx.config.passwordCost
  const existing = await findUserByEmailKey(ctx.db, key)
  let adminId: string
  if (existing) {
    adminId = existing.id
    const samePassword = await verifyPassword(admin.password, existing.password_hash)
    const promoted = existing.role !== 'admin'
    if (!samePassword || promoted || needsRehash(existing.password_hash, cost)) {
      const password_hash = await hashPassword(admin.password, cost)
      await updateUser(
        ctx.db,
        existing.id,
        { role: 'admin', password_hash },
        { endSessions: !samePassword || promoted },
      )
    }
  } else {
    adminId = newId()
    await insertUser(ctx.db, {
      id: adminId,
      name: 'Admin',
      email: admin.email.trim(),
      email_key: key,
      password_hash: await hashPassword(admin.password, cost),
      role: 'admin',
      created_at: ctx.clock.now().toISOString(),
      token_version: 0,
    })
  }
  await demoteAdminsBut(ctx.db, adminId)
}

/** The admin's name as it is now; a trail keeps it even if the account changes later. */
export async function adminName(ctx: ShopContext, admin: AuthUser): Promise<string> {
  return (await findUserById(ctx.db, admin.id))?.name ?? 'Admin'
}
