import { describe, expect, it } from 'vitest'
import { pickLanguage } from './language'

describe('pickLanguage', () => {
  it.each([
    ['vi', 'vi'],
    ['sk', 'sk'],
    ['en', 'en'],
    ['sk-SK', 'sk'],
    ['VI', 'vi'],
    ['de-DE, sk;q=0.8, en;q=0.5', 'sk'],
    ['en;q=0.4, vi;q=0.9', 'vi'],
    ['fr, de', 'en'],
    ['vi;q=0, sk', 'sk'],
    ['', 'en'],
    [undefined, 'en'],
    [['sk', 'en'], 'sk'],
  ] as const)('reads %j as %s', (header, language) => {
    expect(pickLanguage(header as string | string[] | undefined)).toBe(language)
  })
})
