import { describe, expect, it } from 'vitest'
import type { DineInSettings } from '@quan/domain'
import { signTableToken, verifyTableToken } from './table-token'

const SECRET = 'a-secret-of-the-shop-long-enough-for-hmac-0123456789'
const settings: DineInSettings = {
  enabled: true,
  tables: ['T1', 'T2', 'T3', 'T4', 'Terrace 3', 'Bàn 5'],
  generation: 2,
}

/** The token with its table part swapped for another table's, the signature kept. */
function edited(token: string, table: string): string {
  const [generation, , signature] = token.split('.')
  return `${generation}.${Buffer.from(table).toString('base64url')}.${signature}`
}

describe('table link tokens', () => {
  it('names the table it was signed for, spaces and accents too', () => {
    for (const table of ['T3', 'Terrace 3', 'Bàn 5']) {
      const token = signTableToken(SECRET, 2, table)
      expect(token).toMatch(/^[A-Za-z0-9._-]+$/)
      expect(verifyTableToken(SECRET, token, settings)).toEqual({ ok: true, table })
    }
  })

  it('refuses a link edited from table 3 to table 4', () => {
    const token = edited(signTableToken(SECRET, 2, 'T3'), 'T4')
    expect(verifyTableToken(SECRET, token, settings)).toEqual({ ok: false, refusal: 'invalid' })
  })

  it('refuses a link signed with another secret, or made up', () => {
    const forged = signTableToken('another-shop-secret-0123456789-0123456789', 2, 'T3')
    expect(verifyTableToken(SECRET, forged, settings)).toEqual({ ok: false, refusal: 'invalid' })
    for (const token of ['', 'T3', '2.VDM', '2.VDM.short', `2.VDM.${'A'.repeat(22)}`, '0.VDM.x']) {
      expect(verifyTableToken(SECRET, token, settings)).toEqual({ ok: false, refusal: 'invalid' })
    }
  })

  it('refuses a link whose generation was edited to the current one', () => {
    const [, name, sig] = signTableToken(SECRET, 1, 'T3').split('.')
    const token = `2.${name}.${sig}`
    expect(verifyTableToken(SECRET, token, settings)).toEqual({ ok: false, refusal: 'invalid' })
  })

  it('refuses a link of a revoked sheet', () => {
    const token = signTableToken(SECRET, 1, 'T3')
    expect(verifyTableToken(SECRET, token, settings)).toEqual({ ok: false, refusal: 'revoked' })
    expect(verifyTableToken(SECRET, token, { ...settings, generation: 1 }).ok).toBe(true)
  })

  it('refuses a link of a table that was removed, and reads a renamed case as the same table', () => {
    const token = signTableToken(SECRET, 2, 'T9')
    expect(verifyTableToken(SECRET, token, settings)).toEqual({ ok: false, refusal: 'gone' })
    const lower = signTableToken(SECRET, 2, 't1')
    expect(verifyTableToken(SECRET, lower, settings)).toEqual({ ok: true, table: 'T1' })
  })
})
