import { z } from 'zod'
import { LANGUAGES, type Language } from '../language'
import { RESTAURANT_COUNTRIES } from '../phone'

/**
 * Who the restaurant is (issue 21 §1): the facts every page, mail, receipt and ticket shows,
 * set in the back office's Settings. Until the owner saves them a shop shows the demo's.
 */

/** A text per language; an empty one falls back to the default language's. */
export const perLanguage = <T extends z.ZodType>(text: T) =>
  z.object(Object.fromEntries(LANGUAGES.map((language) => [language, text])) as Record<Language, T>)

/** As stored and answered; requests/restaurant.ts holds the rules a save must pass. */
export const restaurantIdentityShape = z.object({
  /** The name guests know it by: header, titles, mails. */
  name: z.string(),
  /** A sentence or two about the place, per language: page descriptions and schema.org. */
  description: perLanguage(z.string()),
  address: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }),
  /** Where the map link points; WGS 84 degrees. */
  position: z.object({ latitude: z.number(), longitude: z.number() }),
  /** As guests should dial it, international form: "+421 902 123 456". */
  phone: z.string(),
  /** The public e-mail shown to guests (not the one new-order alerts go to). */
  email: z.string(),
  /** Who trades: what EU law wants on receipts and the imprint. */
  legal: z.object({
    companyName: z.string(),
    registeredAddress: z.string(),
    /** IČO */
    companyId: z.string(),
    /** DIČ */
    taxId: z.string(),
    /** IČ DPH; empty when not a VAT payer. */
    vatId: z.string(),
  }),
  /** ISO 3166 code: a phone typed without + is one of this country's numbers. */
  country: z.enum(RESTAURANT_COUNTRIES),
  /** The languages offered to guests, at least one, and the one a guest starts in. */
  languages: z.array(z.enum(LANGUAGES)),
  defaultLanguage: z.enum(LANGUAGES),
})

export type RestaurantIdentity = z.infer<typeof restaurantIdentityShape>

/** The demo restaurant's (and a new install's, until the owner saves their own). */
export const DEMO_IDENTITY: RestaurantIdentity = {
  name: 'Quán',
  description: {
    vi: 'Quán ăn Việt Nam trên phố Obchodná ở Bratislava: phở ninh mười hai tiếng, gỏi cuốn cuốn tay, giao tận nhà.',
    en: 'A Vietnamese kitchen on Obchodná street in Bratislava: phở simmered for twelve hours, hand-rolled spring rolls, delivered to your door.',
    sk: 'Vietnamská kuchyňa na Obchodnej ulici v Bratislave: phở varené dvanásť hodín, ručne točené závitky, donáška až k dverám.',
  },
  address: { street: 'Obchodná 12', postalCode: '811 06', city: 'Bratislava' },
  position: { latitude: 48.14668, longitude: 17.10745 },
  phone: '+421 902 123 456',
  email: 'ahoj@quan.sk',
  legal: {
    companyName: 'Quán s.r.o.',
    registeredAddress: 'Obchodná 12, 811 06 Bratislava',
    companyId: '',
    taxId: '',
    vatId: '',
  },
  country: 'SK',
  languages: ['vi', 'en', 'sk'],
  defaultLanguage: 'en',
}
