import { LANGUAGES, type Language } from '../language'
import type { RestaurantIdentity } from './identity'

/**
 * The legal texts as a guest reads them (issue 22 §2). No zod here: the guest pages import it.
 */

/** The pages' names, as their keys in the texts and in PAGES. */
export const LEGAL_PAGES = ['terms', 'privacy', 'allergens'] as const
export type LegalPage = (typeof LEGAL_PAGES)[number]

/** What a legal text may name of the restaurant, written `{{company}}` and so on. */
export interface LegalFacts {
  /** The name guests know it by. */
  name: string
  /** The company's name, else the restaurant's. */
  company: string
  /** The registered address, else where the restaurant is. */
  address: string
  companyId: string
  taxId: string
  vatId: string
  email: string
  phone: string
}

export const LEGAL_FACT_NAMES: readonly (keyof LegalFacts)[] = [
  'name',
  'company',
  'address',
  'companyId',
  'taxId',
  'vatId',
  'email',
  'phone',
]

/** Facts of the right form, to check a text's links as they will be once filled in. */
export const LEGAL_SAMPLE_FACTS: LegalFacts = {
  name: 'Name',
  company: 'Company',
  address: 'Street 1, 811 01 City',
  companyId: '12345678',
  taxId: '2012345678',
  vatId: 'SK2012345678',
  email: 'shop@example.com',
  phone: '+421900000000',
}

/** The facts of a restaurant's identity. */
export function legalFacts(identity: RestaurantIdentity): LegalFacts {
  const { legal, address } = identity
  const place = [address.street, [address.postalCode, address.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return {
    name: identity.name,
    company: legal.companyName || identity.name,
    address: legal.registeredAddress || place,
    companyId: legal.companyId,
    taxId: legal.taxId,
    vatId: legal.vatId,
    email: identity.email,
    phone: identity.phone,
  }
}

/** The text with each `{{fact}}` it names filled in; any other `{{…}}` stays as written. */
export function withLegalFacts(text: string, facts: LegalFacts): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    (LEGAL_FACT_NAMES as readonly string[]).includes(name)
      ? facts[name as keyof LegalFacts]
      : whole,
  )
}

/**
 * One page's text in the guest's language, or where the owner left it blank there, the default
 * language's, then any language's; with the restaurant's facts filled in.
 */
export function legalTextIn(
  texts: Record<Language, Record<LegalPage, string>>,
  page: LegalPage,
  language: Language,
  identity: RestaurantIdentity,
): string {
  const order = [...new Set([language, identity.defaultLanguage, ...LANGUAGES])]
  const text = order.map((code) => texts[code][page]).find((value) => value.trim()) ?? ''
  return withLegalFacts(text, legalFacts(identity))
}
