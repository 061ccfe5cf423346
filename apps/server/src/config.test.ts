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
