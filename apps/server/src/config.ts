import { isIP } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  DEFAULT_RESERVATION_CAPACITY,
  DEFAULT_TIME_ZONE,
  EMAIL_PATTERN,
  OPENING_HOURS,
  parseWeeklyHours,
  type WeeklyHours,
} from '@quan/domain'

/** Everything the server can be told, read once from the environment (see the README table). */
export interface Config {
  port: number
  host: string
  dataDir: string
  /** A postgres:// URL selects PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl: string | undefined
  jwtSecret: string | undefined
  admin: { email: string; password: string } | undefined
  smtpUrl: string | undefined
  mailFrom: string
  /** Where new orders and contact messages are mailed (`RESTAURANT_EMAIL`); none when unset. */
  restaurantEmail: string | undefined
  /** How often the mail worker looks for mails that are due (`MAIL_POLL_MS`). */
  mailPollMs: number
  /** The shop's address as guests reach it (`PUBLIC_URL`), for links in e-mails. */
  publicUrl: string
  timeZone: string
  /** null = orders are taken at any hour (`DELIVERY_HOURS=always`). */
  deliveryHours: WeeklyHours | null
  /** Guests one reservation slot seats (`RESERVATION_CAPACITY`). */
  reservationCapacity: number
  rateLimits: boolean
  /**
   * Which proxies may say who the client is in X-Forwarded-For (`TRUST_PROXY`): a number of hops,
   * a list of their addresses, or none (false). Never every address: any client could then pick
   * its own and dodge every rate limit.
   */
  trustProxy: number | string[] | false
  /** Rate limits live in this Redis, shared by every instance (`REDIS_URL`); in memory when unset. */
  redisUrl: string | undefined
  /** Put before every rate-limit key in Redis, so several shops can share one (`REDIS_PREFIX`). */
  redisPrefix: string
  logLevel: string
  /** Seed the demo restaurant into an empty database. */
  seedDemo: boolean
  /** The built browser app (apps/web/dist). */
  webDir: string
  /** Limits on open event streams (`STREAMS_PER_ADDRESS`, `STREAMS_TOTAL`, `STREAM_*_S`). */
  streams: StreamLimits
  /**
   * scrypt's cost for new password hashes. Always OWASP's minimum from the environment; only
   * tests set a lower one, so that their many sign-ups do not take seconds each.
   */
  passwordCost: PasswordCost
}

export interface StreamLimits {
  perAddress: number
  total: number
  /** The server ends a stream this old; EventSource reconnects by itself. */
  maxAgeMs: number
  /** How often a signed-in stream checks that its token still passes. */
  recheckMs: number
}

export interface PasswordCost {
  N: number
  r: number
  p: number
}

/** OWASP's minimum for scrypt (Password Storage Cheat Sheet): 128 MiB and ~0.3 s per hash. */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 }

/** JWT_SECRET's minimum: HS256 wants a key as long as its 256-bit hash (RFC 7518 §3.2). */
const MIN_SECRET_BYTES = 32

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>

/** A whole number from `env[name]` (or `fallback`) within min..max, or a ConfigError. */
function wholeNumber(env: Env, name: string, fallback: number, unit: string, max: number) {
  const text = env[name]?.trim() || String(fallback)
  const value = Number(text)
  if (!/^\d+$/.test(text) || value < 1 || value > max) {
    throw new ConfigError(`${name} must be ${unit}, 1 to ${max}, got "${env[name]}"`)
  }
  return value
}

export function readConfig(env: Env = process.env): Config {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`)
  }
  const adminEmail = env.ADMIN_EMAIL?.trim()
  const adminPassword = env.ADMIN_PASSWORD
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together')
  }
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long')
  }
  const timeZone = env.RESTAURANT_TZ ?? DEFAULT_TIME_ZONE
  try {
    new Intl.DateTimeFormat('en', { timeZone })
  } catch {
    throw new ConfigError(`RESTAURANT_TZ is not a known time zone: "${timeZone}"`)
  }
  let deliveryHours: WeeklyHours | null = OPENING_HOURS
  const hoursText = env.DELIVERY_HOURS?.trim()
  if (hoursText === 'always') deliveryHours = null
  else if (hoursText) {
    try {
      deliveryHours = parseWeeklyHours(hoursText)
    } catch (error) {
      throw new ConfigError(`DELIVERY_HOURS: ${(error as Error).message}`)
    }
  }
  const capacityText = env.RESERVATION_CAPACITY?.trim() || String(DEFAULT_RESERVATION_CAPACITY)
  const reservationCapacity = Number(capacityText)
  if (!/^\d+$/.test(capacityText) || reservationCapacity < 1 || reservationCapacity > 100_000) {
    const got = env.RESERVATION_CAPACITY
    throw new ConfigError(`RESERVATION_CAPACITY must be guests per slot, 1 to 100000, got "${got}"`)
  }
  const restaurantEmail = env.RESTAURANT_EMAIL?.trim() || undefined
  if (restaurantEmail && !EMAIL_PATTERN.test(restaurantEmail)) {
    throw new ConfigError(`RESTAURANT_EMAIL must be an e-mail address, got "${restaurantEmail}"`)
  }
  const pollText = env.MAIL_POLL_MS?.trim() || '5000'
  const mailPollMs = Number(pollText)
  if (!/^\d+$/.test(pollText) || mailPollMs < 10 || mailPollMs > 3_600_000) {
    throw new ConfigError(`MAIL_POLL_MS must be milliseconds, 10 to 3600000, got "${pollText}"`)
  }
  const publicUrl = (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '')
  if (!/^https?:\/\/[^\s/]+/.test(publicUrl)) {
    throw new ConfigError(`PUBLIC_URL must be an http(s) address, got "${env.PUBLIC_URL}"`)
  }
  const databaseUrl = env.DATABASE_URL?.trim() || undefined
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)')
  }
  const redisUrl = env.REDIS_URL?.trim() || undefined
  if (redisUrl && !/^rediss?:\/\/\S+$/.test(redisUrl)) {
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL, got "${redisUrl}"`)
  }
  const redisPrefix = env.REDIS_PREFIX ?? 'quan-rl:'
  if (!/^[\w.:-]{1,64}$/.test(redisPrefix)) {
    throw new ConfigError(
      `REDIS_PREFIX must be 1 to 64 letters, digits or _ - . :, got "${redisPrefix}"`,
    )
  }
  const jwtSecret = env.JWT_SECRET || undefined
  if (jwtSecret && Buffer.byteLength(jwtSecret) < MIN_SECRET_BYTES) {
    throw new ConfigError(
      `JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long, got ${Buffer.byteLength(jwtSecret)}; leave it unset and the shop makes one`,
    )
  }
  const streams: StreamLimits = {
    perAddress: wholeNumber(env, 'STREAMS_PER_ADDRESS', 10, 'streams', 100_000),
    total: wholeNumber(env, 'STREAMS_TOTAL', 1000, 'streams', 100_000),
    maxAgeMs: wholeNumber(env, 'STREAM_MAX_AGE_S', 3600, 'seconds', 86_400) * 1000,
    recheckMs: wholeNumber(env, 'STREAM_RECHECK_S', 60, 'seconds', 60) * 1000,
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    jwtSecret,
    admin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Quán <no-reply@quan.local>',
    restaurantEmail,
    mailPollMs,
    publicUrl,
    timeZone,
    deliveryHours,
    reservationCapacity,
    rateLimits: env.RATE_LIMITS !== 'off',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    redisUrl,
    redisPrefix,
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'off',
    // src/ and dist/ both sit two levels below apps/, next to web/.
    webDir: path.resolve(env.WEB_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url))),
    streams,
    passwordCost: PASSWORD_COST,
  }
}

/** TRUST_PROXY: a hop count (1) or proxy addresses and networks (10.0.0.0/8,127.0.0.1). */
function readTrustProxy(value: string | undefined): number | string[] | false {
  const text = value?.trim()
  if (!text) return false
  if (text === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would let any client choose its own address; give the number of proxies in front of the shop (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)',
    )
  }
  if (/^\d{1,2}$/.test(text) && Number(text) >= 1) return Number(text)
  const proxies = text.split(',').map((part) => part.trim())
  if (proxies.every(isAddressOrNetwork)) return proxies
  throw new ConfigError(
    `TRUST_PROXY must be the number of proxies in front of the shop (e.g. 1) or a comma list of their addresses or networks (e.g. 10.0.0.0/8,127.0.0.1), got "${value}"`,
  )
}

function isAddressOrNetwork(text: string): boolean {
  const [address = '', bits, ...rest] = text.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)
}
