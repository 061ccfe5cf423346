import { ALLERGEN_NAMES } from '@quan/domain/allergen-names'
import { describe, expect, it } from 'vitest'
import { allResources } from '../test/i18n'
import { LANGUAGES, NAMESPACES } from './languages'

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  )
}

/** i18next's plural suffixes: a counted text has one key per form its language needs. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/** The keys with their plural forms folded into one, sorted. */
const baseKeys = (keys: string[]) =>
  [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort()

describe('translations', () => {
  const resources = allResources()

  it.each(NAMESPACES.flatMap((ns) => LANGUAGES.map((language) => [ns, language] as const)))(
    '%s exists in %s',
    (namespace, language) => {
      expect(resources[language]?.[namespace], `${language}/${namespace}.json`).toBeDefined()
    },
  )

  it.each(NAMESPACES)('%s has the same keys in vi, en and sk, none empty', (namespace) => {
    const english = baseKeys(keysOf(resources.en?.[namespace]))
    for (const language of ['vi', 'sk'] as const) {
      expect(
        baseKeys(keysOf(resources[language]?.[namespace])),
        `${language}/${namespace}`,
      ).toEqual(english)
    }
    for (const language of LANGUAGES) {
      const texts = resources[language]?.[namespace] ?? {}
      for (const key of keysOf(texts)) {
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

  // Slovak counts in one, few (2-4) and many forms, Vietnamese in one: "2 miest" is wrong.
  it.each(NAMESPACES)(
    '%s gives every counted text each plural form its language needs',
    (namespace) => {
      for (const language of LANGUAGES) {
        const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories
        const keys = keysOf(resources[language]?.[namespace])
        const counted = new Set(
          keys
            .filter((key) => PLURAL_SUFFIX.test(key))
            .map((key) => key.replace(PLURAL_SUFFIX, '')),
        )
        for (const base of counted) {
          for (const form of needed) {
            expect(keys, `${language}/${namespace}:${base}_${form}`).toContain(`${base}_${form}`)
          }
        }
      }
    },
  )
})

// The allergens' names are the law's: the shop's texts say exactly what the mails say.
describe('the allergens’ names', () => {
  it.each(LANGUAGES)('in %s are the domain’s, word for word', (language) => {
    expect(allResources()[language]?.common?.allergenNames).toEqual(ALLERGEN_NAMES[language])
  })
})
