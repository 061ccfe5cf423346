import type { FastifyInstance } from 'fastify'

/** What buildTestApp configures; tests that sign their own tokens or log in as admin use these. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256'
export const ADMIN_EMAIL = 'admin@quan.test'
export const ADMIN_PASSWORD = 'admin-password'

export interface CustomerDetails {
  name: string
  email: string
  password: string
}

let customers = 0

/** Sign-up details with an email no other call in this file has used. */
export function customerDetails(overrides: Partial<CustomerDetails> = {}): CustomerDetails {
  customers += 1
  return {
    name: `Customer ${customers}`,
    email: `customer-${customers}@example.com`,
    password: 'customer-password',
    ...overrides,
  }
}

/** Signs a new customer up through the API and returns their token. */
export async function registerCustomer(
  app: FastifyInstance,
  overrides: Partial<CustomerDetails> = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: customerDetails(overrides),
  })
  if (response.statusCode !== 201) {
    throw new Error(`Sign-up failed: ${response.statusCode} ${response.body}`)
  }
  return response.json<{ token: string }>().token
}

/** Logs in through the API and returns the token. */
export async function logIn(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
  })
  if (response.statusCode !== 200) {
    throw new Error(`Login failed: ${response.statusCode} ${response.body}`)
  }
  return response.json<{ token: string }>().token
}

export const loginAdmin = (app: FastifyInstance) => logIn(app, ADMIN_EMAIL, ADMIN_PASSWORD)

/** The id of the account a token belongs to, from GET /api/user/me. */
export async function userIdOf(app: FastifyInstance, token: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/user/me', headers: { token } })
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/user/me failed: ${response.statusCode} ${response.body}`)
  }
  return response.json<{ data: { _id: string } }>().data._id
}
