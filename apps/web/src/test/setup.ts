import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { checkAnswers, takeAnswerMismatches } from '../shared/api/client'
import { initTestI18n } from './i18n'

await initTestI18n()

// findBy… and waitFor wait up to 5 s for what must appear (testing-library's default is 1 s):
// beside the journeys' Chromium a screen can take longer to draw, and waiting longer for what
// will come proves the same. A check that something is absent does not use these waits.
configure({ asyncUtilTimeout: 5_000 })

beforeEach(() => {
  // The web project shares one page between its files (vitest.config.ts, isolate: false): each
  // test starts on an empty one, at the root, with nothing stored.
  // (A file of the node environment, a server render, has no page.)
  if (typeof document !== 'undefined') {
    document.body.innerHTML = ''
    window.history.replaceState(null, '', '/')
  }
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
  // An unexpected console.error is a failing test, not noise (STYLE.md rule 12).
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  cleanup()
  // Every answer is held to its route's declaration again (shared/api/client.ts), and one that
  // broke it fails the test even where the screen bore the failed call quietly.
  checkAnswers(true)
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  const mismatches = takeAnswerMismatches()
  if (mismatches.length > 0) {
    throw new Error(`answers that break their declaration:\n${mismatches.join('\n')}`)
  }
})
