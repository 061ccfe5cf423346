import { z } from 'zod'
import { withData } from '../answers/common'
import { uploadedImageAnswer } from '../answers/menu'
import { logoShape, restaurantLookShape } from '../restaurant/look'
import * as at from './addresses'
import { declare } from './declare'

// The restaurant's look in the back office's Settings (issue 21 §2): logo, brand colour, banner.

/** The theme's tones from the brand colour, as brandTones (restaurant/colour.ts) works them out. */
const brandTonesAnswer = z.object({
  brand: z.string(),
  brandDark: z.string(),
  brandSoft: z.string(),
  /** The colour was too light for text: brand text uses a darker one of its hue. */
  darkenedForText: z.boolean(),
})

const restaurantLookAnswer = withData(
  z.object({ look: restaurantLookShape, tones: brandTonesAnswer }),
)

export const restaurantLook = declare(at.restaurantLook, {
  answers: { 200: restaurantLookAnswer },
})
export const saveRestaurantLook = declare(at.saveRestaurantLook, {
  body: restaurantLookShape,
  answers: { 200: restaurantLookAnswer },
})

/** The logo's bytes are the whole body, any Content-Type: SVG (cleaned), PNG or WebP. */
export const uploadLogo = declare(at.uploadLogo, { answers: { 201: withData(logoShape) } })

/** The banner's bytes are the whole body, as a dish's picture: JPEG, PNG or WebP. */
export const uploadBanner = declare(at.uploadBanner, {
  answers: { 201: withData(uploadedImageAnswer) },
})
