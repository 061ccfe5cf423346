import { SignJWT } from 'jose'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hashPassword } from '../../lib/passwords'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  TEST_JWT_SECRET,
  customerDetails,
  logIn,
  registerCustomer,
} from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { buildAppOnSameDatabase } from '../../../test/same-database'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})

afterAll(async () => {
  await t.close()
})

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/register', payload: payload as object })

const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: payload as object })

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user/me', headers })

const signToken = (claims: { sub: string; exp: number }, secret = TEST_JWT_SECRET) =>
  new SignJWT({ role: 'customer' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(claims.exp - 3600)
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(secret))

describe('POST /api/user/register', () => {
  it('creates a customer and answers with a token that works on /api/user/me', async () => {
    const details = customerDetails({ name: 'Lan Nguyen', email: 'lan.register@example.com' })
    const response = await register(details)

    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toEqual({ success: true, token: expect.any(String), message: 'Account created' })

    const profile = await me({ token: body.token })
    expect(profile.statusCode).toBe(200)
    expect(profile.json()).toEqual({
      success: true,
      data: {
        _id: expect.any(String),
        name: 'Lan Nguyen',
        email: 'lan.register@example.com',
        role: 'customer',
      },
    })
  })

  it('never creates an admin, whatever the body says', async () => {
    const response = await register({ ...customerDetails(), role: 'admin' })

    expect(response.statusCode).toBe(201)
    const profile = await me({ token: response.json().token })
    expect(profile.json().data.role).toBe('customer')
  })

  it.each([
    ['a missing name', { name: undefined }, 'Name is required'],
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['a missing email', { email: undefined }, 'Email is required'],
    ['a malformed email', { email: 'lan.example.com' }, 'Please enter a valid email address'],
    [
      'an email without a domain dot',
      { email: 'lan@example' },
      'Please enter a valid email address',
    ],
    ['a missing password', { password: undefined }, 'Password is required'],
    [
      'a 7-character password',
      { password: '1234567' },
      'Password must be at least 8 characters long',
    ],
  ])('refuses %s with 400', async (_case, overrides, message) => {
    const response = await register({ ...customerDetails(), ...overrides })

    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message })
  })

  it('refuses a body that is not an object', async () => {
    const response = await register(['Lan', 'lan@example.com', 'password1'])

    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Request body must be a JSON object',
    })
  })

  it('refuses an email that is taken in another letter case with 409', async () => {
    await registerCustomer(t.app, { email: 'taken@example.com' })

    const response = await register(customerDetails({ email: 'Taken@EXAMPLE.com' }))

    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      success: false,
      message: 'An account with this email already exists. Please log in instead.',
      code: 'EMAIL_TAKEN',
    })
  })
})

describe('POST /api/user/login', () => {
  const account = { email: 'login.user@example.com', password: 'the-right-password' }

  beforeAll(async () => {
    await registerCustomer(t.app, { name: 'Minh', ...account })
  })

  it('answers success, a token and a message', async () => {
    const response = await login(account)

    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({ success: true, token: expect.any(String), message: 'Logged in' })
    expect((await me({ token: body.token })).json().data).toMatchObject({
      name: 'Minh',
      email: account.email,
    })
  })

  it('takes the email in any letter case and with spaces around it', async () => {
    const response = await login({ ...account, email: '  LOGIN.User@Example.COM ' })

    expect(response.statusCode).toBe(200)
  })

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const wrongPassword = await login({ ...account, password: 'not-the-password' })
    const unknownEmail = await login({ email: 'nobody@example.com', password: account.password })

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({
        success: false,
        message: 'Invalid email or password',
        code: 'LOGIN_FAILED',
      })
    }
  })

  it('asks for the email and the password', async () => {
    const noEmail = await login({ password: account.password })
    const noPassword = await login({ email: account.email, password: '' })

    expect(noEmail.statusCode).toBe(400)
    expect(noEmail.json()).toMatchObject({ success: false, message: 'Email is required' })
    expect(noPassword.statusCode).toBe(400)
    expect(noPassword.json()).toMatchObject({ success: false, message: 'Password is required' })
  })

  it('logs the ADMIN_EMAIL account in with the admin role', async () => {
    const token = await logIn(t.app, ADMIN_EMAIL, ADMIN_PASSWORD)

    const profile = await me({ token })
    expect(profile.json().data).toMatchObject({ email: ADMIN_EMAIL, role: 'admin' })
  })
})

describe('the token', () => {
  let token: string

  beforeAll(async () => {
    token = await registerCustomer(t.app)
  })

  it('is read from the token header', async () => {
    expect((await me({ token })).statusCode).toBe(200)
  })

  it('is read from Authorization: Bearer', async () => {
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200)
    // The scheme is case-insensitive.
    expect((await me({ authorization: `bearer ${token}` })).statusCode).toBe(200)
  })

  it('is required', async () => {
    const response = await me({})

    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      success: false,
      message: 'Please log in to continue.',
      code: 'LOGIN_REQUIRED',
    })
  })

  it.each([
    ['garbage', 'not-a-token'],
    ['a tampered signature', 'tampered'],
  ])('is refused when it is %s', async (_case, kind) => {
    const sent = kind === 'tampered' ? `${token.slice(0, -4)}AAAA` : kind
    const viaHeader = await me({ token: sent })
    const viaBearer = await me({ authorization: `Bearer ${sent}` })

    for (const response of [viaHeader, viaBearer]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({
        success: false,
        message: 'Your session is not valid. Please log in again.',
        code: 'TOKEN_INVALID',
      })
    }
  })

  it('is refused when signed with another secret', async () => {
    const userId = (await me({ token })).json().data._id
    const forged = await signToken(
      { sub: userId, exp: Math.floor(Date.now() / 1000) + 3600 },
      'another-secret-that-is-long-enough-for-hs256',
    )

    const response = await me({ token: forged })

    expect(response.statusCode).toBe(401)
  })

  it('is refused once expired', async () => {
    const userId = (await me({ token })).json().data._id
    const expired = await signToken({ sub: userId, exp: Math.floor(Date.now() / 1000) - 60 })

    const response = await me({ token: expired })

    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      success: false,
      message: 'Your session has expired. Please log in again.',
      code: 'SESSION_EXPIRED',
    })
  })

  it('is refused when it never expires, even signed with the right secret', async () => {
    const userId = (await me({ token })).json().data._id
    const forever = await new SignJWT({ role: 'customer', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .sign(new TextEncoder().encode(TEST_JWT_SECRET))

    const response = await me({ token: forever })

    expect(response.statusCode).toBe(401)
    expect(response.json().message).toBe('Your session is not valid. Please log in again.')
  })

  it('is refused for an account that does not exist', async () => {
    const orphan = await signToken({
      sub: 'no-such-user',
      exp: Math.floor(Date.now() / 1000) + 3600,
    })

    const response = await me({ token: orphan })

    expect(response.statusCode).toBe(401)
    expect(response.json().message).toBe('Your session is not valid. Please log in again.')
  })
})

describe('the admin account', () => {
  it('takes the new ADMIN_PASSWORD when the shop starts again with one', async () => {
    const restarted = await buildAppOnSameDatabase(t, { ADMIN_PASSWORD: 'a-new-admin-password' })
    try {
      const withNew = await restarted.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: ADMIN_EMAIL, password: 'a-new-admin-password' },
      })
      const withOld = await restarted.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      })

      expect(withNew.statusCode).toBe(200)
      expect(withOld.statusCode).toBe(401)
      const admins = await t.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .execute()
      expect(admins).toHaveLength(1)
    } finally {
      await restarted.close()
    }
  })
})

/** Each case gets a shop of its own: these restart it with other admin settings. */
describe('old tokens stop working', () => {
  let own: TestApp

  beforeEach(async () => {
    own = await buildTestApp()
  })

  afterEach(async () => {
    await own.close()
  })

  const meOn = (app: TestApp['app'], token: string) =>
    app.inject({ method: 'GET', url: '/api/user/me', headers: { token } })
  const INVALID = {
    success: false,
    message: 'Your session is not valid. Please log in again.',
    code: 'TOKEN_INVALID',
  }

  it('refuses a token that carries no version', async () => {
    const token = await registerCustomer(own.app)
    const userId = (await meOn(own.app, token)).json().data._id
    const unversioned = await signToken({ sub: userId, exp: Math.floor(Date.now() / 1000) + 3600 })

    const response = await meOn(own.app, unversioned)

    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual(INVALID)
  })

  it('keeps the admin logged in over a restart with the same ADMIN_PASSWORD', async () => {
    const token = await logIn(own.app, ADMIN_EMAIL, ADMIN_PASSWORD)

    const restarted = await buildAppOnSameDatabase(own)
    try {
      expect((await meOn(restarted, token)).statusCode).toBe(200)
    } finally {
      await restarted.close()
    }
  })

  it("ends the admin's sessions when the shop starts with a new ADMIN_PASSWORD", async () => {
    const token = await logIn(own.app, ADMIN_EMAIL, ADMIN_PASSWORD)

    const restarted = await buildAppOnSameDatabase(own, { ADMIN_PASSWORD: 'a-new-admin-password' })
    try {
      const response = await meOn(restarted, token)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual(INVALID)
      const fresh = await logIn(restarted, ADMIN_EMAIL, 'a-new-admin-password')
      expect((await meOn(restarted, fresh)).json().data.role).toBe('admin')
    } finally {
      await restarted.close()
    }
  })

  it('demotes the former admin when ADMIN_EMAIL names someone else', async () => {
    const formerToken = await logIn(own.app, ADMIN_EMAIL, ADMIN_PASSWORD)

    const restarted = await buildAppOnSameDatabase(own, { ADMIN_EMAIL: 'new.admin@quan.test' })
    try {
      const response = await meOn(restarted, formerToken)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual(INVALID)
      const again = await logIn(restarted, ADMIN_EMAIL, ADMIN_PASSWORD)
      expect((await meOn(restarted, again)).json().data.role).toBe('customer')
      const board = await restarted.inject({
        method: 'GET',
        url: '/api/admin/orders',
        headers: { token: again },
      })
      expect(board.statusCode).toBe(403)
      const newAdmin = await logIn(restarted, 'new.admin@quan.test', ADMIN_PASSWORD)
      expect((await meOn(restarted, newAdmin)).json().data.role).toBe('admin')
    } finally {
      await restarted.close()
    }
  })

  it("ends a customer's sessions when ADMIN_EMAIL makes them the admin", async () => {
    const account = { email: 'promoted@example.com', password: 'customer-password' }
    const customerToken = await registerCustomer(own.app, account)

    const restarted = await buildAppOnSameDatabase(own, {
      ADMIN_EMAIL: account.email,
      ADMIN_PASSWORD: account.password,
    })
    try {
      const response = await meOn(restarted, customerToken)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual(INVALID)
      const asAdmin = await logIn(restarted, account.email, account.password)
      expect((await meOn(restarted, asAdmin)).json().data.role).toBe('admin')
    } finally {
      await restarted.close()
    }
  })
})

describe('password hashes', () => {
  it('cost N = 2^14, r = 8, p = 5 in production, and a hash at the former 128 MiB cost is made anew at login', async () => {
    const shop = await buildTestApp({ productionPasswords: true })
    try {
      const admin = await shop.db
        .selectFrom('users')
        .select('password_hash')
        .where('email_key', '=', ADMIN_EMAIL)
        .executeTakeFirstOrThrow()
      expect(admin.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/)

      // An account from before: hashed at the former N = 2^17, p = 1 (128 MiB).
      const oldHash = await hashPassword('an-old-password', { N: 2 ** 17, r: 8, p: 1 })
      expect(oldHash).toMatch(/^scrypt\$131072\$8\$1\$/)
      await shop.db
        .insertInto('users')
        .values({
          id: 'old-account',
          name: 'Old',
          email: 'old@example.com',
          email_key: 'old@example.com',
          password_hash: oldHash,
          role: 'customer',
          created_at: '2025-01-01T00:00:00.000Z',
        })
        .execute()

      const token = await logIn(shop.app, 'old@example.com', 'an-old-password')

      const { password_hash } = await shop.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', 'old-account')
        .executeTakeFirstOrThrow()
      expect(password_hash).toMatch(/^scrypt\$16384\$8\$5\$/)
      // Changing the cost is no password change: the session goes on, and the password still works.
      expect(
        (await shop.app.inject({ method: 'GET', url: '/api/user/me', headers: { token } }))
          .statusCode,
      ).toBe(200)
      await logIn(shop.app, 'old@example.com', 'an-old-password')
    } finally {
      await shop.close()
    }
  }, 30_000)
})
