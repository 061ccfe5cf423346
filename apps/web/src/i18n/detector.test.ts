import { afterEach, describe, expect, it, vi } from 'vitest'
import { languageDetector } from './detector'
import { DETECTION, LANGUAGE_KEY } from './languages'

// SPEC §1's detection (detector.ts): what it reads, in which order, and where it keeps a choice.

const started = (caches = DETECTION.caches) => {
  const detector = languageDetector()
  detector.init?.({} as never, {}, { detection: { caches } })
  return detector
}

afterEach(() => {
  document.cookie = 'lang=;path=/;max-age=0'
})

describe('languageDetector', () => {
  it('reads the language stored on this device first, a language the shop lacks as English', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['vi-VN', 'vi'])
    localStorage.setItem(LANGUAGE_KEY, 'sk')
    expect(started().detect()).toBe('sk')
    localStorage.setItem(LANGUAGE_KEY, 'xx')
    expect(started().detect()).toBe('en')
  })

  it('offers the browser’s languages, best first, when nothing is stored', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sk-SK', 'sk', 'en'])
    expect(started().detect()).toEqual(['sk-SK', 'sk', 'en'])
  })

  it('keeps a choice in local storage and in a year’s cookie, as the set-up says', () => {
    started().cacheUserLanguage('vi')
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('vi')
    expect(document.cookie).toContain('lang=vi')
  })

  it('keeps nothing where the set-up names no cache (a server-rendered page starting)', () => {
    started([]).cacheUserLanguage('vi')
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull()
    expect(document.cookie).not.toContain('lang=')
  })
})
