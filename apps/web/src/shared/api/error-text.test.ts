import { ERROR_CODES } from '@quan/domain/error-codes'
import { describe, expect, it } from 'vitest'
import { allResources } from '../../test/i18n'
import { ApiError } from './client'
import { fieldRefusals, refusalOf } from './error-text'

describe('error texts', () => {
  const resources = allResources()

  it.each(['en', 'vi', 'sk'])(
    'word every code the domain declares in %s, and no other',
    (language) => {
      const texts = resources[language]?.errors ?? {}
      expect(Object.keys(texts).sort()).toEqual([...ERROR_CODES].sort())
      for (const code of ERROR_CODES) expect(String(texts[code]).trim(), code).not.toBe('')
    },
  )

  // Issue 12 §4: a refusal reaches a Slovak or Vietnamese guest in their words, never English.
  it.each(['vi', 'sk'])('words every code in %s otherwise than in English', (language) => {
    const english = resources.en?.errors ?? {}
    const texts = resources[language]?.errors ?? {}
    const same = ERROR_CODES.filter((code) => texts[code] === english[code])
    expect(same).toEqual([])
  })

  it('reads the code and the fields of a refusal, ignoring a code it does not know', () => {
    const error = new ApiError(400, 'x', {
      success: false,
      message: 'Please enter a valid phone number (minimum 10 digits)',
      code: 'PHONE_INVALID',
      errors: { 'address.phone': 'Please enter a valid phone number (minimum 10 digits)', x: 'y' },
      fieldCodes: { 'address.phone': 'PHONE_INVALID', x: 'NO_SUCH_CODE' },
    })
    expect(refusalOf(error)).toEqual({
      code: 'PHONE_INVALID',
      message: 'Please enter a valid phone number (minimum 10 digits)',
    })
    expect(fieldRefusals(error)).toEqual({
      'address.phone': {
        code: 'PHONE_INVALID',
        message: 'Please enter a valid phone number (minimum 10 digits)',
      },
      x: { code: undefined, message: 'y' },
    })
  })
})
