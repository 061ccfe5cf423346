import { describe, expect, it } from 'vitest'
import { languageToRestore } from './languages'

// What a server-rendered page switches to once live: the guest's choice on this device, unless
// the restaurant no longer offers it (issue 21 §1).
describe('languageToRestore', () => {
  it.each([
    [null, 'en', undefined, undefined],
    ['sk', 'sk', undefined, undefined],
    ['sk', 'en', undefined, 'sk'],
    ['xx', 'vi', undefined, 'en'],
    ['vi', 'sk', ['vi', 'sk'], 'vi'],
    ['en', 'sk', ['vi', 'sk'], undefined],
    ['xx', 'sk', ['sk'], undefined],
  ] as const)(
    'chosen %j, rendered in %s, offered %j: %s',
    (chosen, rendered, offered, language) => {
      expect(languageToRestore(chosen, rendered, offered)).toBe(language)
    },
  )
})
