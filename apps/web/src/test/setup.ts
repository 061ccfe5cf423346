import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeEach, vi } from 'vitest'
import { initTestI18n } from './i18n'

await initTestI18n()

beforeEach(() => {
  localStorage.clear()
  // An unexpected console.error is a failing test, not noise (STYLE.md rule 12).
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

// Preact runs effects after paint: a requestAnimationFrame raced by a 100 ms timeout that then
// calls cancelAnimationFrame. A file whose last render is under 100 ms old when it ends would
// have that timeout fire after jsdom is gone (ReferenceError), so each file waits it out.
afterAll(async () => {
  vi.useRealTimers()
  await new Promise((resolve) => setTimeout(resolve, 150))
})
