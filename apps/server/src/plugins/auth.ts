import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose'
import { forbidden, unauthorized } from '../lib/errors'
import type { Role } from '../db/schema'

export interface AuthUser {
  id: string
  role: Role
}

const TOKEN_LIFETIME = '30d'

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
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
  optional(request: FastifyRequest, options?: TokenOptions): Promise<AuthUser | null>
  required(request: FastifyRequest, options?: TokenOptions): Promise<AuthUser>
  admin(request: FastifyRequest, options?: TokenOptions): Promise<AuthUser>
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
  options: { secret: string; findRole: (userId: string) => Promise<Role | undefined> },
) {
  const key = new TextEncoder().encode(options.secret)

  async function optional(
    request: FastifyRequest,
    tokenOptions?: TokenOptions,
  ): Promise<AuthUser | null> {
    const token = tokenOf(request, tokenOptions)
    if (!token) return null
    let subject: string | undefined
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
      subject = payload.sub
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) {
        throw unauthorized('Your session has expired. Please log in again.')
      }
      throw unauthorized('Your session is not valid. Please log in again.')
    }
    // The role is read afresh so that a deleted or demoted account loses its rights at once.
    const role = subject ? await options.findRole(subject) : undefined
    if (!subject || !role) throw unauthorized('Your session is not valid. Please log in again.')
    return { id: subject, role }
  }

  app.decorate('auth', {
    sign: (user) =>
      new SignJWT({ role: user.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key),
    optional,
    async required(request, tokenOptions) {
      const user = await optional(request, tokenOptions)
      if (!user) throw unauthorized('Please log in to continue.')
      return user
    },
    async admin(request, tokenOptions) {
      const user = await optional(request, tokenOptions)
      if (!user) throw unauthorized('Please log in as the restaurant admin.')
      if (user.role !== 'admin') throw forbidden('Only the restaurant admin can do this.')
      return user
    },
  } satisfies Auth)
})
