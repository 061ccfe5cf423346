import { brandTones, PAGE, type Language, type RestaurantIdentity } from '@quan/domain'
import type { ShopContext } from '../../context'
import { pageLanguage } from '../../lib/language'
import { appIcons, type AppIcon } from './icons'

// The web app manifest (issue 24 §1): what a phone installs the shop as, from the shop's own
// Settings, in the guest's language.

/** What launchers show under an icon without cutting it: about 12 characters. */
export const SHORT_NAME_LENGTH = 12

export interface WebManifest {
  id: string
  name: string
  short_name: string
  description: string
  lang: Language
  dir: 'ltr'
  start_url: string
  scope: string
  display: 'standalone'
  theme_color: string
  background_color: string
  icons: AppIcon[]
}

/** The name's first words that fit a launcher, or its first characters when one word is longer. */
export function shortName(name: string): string {
  const trimmed = name.trim()
  if (trimmed.length <= SHORT_NAME_LENGTH) return trimmed
  let short = ''
  for (const word of trimmed.split(/\s+/)) {
    const longer = short ? `${short} ${word}` : word
    if (longer.length > SHORT_NAME_LENGTH) break
    short = longer
  }
  return short || Array.from(trimmed).slice(0, SHORT_NAME_LENGTH).join('')
}

function descriptionIn(identity: RestaurantIdentity, language: Language): string {
  return identity.description[language] || identity.description[identity.defaultLanguage]
}

/** Builds the manifest reader: the icons are drawn once per look (icons.ts). */
export function manifestReader(ctx: ShopContext) {
  const iconsOf = appIcons(ctx)
  return async (headers: { cookie?: string; acceptLanguage?: string | string[] }) => {
    const [identity, look] = await Promise.all([
      ctx.settings.restaurantIdentity.read(),
      ctx.settings.restaurantLook.read(),
    ])
    const lang = pageLanguage(headers.cookie, headers.acceptLanguage, identity)
    const manifest: WebManifest = {
      id: '/',
      name: identity.name,
      short_name: shortName(identity.name),
      description: descriptionIn(identity, lang),
      lang,
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: brandTones(look.brandColour).brand,
      // The page's own background (theme.css): the splash screen fades into the page.
      background_color: PAGE,
      icons: await iconsOf(look),
    }
    return manifest
  }
}
