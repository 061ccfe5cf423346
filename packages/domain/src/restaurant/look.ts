import { z } from 'zod'
import { VALIDATION_CODES } from '../error-codes'
import { isHex, type Hex } from './colour'

// The restaurant's look (issue 21 §2): its logo, its brand colour and its home banner picture,
// chosen in the back office's Settings. The colour's tones are worked out in colour.ts.

/** A picture stored by the shop (GET /images/<image>), with its size in pixels. */
const storedPicture = (kinds: RegExp) =>
  z
    .object(
      {
        image: z.string().regex(kinds, VALIDATION_CODES.lookPictureInvalid),
        width: z.number().int().min(1).max(10_000),
        height: z.number().int().min(1).max(10_000),
      },
      { error: VALIDATION_CODES.lookPictureInvalid },
    )
    .strict()

/**
 * The logo as the header shows it: a cleaned SVG, or a PNG/WebP made WebP. Beside it the shop
 * stores the PNG icons and the mail's picture under names made from this one (logoFiles).
 */
export const logoShape = storedPicture(/^[0-9a-f]{32}\.(svg|webp)$/)
export type Logo = z.infer<typeof logoShape>

/** The home banner's picture, stored at the sizes a dish's picture is (`<name>` and `-480`). */
export const bannerShape = storedPicture(/^[\w-]{1,80}\.webp$/)
export type Banner = z.infer<typeof bannerShape>

export const brandColourShape = z
  .string({ error: VALIDATION_CODES.brandColourInvalid })
  .refine(isHex, VALIDATION_CODES.brandColourInvalid)
  .transform((colour) => colour.toLowerCase() as Hex)

export const restaurantLookShape = z
  .object(
    {
      /** The colour the owner picked; the theme's tones come from it (brandTones). */
      brandColour: brandColourShape,
      /** Null: the shop's own steaming-bowl mark, drawn in the brand colour. */
      logo: logoShape.nullable(),
      /** Null: the home page shows the best seller's picture. */
      banner: bannerShape.nullable(),
    },
    { error: VALIDATION_CODES.bodyNotObject },
  )
  .strict()
export type RestaurantLook = z.infer<typeof restaurantLookShape>

/** The demo's look: the chili of theme.css, the bowl mark of public/favicon.svg, the best seller. */
export const DEMO_LOOK: RestaurantLook = { brandColour: '#b5371b', logo: null, banner: null }

/** How high the header draws the mark beside the name: the shop's bowl, or the owner's logo. */
export const HEADER_MARK_HEIGHT = 32

/** The square PNG icons made from a logo: the favicon, Apple's touch icon, app icons. */
export const LOGO_ICON_SIZES = [32, 180, 192, 512] as const
export type LogoIconSize = (typeof LOGO_ICON_SIZES)[number]

/** The height of the logo as the mails' header shows it (a PNG: mail readers show no SVG). */
export const MAIL_LOGO_HEIGHT = 64

/** The files stored for a logo, by what each is for. */
export interface LogoFiles {
  mark: string
  icons: Record<LogoIconSize, string>
  mail: string
}

export function logoFiles(logo: Logo): LogoFiles {
  const base = logo.image.replace(/\.\w+$/, '')
  return {
    mark: logo.image,
    icons: Object.fromEntries(
      LOGO_ICON_SIZES.map((size) => [size, `${base}-${size}.png`]),
    ) as Record<LogoIconSize, string>,
    mail: `${base}-mail.png`,
  }
}
