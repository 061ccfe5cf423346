import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose'
import { forbidden, unauthorized } from '../lib/errors'
import type { Role } from '../db/schema'

export interface AuthUser {
  id: string
  role: Role
  /** The account's token version when the token was signed (claim `ver`). */
  tokenVersion: number
}

/** The caller of a request, as their token and their account say. */
export interface Session extends AuthUser {
  /** When the token expires, in ms since the epoch. */
  expiresAt: number
}

/** What a token is checked against on every request: read afresh from the database. */
export type FindSession = (
  userId: string,
) => Promise<{ role: Role; tokenVersion: number } | undefined>

const INVALID = 'Your session is not valid. Please log in again.'

const TOKEN_LIFETIME = '30d'

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
  }
  interface FastifyRequest {
    /** The caller, set by the route's guard (Auth.guard) before its schemas are checked. */
    session: Session | null
  }
}

export interface TokenOptions {
  /**
   * Also take `?token=` from the address. Only for event streams: EventSource cannot send
   * headers. Anywhere else a token in the address would end up in histories and logs.
   */
  fromQuery?: boolean
}

export interface Auth {
  sign(user: AuthUser): Promise<string>
  /** The caller, or null when no token was sent; a bad token is a 401, never a guest. */
  optional(request: FastifyRequest, options?: TokenOptions): Promise<Session | null>
  required(request: FastifyRequest, options?: TokenOptions): Promise<Session>
  admin(request: FastifyRequest, options?: TokenOptions): Promise<Session>
  /**
   * Whether the token of `session` would still pass now (not expired, account there, same
   * version, and admin when `admin`): for what outlives its request, such as an event stream.
   */
  stillValid(session: Session, options?: { admin?: boolean }): Promise<boolean>
  /**
   * A route's hook that lets only `who` through and keeps the caller as `request.session`. As a
   * preValidation hook it runs where the token was checked before schemas: after the rate limit
   * and the body's parsing, before the body's checks, so a stranger learns nothing of them.
   */
  guard(who: 'customer' | 'admin', options?: TokenOptions): preValidationAsyncHookHandler
}

/** The caller a route's guard let through; a route without a guard has none to give. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session)
    throw new Error(`${request.routeOptions.url} reads a caller but has no guard`)
  return request.session
}

/** The token comes in the `token` header (the reference client) or as `Authorization: Bearer`. */
function tokenOf(request: FastifyRequest, options: TokenOptions = {}): string | undefined {
  const header = request.headers.token
  if (typeof header === 'string' && header.trim()) return header.trim()
  // The scheme name is case-insensitive (RFC 9110 §11.1).
  const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')
  if (match?.[1]) return match[1]
  if (!options.fromQuery) return undefined
  const query = (request.query ?? {}) as Record<string, unknown>
  return typeof query.token === 'string' && query.token.trim() ? query.token.trim() : undefined
}

export const auth = fp(async function auth(
  app: FastifyInstance,
  options: { secret: string; findSession: FindSession },
) {
  const key = new TextEncoder().encode(options.secret)

  async function optional(
    request: FastifyRequest,
    tokenOptions?: TokenOptions,
  ): Promise<Session | null> {
    const token = tokenOf(request, tokenOptions)
    if (!token) return null
    let subject: string | undefined
    let version: unknown
    let expiresAt = 0
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        requiredClaims: ['sub', 'exp'],
      })
      subject = payload.sub
      version = payload.ver
      expiresAt = (payload.exp ?? 0) * 1000
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) {
        throw unauthorized('SESSION_EXPIRED', 'Your session has expired. Please log in again.')
      }
      throw unauthorized('TOKEN_INVALID', INVALID)
    }
    // Read afresh so that a deleted or demoted account, or one whose password changed, loses
    // its rights at once; a token without a version is from before versions and no longer fits.
    const account = subject ? await options.findSession(subject) : undefined
    if (!subject || !account || !Number.isInteger(version) || version !== account.tokenVersion) {
      throw unauthorized('TOKEN_INVALID', INVALID)
    }
    return { id: subject, role: account.role, tokenVersion: account.tokenVersion, expiresAt }
  }

  app.decorateRequest('session', null)
  async function required(request: FastifyRequest, tokenOptions?: TokenOptions) {
    const user = await optional(request, tokenOptions)
    if (!user) throw unauthorized('LOGIN_REQUIRED', 'Please log in to continue.')
    return user
  }
  async function admin(request: FastifyRequest, tokenOptions?: TokenOptions) {
    const user = await optional(request, tokenOptions)
    if (!user) throw unauthorized('ADMIN_LOGIN_REQUIRED', 'Please log in as the restaurant admin.')
    if (user.role !== 'admin')
      throw forbidden('ADMIN_ONLY', 'Only the restaurant admin can do this.')
    return user
  }

  app.decorate('auth', {
    sign: (user) =>
      new SignJWT({ role: user.role, ver: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key),
    optional,
    required,
    admin,
    guard: (who, tokenOptions) => async (request) => {
      request.session = await (who === 'admin' ? admin : required)(request, tokenOptions)
    },
    async stillValid(session, { admin = false } = {}) {
      if (Date.now() >= session.expiresAt) return false
      const account = await options.findSession(session.id)
      if (!account || account.tokenVersion !== session.tokenVersion) return false
      return !admin || account.role === 'admin'
    },
  } satisfies Auth)
})
