import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  TRACKING_CODE_MAX_LENGTH,
  TRACKING_CODE_PATTERN,
  generateTrackingCode,
  maskTrackingCode,
  normalizeTrackingCode,
} from './tracking'

/** Replays fixed values, as a test's stand-in for crypto.randomInt. */
const sequence = (...values: number[]) => {
  let index = 0
  return () => values[index++] ?? 0
}

describe('generateTrackingCode', () => {
  it('makes two letters and six digits from the random numbers', () => {
    expect(generateTrackingCode(sequence(0, 23, 1, 2, 3, 4, 5, 9))).toBe('AZ123459')
  })

  it('skips I and O', () => {
    // Index 8 would be I and 13 would be O in the full alphabet.
    expect(generateTrackingCode(sequence(8, 13, 0, 0, 0, 0, 0, 0))).toBe('JP000000')
  })

  it('asks for 24 letters and 10 digits', () => {
    const asked: number[] = []
    generateTrackingCode((max) => {
      asked.push(max)
      return 0
    })
    expect(asked).toEqual([24, 24, 10, 10, 10, 10, 10, 10])
  })

  it('always matches the pattern and the length limit, and never has I or O', () => {
    fc.assert(
      fc.property(fc.infiniteStream(fc.nat()), (stream) => {
        const iterator = stream[Symbol.iterator]()
        const code = generateTrackingCode((max) => (iterator.next().value as number) % max)
        expect(code).toMatch(TRACKING_CODE_PATTERN)
        expect(code.length).toBeLessThanOrEqual(TRACKING_CODE_MAX_LENGTH)
        expect(code).not.toMatch(/[IO]/)
      }),
    )
  })

  it('refuses a random source that breaks its contract', () => {
    expect(() => generateTrackingCode(() => 24)).toThrow(RangeError)
    expect(() => generateTrackingCode(() => -1)).toThrow(RangeError)
    expect(() => generateTrackingCode(() => 0.5)).toThrow(RangeError)
  })
})

describe('TRACKING_CODE_PATTERN', () => {
  it('accepts two capitals and six digits only', () => {
    expect(TRACKING_CODE_PATTERN.test('AB123456')).toBe(true)
    expect(TRACKING_CODE_PATTERN.test('IO123456')).toBe(true)
    expect(TRACKING_CODE_PATTERN.test('ab123456')).toBe(false)
    expect(TRACKING_CODE_PATTERN.test('AB12345')).toBe(false)
    expect(TRACKING_CODE_PATTERN.test('AB1234567')).toBe(false)
  })
})

describe('normalizeTrackingCode', () => {
  it('trims and uppercases', () => {
    expect(normalizeTrackingCode('  ab123456 ')).toBe('AB123456')
  })
})

describe('maskTrackingCode', () => {
  it('keeps the first four characters and hides the rest', () => {
    expect(maskTrackingCode('EK812345')).toBe('EK81····')
  })

  it('never gives back a code that opens an order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (values) => {
        const code = generateTrackingCode((max) => values.shift()! % max)
        const masked = maskTrackingCode(code)
        expect(masked).not.toBe(code)
        expect(TRACKING_CODE_PATTERN.test(normalizeTrackingCode(masked))).toBe(false)
        expect(masked.startsWith(code.slice(0, 4))).toBe(true)
      }),
    )
  })
})
