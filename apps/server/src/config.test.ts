import path from 'node:path'
import { OPENING_HOURS } from '@quan/domain'
import { describe, expect, it } from 'vitest'
import { ConfigError, readBackupConfig, readConfig } from './config'

describe('an empty environment', () => {
  it('gives every setting its safe default', () => {
    const config = readConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      admin: undefined,
      smtpUrl: undefined,
      mailFrom: 'Quán <no-reply@quan.local>',
      publicUrl: 'http://localhost:3000',
      timeZone: 'Europe/Bratislava',
      deliveryHours: OPENING_HOURS,
      pickupHours: OPENING_HOURS,
      rateLimits: true,
      logLevel: 'info',
      seedDemo: true,
    })
    expect(config.webDir).toMatch(/apps[/\\]web[/\\]dist$/)
  })

  it('turns rate limits and the demo off, and orders on at any hour, when told', () => {
    const config = readConfig({ RATE_LIMITS: 'off', SEED_DEMO: 'off', DELIVERY_HOURS: 'always' })
    expect(config).toMatchObject({ rateLimits: false, seedDemo: false, deliveryHours: null })
  })

  it('reads the pickup hours as the delivery hours are read (issue 11 §1)', () => {
    expect(readConfig({ PICKUP_HOURS: 'always' }).pickupHours).toBeNull()
    expect(readConfig({ PICKUP_HOURS: 'sat,sun 10:00-14:00' }).pickupHours).toMatchObject({
      0: [{ open: '10:00', close: '14:00' }],
      1: [],
      6: [{ open: '10:00', close: '14:00' }],
    })
  })
})

describe('PORT, ADMIN_*, RESTAURANT_TZ, DELIVERY_HOURS and DATABASE_URL', () => {
  it('takes an admin account, a time zone and a PostgreSQL address', () => {
    const config = readConfig({
      ADMIN_EMAIL: ' owner@quan.example ',
      ADMIN_PASSWORD: 'long enough',
      RESTAURANT_TZ: 'Europe/Prague',
      DATABASE_URL: ' postgresql://quan@db/quan ',
    })
    expect(config.admin).toEqual({ email: 'owner@quan.example', password: 'long enough' })
    expect(config.timeZone).toBe('Europe/Prague')
    expect(config.databaseUrl).toBe('postgresql://quan@db/quan')
  })

  it('takes the restaurant’s country for phones, Slovakia by default (issue 19 §1.2)', () => {
    expect(readConfig({}).country).toBe('SK')
    expect(readConfig({ RESTAURANT_COUNTRY: ' at ' }).country).toBe('AT')
  })

  it.each([
    [{ PORT: '70000' }, 'PORT must be a port number, got "70000"'],
    [{ PORT: 'http' }, 'PORT must be a port number, got "http"'],
    [{ ADMIN_EMAIL: 'owner@quan.example' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [
      { ADMIN_EMAIL: 'owner@quan.example', ADMIN_PASSWORD: 'short' },
      'ADMIN_PASSWORD must be at least 8 characters long',
    ],
    [{ RESTAURANT_TZ: 'Mars/Olympus' }, 'RESTAURANT_TZ is not a known time zone: "Mars/Olympus"'],
    [
      { RESTAURANT_COUNTRY: 'Slovakia' },
      'RESTAURANT_COUNTRY must be a country code the shop knows (AT, BE,',
    ],
    [{ DELIVERY_HOURS: 'soon' }, 'DELIVERY_HOURS: Bad opening hours "soon"'],
    [{ PICKUP_HOURS: 'soon' }, 'PICKUP_HOURS: Bad opening hours "soon"'],
    [
      { DATABASE_URL: 'mysql://db' },
      'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)',
    ],
  ])('stops the server on %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError)
    expect(() => readConfig(env)).toThrow(message)
  })
})

describe('the backup commands', () => {
  it('keep 14 backups in DATA_DIR/backups unless told, and read FILE where npm was called', () => {
    expect(readBackupConfig({ DATA_DIR: '/srv/quan', INIT_CWD: '/home/owner' })).toEqual({
      dataDir: path.resolve('/srv/quan'),
      databaseUrl: undefined,
      backupDir: path.resolve('/srv/quan/backups'),
      keep: 14,
      callerDir: '/home/owner',
    })
  })

  it('take a backup folder and a count', () => {
    const config = readBackupConfig({ BACKUP_DIR: ' /mnt/backups ', BACKUP_KEEP: '3' })
    expect(config).toMatchObject({ backupDir: path.resolve('/mnt/backups'), keep: 3 })
  })

  it.each([
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP must be how many backups to keep, 1 or more, got "0"'],
    [{ PORT: 'http' }, 'PORT must be a port number, got "http"'],
    [{ ADMIN_PASSWORD: 'long enough' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
  ])('stop on %j, as the server does', (env, message) => {
    expect(() => readBackupConfig(env)).toThrow(ConfigError)
    expect(() => readBackupConfig(env)).toThrow(message)
  })
})

describe('RESERVATION_CAPACITY', () => {
  it('seats 40 guests per slot unless told otherwise', () => {
    expect(readConfig({}).reservationCapacity).toBe(40)
    expect(readConfig({ RESERVATION_CAPACITY: '' }).reservationCapacity).toBe(40)
  })

  it('takes a whole number of guests', () => {
    expect(readConfig({ RESERVATION_CAPACITY: ' 24 ' }).reservationCapacity).toBe(24)
    expect(readConfig({ RESERVATION_CAPACITY: '1' }).reservationCapacity).toBe(1)
  })

  it.each([['0'], ['-5'], ['12.5'], ['forty'], ['1e3'], ['100001']])(
    'stops the server on %j with a sentence naming the variable',
    (value) => {
      expect(() => readConfig({ RESERVATION_CAPACITY: value })).toThrow(ConfigError)
      expect(() => readConfig({ RESERVATION_CAPACITY: value })).toThrow(
        `RESERVATION_CAPACITY must be guests per slot, 1 to 100000, got "${value}"`,
      )
    },
  )
})

describe('RESTAURANT_EMAIL, MAIL_POLL_MS and PUBLIC_URL', () => {
  it('mails the restaurant nothing, polls every 5 s and links to localhost unless told', () => {
    const config = readConfig({ PORT: '8080' })
    expect(config.restaurantEmail).toBeUndefined()
    expect(config.mailPollMs).toBe(5000)
    expect(config.publicUrl).toBe('http://localhost:8080')
  })

  it('takes an address, a poll interval and a public address without its trailing slash', () => {
    const config = readConfig({
      RESTAURANT_EMAIL: ' kitchen@quan.example ',
      MAIL_POLL_MS: '250',
      PUBLIC_URL: 'https://quan.example/',
    })
    expect(config.restaurantEmail).toBe('kitchen@quan.example')
    expect(config.mailPollMs).toBe(250)
    expect(config.publicUrl).toBe('https://quan.example')
  })

  it.each([
    [{ RESTAURANT_EMAIL: 'kitchen' }, 'RESTAURANT_EMAIL must be an e-mail address, got "kitchen"'],
    [{ MAIL_POLL_MS: '5s' }, 'MAIL_POLL_MS must be milliseconds, 10 to 3600000, got "5s"'],
    [{ MAIL_POLL_MS: '0' }, 'MAIL_POLL_MS must be milliseconds, 10 to 3600000, got "0"'],
    [{ PUBLIC_URL: 'quan.example' }, 'PUBLIC_URL must be an http(s) address, got "quan.example"'],
  ])('stops the server on %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError)
    expect(() => readConfig(env)).toThrow(message)
  })
})

// Issue 19 §5: the restaurant reads its own alerts in the back office's language.
describe('RESTAURANT_LANGUAGE', () => {
  it('writes the restaurant’s mails in English unless told, else in the language named', () => {
    expect(readConfig({}).restaurantLanguage).toBe('en')
    expect(readConfig({ RESTAURANT_LANGUAGE: ' SK ' }).restaurantLanguage).toBe('sk')
    expect(readConfig({ RESTAURANT_LANGUAGE: 'vi' }).restaurantLanguage).toBe('vi')
  })

  it('stops the server on a language the shop does not speak', () => {
    expect(() => readConfig({ RESTAURANT_LANGUAGE: 'de' })).toThrow(
      'RESTAURANT_LANGUAGE must be vi, en or sk, got "de"',
    )
  })
})

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told: the address of the connection is the client', () => {
    expect(readConfig({}).trustProxy).toBe(false)
    expect(readConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe(false)
  })

  it('takes a number of proxy hops in front of the shop', () => {
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(readConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2)
  })

  it('takes a comma list of proxy addresses and networks', () => {
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ])
  })

  it('refuses to trust every address: any client could then pick its own', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError)
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY=true would let any client choose its own address; give the number of proxies in front of the shop (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)',
    )
  })

  it.each([
    ['yes'],
    ['0'],
    ['-1'],
    ['1.5'],
    ['10.0.0.0/33'],
    ['10.0.0.300'],
    ['10.0.0.1,,'],
    ['*'],
  ])('stops the server on %j with a sentence naming the variable', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(ConfigError)
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY must be the number of proxies in front of the shop (e.g. 1) or a comma list of their addresses or networks (e.g. 10.0.0.0/8,127.0.0.1), got "${value}"`,
    )
  })
})

describe('REDIS_URL and REDIS_PREFIX', () => {
  it('keeps rate limits in memory unless told, under the quan-rl: prefix in Redis', () => {
    const config = readConfig({})
    expect(config.redisUrl).toBeUndefined()
    expect(config.redisPrefix).toBe('quan-rl:')
  })

  it('takes a redis:// or rediss:// address and a prefix', () => {
    expect(readConfig({ REDIS_URL: ' redis://127.0.0.1:6379 ' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    )
    expect(readConfig({ REDIS_URL: 'rediss://:secret@cache.example:6380/2' }).redisUrl).toBe(
      'rediss://:secret@cache.example:6380/2',
    )
    expect(readConfig({ REDIS_PREFIX: 'shop-2:' }).redisPrefix).toBe('shop-2:')
  })

  it.each([
    [
      { REDIS_URL: '127.0.0.1:6379' },
      'REDIS_URL must be a redis:// or rediss:// URL, got "127.0.0.1:6379"',
    ],
    [
      { REDIS_URL: 'http://cache' },
      'REDIS_URL must be a redis:// or rediss:// URL, got "http://cache"',
    ],
    [
      { REDIS_PREFIX: 'two words' },
      'REDIS_PREFIX must be 1 to 64 letters, digits or _ - . :, got "two words"',
    ],
  ])('stops the server on %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError)
    expect(() => readConfig(env)).toThrow(message)
  })
})

describe('JWT_SECRET', () => {
  it('takes a secret of 32 bytes or more, and none (one is made and kept in the database)', () => {
    const secret = 'x'.repeat(32)
    expect(readConfig({ JWT_SECRET: secret }).jwtSecret).toBe(secret)
    expect(readConfig({}).jwtSecret).toBeUndefined()
  })

  it.each([['short'], ['x'.repeat(31)]])('stops the server on a secret of %j', (secret) => {
    expect(() => readConfig({ JWT_SECRET: secret })).toThrow(ConfigError)
    expect(() => readConfig({ JWT_SECRET: secret })).toThrow(
      `JWT_SECRET must be at least 32 bytes long, got ${secret.length}; leave it unset and the shop makes one`,
    )
  })
})

describe('METRICS_TOKEN', () => {
  it('is unset by default (no metrics), and taken when long enough', () => {
    expect(readConfig({}).metricsToken).toBeUndefined()
    expect(readConfig({ METRICS_TOKEN: ' ' }).metricsToken).toBeUndefined()
    const token = 'a'.repeat(16)
    expect(readConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token)
  })

  it.each([['short'], ['with spaces in it, long enough']])(
    'stops the server on a token of %j',
    (token) => {
      expect(() => readConfig({ METRICS_TOKEN: token })).toThrow(
        'METRICS_TOKEN must be at least 16 printable characters without spaces',
      )
    },
  )
})

describe('STREAMS_PER_ADDRESS, STREAMS_TOTAL, STREAM_MAX_AGE_S and STREAM_RECHECK_S', () => {
  it('allow 10 streams per address, 1000 in all, for an hour each, re-checked every minute', () => {
    expect(readConfig({}).streams).toEqual({
      perAddress: 10,
      total: 1000,
      maxAgeMs: 3_600_000,
      recheckMs: 60_000,
    })
  })

  it('take whole numbers', () => {
    const env = {
      STREAMS_PER_ADDRESS: ' 3 ',
      STREAMS_TOTAL: '50',
      STREAM_MAX_AGE_S: '600',
      STREAM_RECHECK_S: '5',
    }
    expect(readConfig(env).streams).toEqual({
      perAddress: 3,
      total: 50,
      maxAgeMs: 600_000,
      recheckMs: 5_000,
    })
  })

  it.each([
    [{ STREAMS_PER_ADDRESS: '0' }, 'STREAMS_PER_ADDRESS must be streams, 1 to 100000, got "0"'],
    [{ STREAMS_TOTAL: 'many' }, 'STREAMS_TOTAL must be streams, 1 to 100000, got "many"'],
    [{ STREAM_MAX_AGE_S: '1h' }, 'STREAM_MAX_AGE_S must be seconds, 1 to 86400, got "1h"'],
    [{ STREAM_RECHECK_S: '61' }, 'STREAM_RECHECK_S must be seconds, 1 to 60, got "61"'],
  ])('stops the server on %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError)
    expect(() => readConfig(env)).toThrow(message)
  })
})

describe('SHUTDOWN_GRACE_S', () => {
  it('gives a stop 10 s unless told, in whole seconds', () => {
    expect(readConfig({}).shutdownGraceMs).toBe(10_000)
    expect(readConfig({ SHUTDOWN_GRACE_S: '25' }).shutdownGraceMs).toBe(25_000)
    expect(() => readConfig({ SHUTDOWN_GRACE_S: '0' })).toThrow(
      'SHUTDOWN_GRACE_S must be seconds, 1 to 600, got "0"',
    )
  })
})

describe('password hashing', () => {
  it('costs what OWASP asks for scrypt, in 16 MiB: N = 2^14, r = 8, p = 5', () => {
    expect(readConfig({}).passwordCost).toEqual({ N: 2 ** 14, r: 8, p: 5 })
  })
})

describe('PRINTER_URL', () => {
  it('is no printer when unset, and a host and port (9100 unless told) when set', () => {
    expect(readConfig({}).printer).toBeUndefined()
    expect(readConfig({ PRINTER_URL: 'tcp://192.168.1.50:9100' }).printer).toEqual({
      host: '192.168.1.50',
      port: 9100,
    })
    expect(readConfig({ PRINTER_URL: 'tcp://kitchen-printer.lan' }).printer).toEqual({
      host: 'kitchen-printer.lan',
      port: 9100,
    })
  })

  it('refuses anything but tcp://host:port, saying what it wants', () => {
    for (const url of [
      'http://192.168.1.50:9100',
      '192.168.1.50',
      'tcp://host:9100/x',
      'tcp://[::1]:9100',
    ]) {
      expect(() => readConfig({ PRINTER_URL: url })).toThrow(/PRINTER_URL/)
    }
  })
})
