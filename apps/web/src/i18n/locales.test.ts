import { describe, expect, it } from 'vitest'
import { allResources } from '../test/i18n'
import { LANGUAGES, NAMESPACES } from './languages'

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  )
}

describe('translations', () => {
  const resources = allResources()

  it.each(NAMESPACES.flatMap((ns) => LANGUAGES.map((language) => [ns, language] as const)))(
    '%s exists in %s',
    (namespace, language) => {
      expect(resources[language]?.[namespace], `${language}/${namespace}.json`).toBeDefined()
    },
  )

  it.each(NAMESPACES)('%s has the same keys in vi, en and sk, none empty', (namespace) => {
    const english = keysOf(resources.en?.[namespace]).sort()
    for (const language of ['vi', 'sk'] as const) {
      expect(keysOf(resources[language]?.[namespace]).sort(), `${language}/${namespace}`).toEqual(
        english,
      )
    }
    for (const language of LANGUAGES) {
      const texts = resources[language]?.[namespace] ?? {}
      for (const key of english) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts)
        expect(
          typeof text === 'string' && text.trim().length > 0,
          `${language}/${namespace}:${key}`,
        ).toBe(true)
      }
    }
  })
})
