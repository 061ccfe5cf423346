import { isIP } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  DEFAULT_LANGUAGE,
  DEFAULT_RESERVATION_CAPACITY,
  DEFAULT_RESTAURANT_COUNTRY,
  DEFAULT_TIME_ZONE,
  EMAIL_PATTERN,
  isLanguage,
  type Language,
  isRestaurantCountry,
  OPENING_HOURS,
  parseWeeklyHours,
  RESTAURANT_COUNTRIES,
  type RestaurantCountry,
  type WeeklyHours,
} from '@quan/domain'
import { z } from 'zod'
import { PASSWORD_COST, type PasswordCost } from './lib/passwords'

/**
 * Everything the server can be told, read once from the environment (see the README table) by
 * the one schema below; nothing else in the server reads process.env (issue 10 §3).
 */
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
  /**
   * The back office's language (`RESTAURANT_LANGUAGE`): the restaurant's own mails, its new-order
   * alerts and forwarded contact messages, are written in it.
   */
  restaurantLanguage: Language
  /** How often the mail worker looks for mails that are due (`MAIL_POLL_MS`). */
  mailPollMs: number
  /** The shop's address as guests reach it (`PUBLIC_URL`), for links in e-mails. */
  publicUrl: string
  timeZone: string
  /**
   * The restaurant's country (`RESTAURANT_COUNTRY`, ISO code): a phone written without its
   * country code is read as one of its numbers, so one guest is one phone (issue 19 §1.2).
   */
  country: RestaurantCountry
  /** null = orders are taken at any hour (`DELIVERY_HOURS=always`). */
  deliveryHours: WeeklyHours | null
  /** When pickup orders are collected (`PICKUP_HOURS`, the opening hours by default); null = always. */
  pickupHours: WeeklyHours | null
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
   * How long a stop may take (`SHUTDOWN_GRACE_S`): requests in flight are answered, the orders
   * held are written and the database closed within it, or the process exits 1 (shutdown.ts).
   */
  shutdownGraceMs: number
  /**
   * scrypt's cost for new password hashes. Always OWASP's minimum from the environment; only
   * tests set a lower one, so that their many sign-ups do not take seconds each.
   */
  passwordCost: PasswordCost
  /**
   * Online payment through Stripe (issue 22 §1): on only when both `STRIPE_SECRET_KEY` and
   * `STRIPE_WEBHOOK_SECRET` are set. `STRIPE_API_BASE` points the SDK at another server that
   * speaks Stripe's API (a local fake in tests); unset, Stripe itself.
   */
  stripe: StripeConfig | undefined
  /**
   * The kitchen's network ESC/POS printer (`PRINTER_URL`, tcp://host:9100, issue 23 §2): tickets
   * print by themselves there; unset, nothing prints by itself and no reprint can be queued.
   */
  printer: PrinterAddress | undefined
  /**
   * Web Push (issue 24 §2): the VAPID key pair (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`, both or
   * neither); unset, one is made on first start and kept in the database like the JWT secret.
   */
  vapid: { publicKey: string | undefined; privateKey: string | undefined }
  /** Who push services may contact about our pushes (`VAPID_SUBJECT`): mailto: or https:. */
  vapidSubject: string | undefined
  /**
   * The push services a browser's subscription may point at (`PUSH_SERVICE_HOSTS`, host names,
   * `*.` for any below): the server sends to no other address a stranger could give it.
   */
  pushServiceHosts: string[]
  /**
   * The bearer token GET /metrics asks for (`METRICS_TOKEN`, issue 25 §3); unset, there are no
   * metrics at all: no route, and prom-client is never loaded.
   */
  metricsToken: string | undefined
}

export interface PrinterAddress {
  host: string
  port: number
}

export interface StripeConfig {
  secretKey: string
  webhookSecret: string
  /** host, port and protocol of STRIPE_API_BASE; undefined: api.stripe.com. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined
}

export interface StreamLimits {
  perAddress: number
  total: number
  /** The server ends a stream this old; EventSource reconnects by itself. */
  maxAgeMs: number
  /** How often a signed-in stream checks that its token still passes. */
  recheckMs: number
}

/**
 * True under Vitest: answers are then also checked against what JSON.stringify would write
 * (plugins/contract.ts), a cost a running shop does not pay.
 */
export const UNDER_TEST = process.env.VITEST === 'true'

/** JWT_SECRET's minimum: HS256 wants a key as long as its 256-bit hash (RFC 7518 §3.2). */
const MIN_SECRET_BYTES = 32

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>

/** A variable as the environment gives it: text, or unset. */
const variable = z.string().optional()

/**
 * A variable checked by `read`, which returns its value or, for a value the shop cannot use, the
 * sentence that stops the server (it names the variable and says what it wants).
 */
function setting<T>(read: (text: string | undefined) => T | { refused: string }) {
  return variable.transform((text, context): T => {
    const value = read(text)
    if (isRefusal(value)) {
      context.addIssue({ code: 'custom', message: value.refused })
      return z.NEVER
    }
    return value
  })
}

const isRefusal = (value: unknown): value is { refused: string } =>
  typeof value === 'object' && value !== null && 'refused' in value

/** A whole number within 1..max, `fallback` when unset or blank. */
function wholeNumber(name: string, fallback: number, unit: string, max: number) {
  return setting((raw) => {
    const text = raw?.trim() || String(fallback)
    const value = Number(text)
    if (!/^\d+$/.test(text) || value < 1 || value > max) {
      return { refused: `${name} must be ${unit}, 1 to ${max}, got "${raw}"` }
    }
    return value
  })
}

/** DELIVERY_HOURS and PICKUP_HOURS: 'always', weekly hours, or SPEC's opening hours when unset. */
function weeklyHoursOf(name: string) {
  return (raw: string | undefined): WeeklyHours | null | { refused: string } => {
    const text = raw?.trim()
    if (text === 'always') return null
    if (!text) return OPENING_HOURS
    try {
      return parseWeeklyHours(text)
    } catch (error) {
      return { refused: `${name}: ${(error as Error).message}` }
    }
  }
}

/**
 * The admin account to create at start: ADMIN_EMAIL and ADMIN_PASSWORD, both or neither. One
 * setting read from two variables (see `environmentOf`).
 */
const admin = z
  .object({ ADMIN_EMAIL: variable, ADMIN_PASSWORD: variable })
  .transform((pair, context): Config['admin'] => {
    const email = pair.ADMIN_EMAIL?.trim()
    const password = pair.ADMIN_PASSWORD
    if (Boolean(email) !== Boolean(password)) {
      context.addIssue({
        code: 'custom',
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      })
      return z.NEVER
    }
    if (password !== undefined && password.length < 8) {
      context.addIssue({
        code: 'custom',
        message: 'ADMIN_PASSWORD must be at least 8 characters long',
      })
      return z.NEVER
    }
    return email && password ? { email, password } : undefined
  })

/** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE, read as one setting. */
const stripe = z
  .object({
    STRIPE_SECRET_KEY: variable,
    STRIPE_WEBHOOK_SECRET: variable,
    STRIPE_API_BASE: variable,
  })
  .transform((vars, context): StripeConfig | undefined => {
    const secretKey = vars.STRIPE_SECRET_KEY?.trim() || undefined
    const webhookSecret = vars.STRIPE_WEBHOOK_SECRET?.trim() || undefined
    if (Boolean(secretKey) !== Boolean(webhookSecret)) {
      context.addIssue({
        code: 'custom',
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
      })
      return z.NEVER
    }
    const base = vars.STRIPE_API_BASE?.trim()
    let api: StripeConfig['api']
    if (base) {
      const url = URL.canParse(base) ? new URL(base) : undefined
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        context.addIssue({
          code: 'custom',
          message: `STRIPE_API_BASE must be an http(s) address such as http://127.0.0.1:12111, got "${base}"`,
        })
        return z.NEVER
      }
      const protocol = url.protocol === 'http:' ? 'http' : 'https'
      api = {
        host: url.hostname,
        port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
        protocol,
      }
    }
    return secretKey && webhookSecret ? { secretKey, webhookSecret, api } : undefined
  })

/**
 * Every variable the server reads, in the order they are checked: the first that is wrong stops
 * the server with its sentence.
 */
const variables = z.object({
  PORT: setting((raw) => {
    const port = Number(raw ?? 3000)
    return Number.isInteger(port) && port >= 0 && port <= 65535
      ? port
      : { refused: `PORT must be a port number, got "${raw}"` }
  }),
  HOST: variable.transform((text) => text ?? '0.0.0.0'),
  DATA_DIR: variable.transform((text) => path.resolve(text ?? './data')),
  ADMIN: admin,
  STRIPE: stripe,
  RESTAURANT_TZ: setting((raw) => {
    const timeZone = raw ?? DEFAULT_TIME_ZONE
    try {
      new Intl.DateTimeFormat('en', { timeZone })
    } catch {
      return { refused: `RESTAURANT_TZ is not a known time zone: "${timeZone}"` }
    }
    return timeZone
  }),
  RESTAURANT_COUNTRY: setting((raw) => {
    const country = raw?.trim().toUpperCase() || DEFAULT_RESTAURANT_COUNTRY
    return isRestaurantCountry(country)
      ? country
      : {
          refused: `RESTAURANT_COUNTRY must be a country code the shop knows (${RESTAURANT_COUNTRIES.join(', ')}), got "${raw}"`,
        }
  }),
  DELIVERY_HOURS: setting(weeklyHoursOf('DELIVERY_HOURS')),
  PICKUP_HOURS: setting(weeklyHoursOf('PICKUP_HOURS')),
  RESERVATION_CAPACITY: setting((raw) => {
    const text = raw?.trim() || String(DEFAULT_RESERVATION_CAPACITY)
    const capacity = Number(text)
    return /^\d+$/.test(text) && capacity >= 1 && capacity <= 100_000
      ? capacity
      : { refused: `RESERVATION_CAPACITY must be guests per slot, 1 to 100000, got "${raw}"` }
  }),
  RESTAURANT_EMAIL: setting((raw) => {
    const address = raw?.trim() || undefined
    return address && !EMAIL_PATTERN.test(address)
      ? { refused: `RESTAURANT_EMAIL must be an e-mail address, got "${address}"` }
      : address
  }),
  RESTAURANT_LANGUAGE: setting((raw) => {
    const code = raw?.trim().toLowerCase() || DEFAULT_LANGUAGE
    return isLanguage(code)
      ? code
      : { refused: `RESTAURANT_LANGUAGE must be vi, en or sk, got "${raw}"` }
  }),
  MAIL_POLL_MS: setting((raw) => {
    const text = raw?.trim() || '5000'
    const ms = Number(text)
    return /^\d+$/.test(text) && ms >= 10 && ms <= 3_600_000
      ? ms
      : { refused: `MAIL_POLL_MS must be milliseconds, 10 to 3600000, got "${text}"` }
  }),
  // Unset, the shop's address is localhost at its PORT (filled in below).
  PUBLIC_URL: setting((raw) => {
    const text = raw?.trim()
    if (!text) return undefined
    const url = text.replace(/\/+$/, '')
    return /^https?:\/\/[^\s/]+/.test(url)
      ? url
      : { refused: `PUBLIC_URL must be an http(s) address, got "${raw}"` }
  }),
  DATABASE_URL: setting((raw) => {
    const url = raw?.trim() || undefined
    return url && !/^postgres(ql)?:\/\//.test(url)
      ? { refused: 'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)' }
      : url
  }),
  REDIS_URL: setting((raw) => {
    const url = raw?.trim() || undefined
    return url && !/^rediss?:\/\/\S+$/.test(url)
      ? { refused: `REDIS_URL must be a redis:// or rediss:// URL, got "${url}"` }
      : url
  }),
  REDIS_PREFIX: setting((raw) => {
    const prefix = raw ?? 'quan-rl:'
    return /^[\w.:-]{1,64}$/.test(prefix)
      ? prefix
      : { refused: `REDIS_PREFIX must be 1 to 64 letters, digits or _ - . :, got "${prefix}"` }
  }),
  JWT_SECRET: setting((raw) => {
    const secret = raw || undefined
    const bytes = secret === undefined ? 0 : Buffer.byteLength(secret)
    return secret && bytes < MIN_SECRET_BYTES
      ? {
          refused: `JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long, got ${bytes}; leave it unset and the shop makes one`,
        }
      : secret
  }),
  STREAMS_PER_ADDRESS: wholeNumber('STREAMS_PER_ADDRESS', 10, 'streams', 100_000),
  STREAMS_TOTAL: wholeNumber('STREAMS_TOTAL', 1000, 'streams', 100_000),
  STREAM_MAX_AGE_S: wholeNumber('STREAM_MAX_AGE_S', 3600, 'seconds', 86_400),
  STREAM_RECHECK_S: wholeNumber('STREAM_RECHECK_S', 60, 'seconds', 60),
  SHUTDOWN_GRACE_S: wholeNumber('SHUTDOWN_GRACE_S', 10, 'seconds', 600),
  TRUST_PROXY: setting(readTrustProxy),
  PRINTER_URL: setting(readPrinterUrl),
  VAPID_PUBLIC_KEY: setting((raw) => {
    const key = raw?.trim() || undefined
    return key && !/^[A-Za-z0-9_-]{87}$/.test(key)
      ? { refused: 'VAPID_PUBLIC_KEY must be a P-256 public key in base64url (87 characters)' }
      : key
  }),
  VAPID_PRIVATE_KEY: setting((raw) => {
    const key = raw?.trim() || undefined
    return key && !/^[A-Za-z0-9_-]{43}$/.test(key)
      ? { refused: 'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)' }
      : key
  }),
  VAPID_SUBJECT: setting((raw) => {
    const subject = raw?.trim() || undefined
    return subject && !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)
      ? { refused: `VAPID_SUBJECT must be a mailto: or https: address, got "${subject}"` }
      : subject
  }),
  PUSH_SERVICE_HOSTS: setting((raw) => {
    const hosts = (raw?.trim() || DEFAULT_PUSH_SERVICE_HOSTS)
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean)
    return hosts.every((host) => /^(\*\.)?[a-z0-9.-]+$/.test(host))
      ? hosts
      : { refused: `PUSH_SERVICE_HOSTS must be host names separated by commas, got "${raw}"` }
  }),
  METRICS_TOKEN: setting((raw) => {
    const token = raw?.trim() || undefined
    return token && !/^[\x21-\x7e]{16,}$/.test(token)
      ? {
          refused:
            'METRICS_TOKEN must be at least 16 printable characters without spaces (e.g. from `openssl rand -hex 32`)',
        }
      : token
  }),
  SMTP_URL: variable.transform((text) => text || undefined),
  MAIL_FROM: variable.transform((text) => text ?? 'Quán <no-reply@quan.local>'),
  RATE_LIMITS: variable.transform((text) => text !== 'off'),
  LOG_LEVEL: variable.transform((text) => text ?? 'info'),
  SEED_DEMO: variable.transform((text) => text !== 'off'),
  // src/ and dist/ both sit two levels below apps/, next to web/.
  WEB_DIR: variable.transform((text) =>
    path.resolve(text ?? fileURLToPath(new URL('../../web/dist', import.meta.url))),
  ),
})

type Variables = z.output<typeof variables>

function toConfig(v: Variables): Config {
  return {
    port: v.PORT,
    host: v.HOST,
    dataDir: v.DATA_DIR,
    databaseUrl: v.DATABASE_URL,
    jwtSecret: v.JWT_SECRET,
    admin: v.ADMIN,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    restaurantEmail: v.RESTAURANT_EMAIL,
    restaurantLanguage: v.RESTAURANT_LANGUAGE,
    mailPollMs: v.MAIL_POLL_MS,
    publicUrl: v.PUBLIC_URL ?? `http://localhost:${v.PORT}`,
    timeZone: v.RESTAURANT_TZ,
    country: v.RESTAURANT_COUNTRY,
    deliveryHours: v.DELIVERY_HOURS,
    pickupHours: v.PICKUP_HOURS,
    reservationCapacity: v.RESERVATION_CAPACITY,
    rateLimits: v.RATE_LIMITS,
    trustProxy: v.TRUST_PROXY,
    redisUrl: v.REDIS_URL,
    redisPrefix: v.REDIS_PREFIX,
    logLevel: v.LOG_LEVEL,
    seedDemo: v.SEED_DEMO,
    webDir: v.WEB_DIR,
    streams: {
      perAddress: v.STREAMS_PER_ADDRESS,
      total: v.STREAMS_TOTAL,
      maxAgeMs: v.STREAM_MAX_AGE_S * 1000,
      recheckMs: v.STREAM_RECHECK_S * 1000,
    },
    shutdownGraceMs: v.SHUTDOWN_GRACE_S * 1000,
    passwordCost: PASSWORD_COST,
    stripe: v.STRIPE,
    printer: v.PRINTER_URL,
    vapid: { publicKey: v.VAPID_PUBLIC_KEY, privateKey: v.VAPID_PRIVATE_KEY },
    vapidSubject: v.VAPID_SUBJECT,
    pushServiceHosts: v.PUSH_SERVICE_HOSTS,
    metricsToken: v.METRICS_TOKEN,
  }
}

/** The environment as `schema` reads it, the admin pair handed over as the one setting it is. */
function environmentOf<T>(schema: z.ZodType<T>) {
  return z.preprocess((env) => ({ ...(env as Env), ADMIN: env, STRIPE: env }), schema)
}

/** The server's environment. */
const environment = environmentOf(variables.transform(toConfig))

const DEFAULT_BACKUP_KEEP = 14

/** The backup commands read the server's environment, plus where backups go and how many stay. */
const backupVariables = variables.extend({
  BACKUP_KEEP: setting((raw) => {
    const text = raw?.trim() || String(DEFAULT_BACKUP_KEEP)
    const keep = Number(text)
    return /^\d+$/.test(text) && keep >= 1 && keep <= 100_000
      ? keep
      : { refused: `BACKUP_KEEP must be how many backups to keep, 1 or more, got "${text}"` }
  }),
  BACKUP_DIR: variable.transform((text) => text?.trim() || undefined),
  // npm runs scripts from the repository's root and says here where it was called from.
  INIT_CWD: variable,
})

const backupEnvironment = environmentOf(
  backupVariables.transform((v) => ({
    dataDir: v.DATA_DIR,
    databaseUrl: v.DATABASE_URL,
    backupDir: path.resolve(v.BACKUP_DIR ?? path.join(v.DATA_DIR, 'backups')),
    keep: v.BACKUP_KEEP,
    /** Where a FILE given to `npm run restore -- FILE` was typed. */
    callerDir: v.INIT_CWD ?? process.cwd(),
  })),
)

export type BackupConfig = z.output<typeof backupEnvironment>

/** The first variable that is wrong, as the sentence that stops the server. */
function parse<T>(schema: z.ZodType<T>, env: Env): T {
  const result = schema.safeParse(env)
  if (result.success) return result.data
  const [issue] = result.error.issues
  throw new ConfigError(
    issue?.code === 'custom' ? issue.message : `${issue?.path.join('.')}: ${issue?.message}`,
  )
}

export function readConfig(env: Env = process.env): Config {
  return parse(environment, env)
}

export function readBackupConfig(env: Env = process.env): BackupConfig {
  return parse(backupEnvironment, env)
}

/** The push services of Chrome, Firefox, Edge and Safari. */
const DEFAULT_PUSH_SERVICE_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com'

/** PRINTER_URL: tcp://host:port (9100 when not given), the raw port ESC/POS printers listen on. */
function readPrinterUrl(raw: string | undefined): PrinterAddress | undefined | { refused: string } {
  const text = raw?.trim()
  if (!text) return undefined
  const url = URL.canParse(text) ? new URL(text) : undefined
  if (!url || url.protocol !== 'tcp:' || !url.hostname || (url.pathname && url.pathname !== '/')) {
    return {
      refused: `PRINTER_URL must be tcp://host:port, such as tcp://192.168.1.50:9100, got "${raw}"`,
    }
  }
  // node-thermal-printer reads tcp://host:port with no brackets: an IPv6 literal would not connect.
  if (url.hostname.startsWith('[')) {
    return { refused: `PRINTER_URL takes an IPv4 address or a host name, got "${raw}"` }
  }
  return { host: url.hostname, port: url.port ? Number(url.port) : 9100 }
}

/** TRUST_PROXY: a hop count (1) or proxy addresses and networks (10.0.0.0/8,127.0.0.1). */
function readTrustProxy(
  value: string | undefined,
): number | string[] | false | { refused: string } {
  const text = value?.trim()
  if (!text) return false
  if (text === 'true') {
    return {
      refused:
        'TRUST_PROXY=true would let any client choose its own address; give the number of proxies in front of the shop (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)',
    }
  }
  if (/^\d{1,2}$/.test(text) && Number(text) >= 1) return Number(text)
  const proxies = text.split(',').map((part) => part.trim())
  if (proxies.every(isAddressOrNetwork)) return proxies
  return {
    refused: `TRUST_PROXY must be the number of proxies in front of the shop (e.g. 1) or a comma list of their addresses or networks (e.g. 10.0.0.0/8,127.0.0.1), got "${value}"`,
  }
}

function isAddressOrNetwork(text: string): boolean {
  const [address = '', bits, ...rest] = text.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)
}
