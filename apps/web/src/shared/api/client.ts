import type { AnswerOf, DeclaredAt, RequestOf } from '@quan/domain/api'
import { pathWith, type Address } from '@quan/domain/api/addresses'
import i18next from 'i18next'
import { toLanguage } from '../../i18n/languages'

/**
 * The one way the browser talks to the server. Every answer is `{ success, ... }`; a failure
 * becomes an ApiError carrying the server's own message, or status 0 when no answer came.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }

  get isNetwork() {
    return this.status === 0
  }
}

export const TOKEN_KEY = 'token'

/** How a call is sent, besides what the route takes: the token, headers of its own, a stop. */
export interface CallOptions {
  /** A file sent as it is rather than as JSON, under its own MIME type (image uploads). */
  raw?: Blob
  headers?: Record<string, string>
  /** Send the stored login token (the `token` header of the reference client). */
  auth?: boolean
  signal?: AbortSignal
}

/** The request of a route at `A`, with the options; none at all when the route needs nothing. */
type CallArgs<A extends Address> =
  Record<never, never> extends RequestOf<DeclaredAt<A>>
    ? [request?: RequestOf<DeclaredAt<A>> & CallOptions]
    : [request: RequestOf<DeclaredAt<A>> & CallOptions]

/** Whether answers are checked against their declarations: in development and the tests. */
const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test'
let checking = true

/**
 * For the tests of how a page bears an answer that breaks its declaration (issue 19 §3): the
 * check is off until turned on again (the tests' setup turns it on after each test).
 */
export function checkAnswers(on: boolean) {
  checking = on
}

/**
 * Answers that failed their check since the last look. A failed check throws inside the call,
 * and a screen that shows an error state for a failed call would keep a test green: the tests'
 * setup fails any test that leaves one here.
 */
const mismatches: string[] = []
export function takeAnswerMismatches(): string[] {
  return mismatches.splice(0)
}

/**
 * Calls the route at `address` (@quan/domain/api/addresses), declared once in @quan/domain/api:
 * the URL is its path with the parameters filled in and the query added, the method its own,
 * and the request and the answer are typed from its declaration. In development and the tests the
 * answer is also parsed with the declared schema, and one that does not fit throws. The browser's
 * first visit takes only the address: the schemas (and zod) are fetched for the check alone.
 */
export async function call<const A extends Address>(
  address: A,
  ...[request = {}]: CallArgs<A>
): Promise<AnswerOf<DeclaredAt<A>>> {
  const { params, query, ...sent } = request as {
    params?: Record<string, string>
    query?: Record<string, string | undefined>
    body?: unknown
  } & CallOptions
  // The app's language, not the browser's: the server writes the guest's e-mails in it.
  const headers: Record<string, string> = {
    'accept-language': toLanguage(i18next.resolvedLanguage ?? i18next.language),
    ...sent.headers,
  }
  if (sent.raw) headers['content-type'] = sent.raw.type || 'application/octet-stream'
  else if (sent.body !== undefined) headers['content-type'] = 'application/json'
  const payload = sent.raw ?? (sent.body === undefined ? undefined : JSON.stringify(sent.body))
  if (sent.auth) {
    const token = localStorage.getItem(TOKEN_KEY)
    if (token) headers.token = token
  }
  let response: Response
  try {
    response = await fetch(pathWith(address.path, params) + queryString(query), {
      method: address.method,
      headers,
      body: payload,
      signal: sent.signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiError(0, (error as Error).message || 'Network error')
  }
  let body: Record<string, unknown> = {}
  try {
    body = (await response.json()) as Record<string, unknown>
  } catch {
    // A proxy's HTML error page or an empty answer: the status says enough.
  }
  if (!response.ok || body.success === false) {
    const message =
      typeof body.message === 'string' ? body.message : `Server error: ${response.status}`
    throw new ApiError(response.status, message, body)
  }
  if (CHECK_ANSWERS && checking) await checkAnswer(address, body)
  return body as AnswerOf<DeclaredAt<A>>
}

/** `?day=2026-05-01`; keys without a value ('' or none) are left out, and no query at all is ''. */
function queryString(query: Record<string, string | undefined> = {}): string {
  const text = `${new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]))}`
  return text && `?${text}`
}

/** Throws when a success answer fits none of the route's declared ones. */
async function checkAnswer(address: Address, answer: unknown): Promise<void> {
  const { routes } = await import('@quan/domain/api')
  const declared = Object.values(routes).find(
    (route) => route.method === address.method && route.path === address.path,
  )
  if (!declared) throw new Error(`${address.method} ${address.path} is declared nowhere`)
  const schemas = Object.entries(declared.answers)
    .filter(([status]) => status.startsWith('2'))
    .map(([, schema]) => schema)
    .filter((schema) => 'safeParse' in schema)
  const fits = schemas.some((schema) => schema.safeParse(answer).success)
  if (!fits) {
    const problem = schemas[0]?.safeParse(answer).error?.message ?? 'no JSON answer declared'
    const mismatch = `${address.method} ${address.path} answered what it does not declare: ${problem}`
    mismatches.push(mismatch)
    throw new Error(mismatch)
  }
}
