import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isErrorCode, REFUSAL_CODES } from '@quan/domain'
import { describe, expect, it } from 'vitest'

const SOURCE = join(import.meta.dirname, '../src')

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

/**
 * Every way the server names a code: the helpers of lib/errors.ts, `new AppError(status, code`
 * and a body's `code: 'UPPER_SNAKE'`. The types already hold them to ErrorCode; this also catches a
 * code written where the types do not look (a cast, a plain object).
 */
const CODE_SITES = [
  /\b(?:badRequest|unauthorized|forbidden|notFound|conflict)\(\s*'([^']+)'/g,
  /new AppError\(\s*\d+,\s*'([^']+)'/g,
  /\bcode: '([A-Z][A-Z0-9_]*)'/g,
]

function codesInSource(): Map<string, string> {
  const found = new Map<string, string>()
  for (const file of sourceFiles(SOURCE)) {
    const text = readFileSync(file, 'utf8')
    for (const site of CODE_SITES) {
      for (const match of text.matchAll(site)) found.set(match[1]!, file)
    }
  }
  return found
}

describe('error codes the server sends', () => {
  const found = codesInSource()

  it('are all declared in the domain', () => {
    // The scan must see the codes, or the next check proves nothing.
    expect(found.size).toBeGreaterThan(50)
    const undeclared = [...found].filter(([code]) => !isErrorCode(code))
    expect(undeclared).toEqual([])
  })

  it('leave no refusal code declared and never sent', () => {
    // Zod's own issues fall back to REQUEST_INVALID in the domain, not in the server.
    const unsent = REFUSAL_CODES.filter((code) => code !== 'REQUEST_INVALID' && !found.has(code))
    expect(unsent).toEqual([])
  })
})
