import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from './config'

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
