import { describe, expect, it } from 'vitest'
import { DEMO_LEGAL } from './demo-legal'
import { DEMO_IDENTITY } from './identity'
import { LEGAL_TEXT_MAX, restaurantLegalShape } from './legal'
import { legalFacts, legalTextIn, withLegalFacts } from './legal-in'

// Issue 22 §2: the terms, privacy notice and allergen note.

describe('the legal texts as a guest reads them', () => {
  it('fill in the restaurant’s facts, and leave any other {{…}} as written', () => {
    const facts = legalFacts({
      ...DEMO_IDENTITY,
      legal: { ...DEMO_IDENTITY.legal, companyId: '12345678' },
    })
    expect(withLegalFacts('{{company}} ({{companyId}}), {{address}}; {{other}}', facts)).toBe(
      'Quán s.r.o. (12345678), Obchodná 12, 811 06 Bratislava; {{other}}',
    )
  })

  it('name the restaurant and its address when no company is registered', () => {
    const facts = legalFacts({
      ...DEMO_IDENTITY,
      legal: { companyName: '', registeredAddress: '', companyId: '', taxId: '', vatId: '' },
    })
    expect(facts.company).toBe('Quán')
    expect(facts.address).toBe('Obchodná 12, 811 06 Bratislava')
  })

  it('are in the guest’s language, else the default language’s, else any', () => {
    const texts = JSON.parse(JSON.stringify(DEMO_LEGAL)) as typeof DEMO_LEGAL
    texts.sk.terms = ' '
    expect(legalTextIn(texts, 'terms', 'sk', DEMO_IDENTITY)).toMatch(/^These terms apply/)
    texts.en.terms = ''
    expect(legalTextIn(texts, 'terms', 'sk', DEMO_IDENTITY)).toMatch(/^Các điều khoản/)
  })
})

describe('the legal texts as Settings takes them', () => {
  it('take the default texts, whose links are all the shop makes', () => {
    expect(restaurantLegalShape.parse(DEMO_LEGAL)).toEqual(DEMO_LEGAL)
    for (const language of Object.values(DEMO_LEGAL))
      for (const text of Object.values(language)) expect(text.length).toBeLessThan(LEGAL_TEXT_MAX)
  })

  it('check a link as it will be with the facts filled in', () => {
    const texts = JSON.parse(JSON.stringify(DEMO_LEGAL)) as typeof DEMO_LEGAL
    texts.en.privacy = 'Write to [us](mailto:{{email}}) or call [us](tel:{{phone}}).'
    expect(restaurantLegalShape.safeParse(texts).success).toBe(true)
    texts.en.privacy = '[us](javascript:{{email}})'
    const refused = restaurantLegalShape.safeParse(texts)
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['en', 'privacy'],
      message: 'WORDS_LINK_REFUSED',
    })
  })
})
