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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  /** A file sent as it is rather than as JSON, under its own MIME type (image uploads). */
  raw?: Blob
  headers?: Record<string, string>
  /** Send the stored login token (the `token` header of the reference client). */
  auth?: boolean
  signal?: AbortSignal
}

export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  // The app's language, not the browser's: the server writes the guest's e-mails in it.
  const headers: Record<string, string> = {
    'accept-language': toLanguage(i18next.resolvedLanguage ?? i18next.language),
    ...options.headers,
  }
  if (options.raw) headers['content-type'] = options.raw.type || 'application/octet-stream'
  else if (options.body !== undefined) headers['content-type'] = 'application/json'
  const payload =
    options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  if (options.auth) {
    const token = localStorage.getItem(TOKEN_KEY)
    if (token) headers.token = token
  }
  let response: Response
  try {
    response = await fetch(url, {
      method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
      headers,
      body: payload,
      signal: options.signal,
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
  return body as T
}
