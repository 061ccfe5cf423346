import { z } from 'zod'
import { DEFAULT_RESTAURANT_HOURS, restaurantHoursShape } from './hours'
import { DEMO_IDENTITY, restaurantIdentityShape } from './identity'
import { DEMO_LOOK, restaurantLookShape } from './look'
import { DEFAULT_RESTAURANT_WORDS, restaurantWordsShape } from './words'

/**
 * The restaurant as the owner set it up in Settings (issue 21), each part saved on its own:
 * what every page, mail and ticket reads instead of facts in the code. GET /api/restaurant
 * answers it, and every server-rendered page carries it to the browser.
 */
export const restaurantShape = z.object({
  identity: restaurantIdentityShape,
  look: restaurantLookShape,
  words: restaurantWordsShape,
  hours: restaurantHoursShape,
})

export type Restaurant = z.infer<typeof restaurantShape>

/** The demo restaurant: what a new install shows until the owner saves their own. */
export const DEMO_RESTAURANT: Restaurant = {
  identity: DEMO_IDENTITY,
  look: DEMO_LOOK,
  words: DEFAULT_RESTAURANT_WORDS,
  hours: DEFAULT_RESTAURANT_HOURS,
}

export * from './identity'
export * from './colour'
export * from './look'
export * from './words'
export * from './hours'
export * from './legal'
export {
  legalFacts,
  legalTextIn,
  withLegalFacts,
  LEGAL_FACT_NAMES,
  type LegalFacts,
} from './legal-in'
