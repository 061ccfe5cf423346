import { z } from 'zod'
import { VALIDATION_CODES } from '../error-codes'
import { LANGUAGES, type Language } from '../language'
import { RESTAURANT_COUNTRIES } from '../phone'
import type { RestaurantIdentity } from '../restaurant/identity'
import {
  email,
  list,
  multilineText,
  numberLike,
  object,
  optionalText,
  requiredText,
} from './fields'

// The restaurant as the owner sets it up in Settings (issue 21).

const required = (max: number) =>
  requiredText(VALIDATION_CODES.settingTextRequired, max, VALIDATION_CODES.settingTextTooLong)
const optional = (max: number) =>
  optionalText(max, VALIDATION_CODES.settingTextTooLong).transform((text) => text ?? '')

const coordinate = (limit: number) =>
  numberLike(VALIDATION_CODES.positionInvalid, VALIDATION_CODES.positionInvalid).pipe(
    z
      .number()
      .min(-limit, VALIDATION_CODES.positionInvalid)
      .max(limit, VALIDATION_CODES.positionInvalid),
  )

const descriptions = object(
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      optionalText(300, VALIDATION_CODES.settingTextTooLong, multilineText).transform(
        (text) => text ?? '',
      ),
    ]),
  ) as Record<Language, ReturnType<typeof optional>>,
)

const language = z.enum(LANGUAGES, { error: VALIDATION_CODES.languagesInvalid })

/** PUT /api/admin/restaurant/identity: the whole identity, as the Restaurant section sends it. */
export const identityBody = object({
  name: requiredText(
    VALIDATION_CODES.restaurantNameRequired,
    80,
    VALIDATION_CODES.restaurantNameTooLong,
  ),
  description: descriptions,
  address: object({ street: required(120), postalCode: required(16), city: required(80) }),
  position: object({ latitude: coordinate(90), longitude: coordinate(180) }),
  phone: requiredText(
    VALIDATION_CODES.restaurantPhoneInvalid,
    30,
    VALIDATION_CODES.restaurantPhoneInvalid,
  ).regex(/^\+[1-9][0-9 ]{6,24}$/, VALIDATION_CODES.restaurantPhoneInvalid),
  email: email(),
  legal: object({
    companyName: optional(120),
    registeredAddress: optional(200),
    companyId: optional(20),
    taxId: optional(20),
    vatId: optional(20),
  }),
  country: requiredText(VALIDATION_CODES.countryInvalid, 2, VALIDATION_CODES.countryInvalid)
    .transform((code) => code.toUpperCase())
    .pipe(z.enum(RESTAURANT_COUNTRIES, { error: VALIDATION_CODES.countryInvalid })),
  languages: list(language, VALIDATION_CODES.languagesInvalid)
    .min(1, VALIDATION_CODES.languagesInvalid)
    .max(LANGUAGES.length, VALIDATION_CODES.languagesInvalid)
    .refine((languages) => new Set(languages).size === languages.length, {
      message: VALIDATION_CODES.languagesInvalid,
    }),
  defaultLanguage: z.enum(LANGUAGES, { error: VALIDATION_CODES.defaultLanguageInvalid }),
}).refine((identity) => identity.languages.includes(identity.defaultLanguage), {
  path: ['defaultLanguage'],
  message: VALIDATION_CODES.defaultLanguageInvalid,
}) satisfies z.ZodType<RestaurantIdentity, unknown>

export type IdentityBody = z.input<typeof identityBody>
