import type { FastifyRequest } from 'fastify'

/**
 * What the logs may keep of a request or an error. A guest's tracking code and phone together
 * open their order (name, address, e-mail), so neither, nor any other personal detail, is
 * written to a log, which is kept longer and read by more people than the database.
 */

/**
 * Query fields whose values are kept: the shop's own harmless ones (the board's day and status,
 * the back office's tab, the menu's forUser). Every other value is hidden: an allow-list, so a
 * field added later (?email=, ?name=) is hidden until someone decides it is safe.
 */
const SHOWN_QUERY_FIELDS = new Set(['day', 'status', 'tab', 'foruser', 'lang', 'page', 'v'])
const HIDDEN = '[hidden]'
const FIELD_NAME = /^[A-Za-z0-9_.-]{1,40}$/
const EMAIL = /[^\s<>()[\]"',;:@/?&=]+@[^\s<>()[\]"',;:@/?&=]+\.[^\s<>()[\]"',;:@/?&=]+/g

/** Hides e-mail addresses in a free text (an error message, an SMTP answer). */
export function redactText(text: string): string {
  return text.replace(EMAIL, '[email]')
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/**
 * The address as logs may keep it: each query value is hidden unless its field is known to be
 * harmless (`?code=[hidden]&phone=[hidden]`), the fragment is dropped, and an e-mail address in
 * the path is hidden too.
 */
export function redactUrl(url: string): string {
  const withoutFragment = url.split('#', 1)[0]!
  const mark = withoutFragment.indexOf('?')
  if (mark < 0) return redactPath(withoutFragment)
  const path = redactPath(withoutFragment.slice(0, mark))
  const query = withoutFragment
    .slice(mark + 1)
    .split('&')
    .map((part) => {
      if (part === '') return part
      const equals = part.indexOf('=')
      const field = equals < 0 ? part : part.slice(0, equals)
      // A bare value (?0901234567) or an odd field name may itself be what must not be kept.
      if (equals < 0 || !FIELD_NAME.test(field)) return HIDDEN
      return SHOWN_QUERY_FIELDS.has(decoded(field).toLowerCase()) ? part : `${field}=${HIDDEN}`
    })
    .join('&')
  return `${path}?${query}`
}

/** The path as sent, unless it holds an e-mail address (perhaps spelt %40): then hidden. */
function redactPath(path: string): string {
  const plain = decoded(path)
  const hidden = redactText(plain)
  return hidden === plain ? path : hidden
}

/** Error fields worth keeping: codes and names that say what failed, never whose data. */
const ERROR_FIELDS = [
  'code',
  'statusCode',
  'responseCode',
  'command',
  'errno',
  'syscall',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
] as const

export interface LoggedError {
  type: string
  message: string
  stack: string
  [field: string]: unknown
}

/**
 * An error as the logs keep it (the `err` serializer): type, message, stack and a few codes,
 * with e-mail addresses hidden. Left out are the fields that repeat data: PostgreSQL's `detail`
 * (`Key (email)=(…) already exists`), nodemailer's `rejected` recipients, and the like.
 */
export function errorForLog(error: Error): LoggedError {
  // pino hands over whatever was logged as `err`; what is not an error is not ours to shape.
  if (!(error instanceof Error)) return error
  const logged: LoggedError = {
    type: error.constructor.name,
    message: redactText(error.message),
    stack: redactText(error.stack ?? ''),
  }
  const fields = error as unknown as Record<string, unknown>
  for (const field of ERROR_FIELDS) {
    const value = fields[field]
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value
  }
  if (typeof fields.response === 'string') logged.response = redactText(fields.response)
  if (error.cause instanceof Error) logged.cause = errorForLog(error.cause)
  return logged
}

/** The app's log serializers: Fastify's request fields with the address redacted, and errors. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  err: errorForLog,
}
