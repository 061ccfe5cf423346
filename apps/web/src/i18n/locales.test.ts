import { ALLERGEN_NAMES } from '@quan/domain/allergen-names'
import { DEMO_WORDS } from '@quan/domain/restaurant/demo-words'
import i18next from 'i18next'
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

/** Every text of a language as `namespace:key` → text. */
function textsOf(language: string): [string, string][] {
  // The demo's own words (issue 21 §3) live in the domain now, and are held to the same rules.
  const demo = DEMO_WORDS[language as keyof typeof DEMO_WORDS]
  const resources = { ...allResources()[language], ...(demo ? { demoWords: demo } : {}) }
  return Object.entries(resources).flatMap(([namespace, texts]) =>
    keysOf(texts).map((key): [string, string] => [
      `${namespace}:${key}`,
      String(
        key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts),
      ),
    ]),
  )
}

// Issue 12 §4: what a native reader noticed, kept fixed by rules a text can be checked against.
describe('the texts as a native reader writes them', () => {
  it.each([
    ['vi', /tracking|mã đơn hàng/i, 'the tracking code is “mã theo dõi” everywhere'],
    ['vi', /Chủ Nhật/, 'Sunday is spelled “Chủ nhật”'],
    ['vi', /\bmiles?\b|dặm/, 'distances are in km'],
    ['sk', /\bmiles?\b|míľ/, 'distances are in km'],
    ['vi', /N\/A/, '“N/A” is translated'],
    ['sk', /N\/A/, '“N/A” is translated'],
    ['sk', /administrátor/i, 'the admin is “správca”'],
    ['sk', /Späť na domov/, 'home is “Späť na úvod”'],
    [
      'sk',
      /(^|\s)na \{\{(day|when)\}\}/i,
      'no weekday follows “na” (it would need the accusative)',
    ],
    ['sk', /Skupiny od \d+ osôb nám/, 'groups are “Pri skupinách od 8 osôb nám, prosím, …”'],
  ])('in %s: %s is never found (%s)', (language, pattern) => {
    const found = textsOf(language).filter(([, text]) => pattern.test(text))
    expect(found).toEqual([])
  })

  // Issue 19 §2.5: where, how soon and for what the restaurant delivers are its settings, read
  // when shown; a locale text that states them is wrong as soon as the owner changes them.
  it.each(LANGUAGES)('states no delivery distance, fee or time of its own (%s)', (language) => {
    const texts = allResources()[language] as Record<string, Record<string, Record<string, object>>>
    const told = [
      // The demo's FAQ, whose delivery answer the settings' facts end (issue 21 §3).
      JSON.stringify(DEMO_WORDS[language].faq),
      JSON.stringify(texts.cart?.page),
      JSON.stringify(texts.checkout?.page),
      JSON.stringify(texts.about?.cta),
    ]
    for (const text of told) expect(text).not.toMatch(/\d\s*(km|miles?|€|min|phút)|€\s*\d/)
  })

  // Vietnamese letters that Slovak never writes: a Vietnamese word left in a Slovak text (the
  // dish phở, the city Huế and the demo's cook Đức are names, and so are its team's full names).
  it('leaves no Vietnamese word in the Slovak texts', () => {
    const vietnamese = /[ăâđêơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i
    const names = new Set(DEMO_WORDS.sk.about.team.map((member) => member.name))
    const found = textsOf('sk').filter(
      ([, text]) => !names.has(text) && vietnamese.test(text.replace(/phở|Huế|Đức/gi, '')),
    )
    expect(found).toEqual([])
  })

  // A count either picks its plural form or stands alone as a figure ('Položky: 3', '(3)', '3×',
  // 'z 3', '3 per guest'), so that no noun beside it can be in the wrong form ('2 miest').
  // Vietnamese nouns do not change with a number, so only Slovak and English are held to it.
  it.each(['sk', 'en'])(
    'in %s words every count by its plural forms or as a bare figure',
    (language) => {
      const bare = /(:\s*|\(|\bz |\bof |\/)\{\{count\}\}|\{\{count\}\}(×|\)| per\b)/
      const found = textsOf(language).filter(
        ([key, text]) => text.includes('{{count}}') && !PLURAL_SUFFIX.test(key) && !bare.test(text),
      )
      expect(found).toEqual([])
    },
  )
})

describe('counted texts in Slovak', () => {
  const t = async () => {
    const instance = i18next.createInstance()
    await instance.init({ resources: allResources(), lng: 'sk', ns: ['office', 'admin'] })
    return instance.t
  }

  it.each([
    [1, '0/1 miesto'],
    [3, '0/3 miesta'],
    [40, '0/40 miest'],
  ])('say the covers of a slot of %i in the right form', async (count, text) => {
    expect((await t())('bookings.covers', { ns: 'office', booked: 0, count })).toBe(text)
  })

  it.each([
    [1, 'Zobrazuje sa 1 jedlo z 9'],
    [2, 'Zobrazujú sa 2 jedlá z 9'],
    [5, 'Zobrazuje sa 5 jedál z 9'],
  ])('say %i dishes shown in the right form', async (count, text) => {
    expect((await t())('menu.list.shown', { ns: 'admin', count, total: 9 })).toBe(text)
  })
})

// Issue 19 §5: what the native readers of the second review noticed, kept by rules.
describe('the texts as a native reader writes them, second review', () => {
  // A name from the menu or the back office stands in the nominative whatever surrounds it, so a
  // Slovak text puts it after a colon or a dash, in brackets, after a comma (a greeting), or
  // beside a noun that carries the case for it ('kategóriu {{name}}', 'v reštaurácii {{name}}'):
  // never right after a verb or a preposition ('Pridať Jazmínová ryža', 'pre Petržalka', 'od Ján
  // Novák') and never as the subject of a verb it would have to agree with ('Krevety … teraz
  // stojí').
  const NAME = /\{\{(name|label|guest|dish|area)\}\}/g
  const CARRIED =
    /(: |– |\(|, |\b(jedlo|kategória|kategórie|kategóriu|skupina|skupiny|skupinu|voľba|voľbu|oblasť|oblasti|kód|reštaurácia|reštaurácie|reštaurácii|reštauráciu)\s)$/i
  // A field's label ('Názov'), not a name: 'Názov v jednotlivých jazykoch'.
  const LABELS = ['admin:menu.form.textsIn', 'admin:menu.form.textIn']

  it('in sk: a name is never where Slovak would need its case ending', () => {
    const found = textsOf('sk').filter(
      ([key, text]) =>
        !LABELS.includes(key) &&
        [...text.matchAll(NAME)].some(
          (match) =>
            !CARRIED.test(text.slice(0, match.index)) &&
            // a name that opens the text as its label: '{{name}}: teraz 7 €'
            !text.startsWith(`${match[0]}:`),
        ),
    )
    expect(found).toEqual([])
  })

  it.each([
    ['sk', /€\s?\d/, 'euros are written “2 €”, the sign after the amount'],
    ['vi', /€\s?\d/, 'euros are written “2 €”, the sign after the amount'],
    [
      'sk',
      /\b(v|vo|do|z|zo|o|okolo|od|pre|k|ku|u|na|po|za|pri|cez)\s+Quán\b/i,
      'Quán is “reštaurácia Quán” after a preposition',
    ],
    ['sk', /(Príbeh|menu|Administrácia) Quán/, 'Quán is “reštaurácia Quán” where it would decline'],
    ['sk', /kód\w* na sledovanie/i, 'the order’s code is “kód objednávky” everywhere'],
    ['sk', /promo kód/i, 'a promo code is “zľavový kód” everywhere'],
    ['sk', /rozvoz|rozváž|donášk/i, 'delivery is “doručenie” everywhere'],
    ['sk', /vo vašom okolí/, 'one restaurant has no dishes “in your area”'],
    ['sk', /Pariace/, 'bowls do not steam themselves (“Pariace misky”)'],
    ['sk', /Na menu bude/, 'a dish comes back “do ponuky”'],
    ['sk', /Sľúben/, 'a time is a “termín”, not a promise'],
    ['sk', /Celé meno/i, 'a full name is “Meno a priezvisko”'],
    ['sk', /produkt/i, 'a dish is “jedlo”, never a product'],
    ['sk', /\S prosím \S/, '“prosím” inside a sentence stands between commas'],
    ['sk', /starého mesta|Starom meste/, 'the district is “Staré Mesto”'],
    ['sk', /na \{\{code\}\} nedoručujeme/, 'a postal code is named as one (“na PSČ 82105”)'],
    ['vi', /sản phẩm|Mã SP/i, 'a dish is “món”, never a product'],
    ['vi', /đặt món(?! ăn)/i, 'ordering is “đặt hàng” everywhere, as SPEC’s “Đặt hàng ngay” says'],
    [
      'vi',
      /chả giò|đậu phộng(?!\))|(?<!\p{L})(tô|heo|muỗng)(?!\p{L})/iu,
      'the words are northern, as the Hanoi story is',
    ],
    ['vi', /gần bạn/, 'one restaurant has no dishes “near you”'],
    ['vi', /cho một giờ sau/, 'an order for later is not “one hour later”'],
    ['vi', /lớn lên trên/, 'Lan grew up beside the phở stall, not on it'],
    ['vi', /nghe từ bạn/, '“hear from you” is not Vietnamese'],
    ['vi', /(giao|lấy) \{\{when\}\}/, 'a time follows its label after a colon (“Hẹn giao: …”)'],
  ])('in %s: %s is never found (%s)', (language, pattern) => {
    const found = textsOf(language).filter(([, text]) => pattern.test(text))
    expect(found).toEqual([])
  })

  // The menu says 'lạc'; 'nuts' are the tree nuts of the law's list, never the peanuts beside it.
  it.each([
    ['en', 'Peanuts', /Tree nuts/],
    ['sk', 'Arašidy', /Škrupinové plody/],
    ['vi', 'Lạc (đậu phộng)', /vỏ cứng/],
  ])('in %s name peanuts as the menu does and nuts as tree nuts', (language, peanuts, nuts) => {
    const names = ALLERGEN_NAMES[language as 'en' | 'sk' | 'vi']
    expect(names.peanuts).toBe(peanuts)
    expect(names.nuts).toMatch(nuts)
  })
})
