import {
  brandTones,
  logoFiles,
  LOGO_ICON_SIZES,
  MAIL_LOGO_HEIGHT,
  type RestaurantLook,
} from '@quan/domain'
import type { ShopContext } from '../../context'
import { badRequest } from '../../lib/errors'
import { imageStored } from '../images/service'
import type { Letterhead } from '../mail/templates/letterhead'

/** The look as the back office edits it, with the tones the shop draws from its colour. */
export const lookWithTones = (look: RestaurantLook) => ({
  look,
  tones: brandTones(look.brandColour),
})

/** The pictures a look names: each must have been uploaded here (logo and banner routes). */
function picturesOf(look: RestaurantLook): { field: 'logo' | 'banner'; name: string }[] {
  const pictures: { field: 'logo' | 'banner'; name: string }[] = []
  if (look.logo) {
    const files = logoFiles(look.logo)
    for (const name of [
      files.mark,
      ...LOGO_ICON_SIZES.map((size) => files.icons[size]),
      files.mail,
    ]) {
      pictures.push({ field: 'logo', name })
    }
  }
  if (look.banner) pictures.push({ field: 'banner', name: look.banner.image })
  return pictures
}

/** Saves the look (already checked by its schema), here and on every instance. */
export async function saveLook(ctx: ShopContext, look: RestaurantLook) {
  for (const { field, name } of picturesOf(look)) {
    if (!(await imageStored(ctx.db, name))) {
      throw badRequest('IMAGE_UNKNOWN', `There is no uploaded image called "${name}"`, {
        [field]: `There is no uploaded image called "${name}"`,
      })
    }
  }
  return lookWithTones(await ctx.settings.restaurantLook.save(look))
}

/**
 * What heads and signs the shop's mails (issues 21 §2, 22 §3): the logo's mail picture at the
 * shop's public address when there is one (else the name), the brand's tone, the restaurant's
 * address, contact and legal identity.
 */
export async function mailLetterhead(ctx: ShopContext, publicUrl: string): Promise<Letterhead> {
  const [look, identity] = await Promise.all([
    ctx.settings.restaurantLook.read(),
    ctx.settings.restaurantIdentity.read(),
  ])
  const { street, postalCode, city } = identity.address
  return {
    name: identity.name,
    address: `${street}, ${postalCode} ${city}`,
    phone: identity.phone,
    email: identity.email,
    legal: identity.legal,
    colour: brandTones(look.brandColour).brand,
    logo: look.logo && {
      url: `${publicUrl.replace(/\/+$/, '')}/images/${logoFiles(look.logo).mail}`,
      height: MAIL_LOGO_HEIGHT,
      width: Math.round((MAIL_LOGO_HEIGHT * look.logo.width) / look.logo.height),
    },
  }
}
