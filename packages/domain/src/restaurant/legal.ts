import type { z } from 'zod'
import { VALIDATION_CODES } from '../error-codes'
import { LANGUAGES, type Language } from '../language'
import { multilineText, object } from '../requests/fields'
import { DEMO_LEGAL } from './demo-legal'
import { LEGAL_SAMPLE_FACTS, withLegalFacts } from './legal-in'

export { LEGAL_PAGES, type LegalPage } from './legal-in'
import { refusedLinkTargets } from './words'

/**
 * The restaurant's legal pages (issue 22 §2), per language: its terms, its privacy notice and its
 * allergen note. The owner edits them in Settings in the words' text format (text-format.ts:
 * paragraphs and links, no HTML); `{{company}}`, `{{address}}` and the other facts of
 * legal-in.ts are the restaurant's identity, filled in as a guest reads them, so a text never
 * goes stale when the identity changes. A text left blank shows the default language's.
 */

/**
 * At most this many characters a text: nine of them, in Vietnamese at up to three bytes a
 * character, fit the save's body limit (apps/server, restaurant/legal-routes.ts).
 */
export const LEGAL_TEXT_MAX = 8000

const CODES = VALIDATION_CODES

/** A page's text: blank, or paragraphs whose links the shop will make once the facts are in. */
const legalText = multilineText(CODES.legalTextsInvalid)
  .trim()
  .max(LEGAL_TEXT_MAX, { error: CODES.wordsTextTooLong, abort: true })
  .refine(
    (value) => refusedLinkTargets(withLegalFacts(value, LEGAL_SAMPLE_FACTS)).length === 0,
    CODES.wordsLinkRefused,
  )

export const languageLegalShape = object(
  { terms: legalText, privacy: legalText, allergens: legalText },
  CODES.legalTextsInvalid,
)

/** Every language's texts: what PUT /api/admin/restaurant/legal takes, stores and answers. */
export const restaurantLegalShape = object(
  Object.fromEntries(LANGUAGES.map((language) => [language, languageLegalShape])) as {
    [L in Language]: typeof languageLegalShape
  },
  CODES.legalTextsInvalid,
)

export type RestaurantLegal = z.output<typeof restaurantLegalShape>
export type LanguageLegal = RestaurantLegal[Language]

/** Where a new shop starts: texts that name the restaurant only through its identity. */
export const DEFAULT_RESTAURANT_LEGAL: RestaurantLegal = DEMO_LEGAL
