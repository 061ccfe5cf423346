import { describe, expect, it } from 'vitest'
import { pickEncoding } from './accept-encoding'

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected)
  })

  it('reads a header sent twice', () => {
    expect(pickEncoding(['gzip', 'br'])).toBe('br')
    expect(pickEncoding(undefined)).toBe('identity')
  })
})
