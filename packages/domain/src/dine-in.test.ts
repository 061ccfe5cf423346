import { describe, expect, it } from 'vitest'
import { dineInSettingsBody, findTable, MAX_TABLES, TABLE_NAME_MAX_LENGTH } from './dine-in'
import { VALIDATION_CODES } from './error-codes'

const messageOf = (body: unknown) => {
  const result = dineInSettingsBody.safeParse(body)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('the tables of dine-in', () => {
  it('trims the names and squeezes their spaces', () => {
    expect(dineInSettingsBody.parse({ enabled: true, tables: [' T1 ', 'Terrace   3'] })).toEqual({
      enabled: true,
      tables: ['T1', 'Terrace 3'],
    })
  })

  it('refuses a name twice, whatever its case or spaces', () => {
    expect(messageOf({ enabled: true, tables: ['T1', ' t1'] })).toBe(
      VALIDATION_CODES.tableNameTwice,
    )
  })

  it('refuses a blank name, a name too long and a control character', () => {
    expect(messageOf({ enabled: true, tables: ['  '] })).toBe(VALIDATION_CODES.tableNameInvalid)
    expect(messageOf({ enabled: true, tables: ['x'.repeat(TABLE_NAME_MAX_LENGTH + 1)] })).toBe(
      VALIDATION_CODES.tableNameInvalid,
    )
    expect(messageOf({ enabled: true, tables: ['T\u00071'] })).toBe(
      VALIDATION_CODES.controlCharacters,
    )
  })

  it('takes at most the cap of tables, and at least one when on', () => {
    const many = Array.from({ length: MAX_TABLES + 1 }, (_, index) => `T${index + 1}`)
    expect(messageOf({ enabled: false, tables: many })).toBe(VALIDATION_CODES.tooManyTables)
    expect(messageOf({ enabled: true, tables: [] })).toBe(VALIDATION_CODES.tablesRequired)
    expect(messageOf({ enabled: false, tables: [] })).toBeUndefined()
  })

  it('refuses a generation sent by the owner: only a revoke moves it', () => {
    expect(messageOf({ enabled: true, tables: ['T1'], generation: 9 })).toBeDefined()
  })

  it('finds a table by its name as printed', () => {
    const settings = { enabled: true, tables: ['T1', 'Terrace 3'], generation: 1 }
    expect(findTable(settings, 'terrace 3')).toBe('Terrace 3')
    expect(findTable(settings, 'T2')).toBeUndefined()
  })
})
