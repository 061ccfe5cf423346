import { describe, expect, it } from 'vitest'
import { pageLanguage, pickLanguage } from './language'

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

describe('pageLanguage', () => {
  it.each([
    ['lang=sk', 'vi', 'sk'],
    ['a=1; lang=vi-VN', 'sk', 'vi'],
    // SPEC §1: a stored language the shop does not have is English, not the browser's.
    ['lang=xx', 'vi', 'en'],
    ['lang=de-DE', 'sk', 'en'],
    ['lang=', 'vi', 'vi'],
    ['other=1', 'sk', 'sk'],
    [undefined, undefined, 'en'],
  ] as const)('reads the cookie %j and Accept-Language %j as %s', (cookie, header, language) => {
    expect(pageLanguage(cookie, header)).toBe(language)
  })
})

describe('in the languages the restaurant offers (issue 21 §1)', () => {
  const offered = { languages: ['vi', 'sk'] as const, defaultLanguage: 'sk' as const }
  it.each([
    ['en, vi;q=0.5', 'vi'],
    ['en-GB, de', 'sk'],
    [undefined, 'sk'],
    ['vi-VN', 'vi'],
  ] as const)('picks from Accept-Language %j: %s', (header, language) => {
    expect(pickLanguage(header, offered)).toBe(language)
  })
  it.each([
    // A cookie for a language no longer offered is ignored.
    ['lang=en', 'vi', 'vi'],
    ['lang=en', 'en', 'sk'],
    ['lang=xx', undefined, 'sk'],
    ['lang=vi', 'sk', 'vi'],
    [undefined, 'en', 'sk'],
  ] as const)('renders the cookie %j and Accept-Language %j as %s', (cookie, header, language) => {
    expect(pageLanguage(cookie, header, offered)).toBe(language)
  })
})
