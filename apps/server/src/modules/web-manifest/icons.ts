import { createHash } from 'node:crypto'
import { brandTones, logoFiles, type RestaurantLook } from '@quan/domain'
import type { ShopContext } from '../../context'
import { loadSharp } from '../../lib/sharp'
import { imageStored, insertImage, storedImage } from '../images/service'

// The installed shop's icons (issue 24 §1): the owner's logo as Settings stored it, or the
// shop's own steaming bowl in the brand colour when there is none. Drawn with sharp once per
// look and stored with the pictures (GET /images, cached for a year): a look names its icons by
// a hash of itself, so a new logo or colour is new names and never a stale picture.

export const APP_ICON_KINDS = ['192', '512', 'maskable'] as const
export type AppIconKind = (typeof APP_ICON_KINDS)[number]

/** How a drawing changes: a new version is new names, drawn again. */
const DRAWING_VERSION = 1
/** A maskable icon's safe zone is a centred circle 80 % wide; a square inside it is 56 %. */
export const MASKABLE_SAFE_SHARE = 0.56
const MASKABLE_SIZE = 512

export interface AppIcon {
  src: string
  sizes: string
  type: 'image/png'
  purpose?: 'maskable'
}

/** The icons' file names for a look: the logo's own icons where it has them. */
export function appIconNames(look: RestaurantLook): Record<AppIconKind, string> {
  const key = createHash('sha256')
    .update(`${DRAWING_VERSION}|${look.brandColour}|${look.logo?.image ?? 'bowl'}`)
    .digest('hex')
    .slice(0, 16)
  if (look.logo) {
    const files = logoFiles(look.logo)
    return { 192: files.icons[192], 512: files.icons[512], maskable: `app-${key}-maskable.png` }
  }
  return {
    192: `app-${key}-192.png`,
    512: `app-${key}-512.png`,
    maskable: `app-${key}-maskable.png`,
  }
}

/** The bowl of public/favicon.svg, on a transparent square (the circle its own background). */
function bowlSvg(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${colour}"/>${BOWL_DRAWING}</svg>`
}

const BOWL_DRAWING =
  '<path d="M14 30h36a18 18 0 0 1-36 0z" fill="#fff"/><path d="M22 24c0-4 4-4 4-8M32 24c0-4 4-4 4-8M42 24c0-4 4-4 4-8" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>'

/**
 * The bowl for a maskable icon: the colour to every edge (the launcher cuts its own shape out
 * of it), the drawing within the safe zone.
 */
function maskableBowlSvg(colour: string): string {
  // The drawing spans x 14..50 and y 16..48 of 64: centred on 32, scaled into the safe zone.
  const scale = (MASKABLE_SAFE_SHARE * 64) / 36
  const shift = 32 - 32 * scale
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/><g transform="translate(${shift.toFixed(3)} ${shift.toFixed(3)}) scale(${scale.toFixed(4)})">${BOWL_DRAWING}</g></svg>`
}

async function drawIcons(
  ctx: ShopContext,
  look: RestaurantLook,
  missing: AppIconKind[],
): Promise<Partial<Record<AppIconKind, Buffer>>> {
  const sharp = await loadSharp()
  const colour = brandTones(look.brandColour).brand
  const drawn: Partial<Record<AppIconKind, Buffer>> = {}
  for (const kind of missing) {
    if (kind === 'maskable') {
      drawn.maskable = await maskableIcon(ctx, look, colour)
      continue
    }
    const size = Number(kind)
    drawn[kind] = await sharp(Buffer.from(bowlSvg(colour)), { density: (72 * size) / 64 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer()
  }
  return drawn
}

/**
 * The maskable icon: the logo's 512 px icon shrunk into the safe zone, on white (a logo is
 * often drawn in the brand colour, which would hide it on a brand-coloured ground); the bowl on
 * the brand colour when there is no logo.
 */
async function maskableIcon(ctx: ShopContext, look: RestaurantLook, colour: string) {
  const sharp = await loadSharp()
  if (!look.logo) {
    return sharp(Buffer.from(maskableBowlSvg(colour)), { density: (72 * MASKABLE_SIZE) / 64 })
      .resize(MASKABLE_SIZE, MASKABLE_SIZE)
      .png({ compressionLevel: 9 })
      .toBuffer()
  }
  const source = await storedImage(ctx.db, logoFiles(look.logo).icons[512])
  if (!source) throw new Error(`the logo's icon ${logoFiles(look.logo).icons[512]} is not stored`)
  const inner = Math.round(MASKABLE_SIZE * MASKABLE_SAFE_SHARE)
  const logo = await sharp(Buffer.from(source.data), {})
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer()
  return sharp(Buffer.from(logo), {})
    .extend({
      top: (MASKABLE_SIZE - inner) >> 1,
      bottom: MASKABLE_SIZE - inner - ((MASKABLE_SIZE - inner) >> 1),
      left: (MASKABLE_SIZE - inner) >> 1,
      right: MASKABLE_SIZE - inner - ((MASKABLE_SIZE - inner) >> 1),
      background: { r: 255, g: 255, b: 255, alpha: 1 },
    })
    .flatten({ background: { r: 255, g: 255, b: 255 } })
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/**
 * The look's icons as the manifest lists them, drawn and stored first where they are not yet.
 * Remembered per look, so a manifest asks the database only once a look (and sharp, which
 * costs tens of MB, is loaded only by the one request that draws).
 */
export function appIcons(ctx: ShopContext): (look: RestaurantLook) => Promise<AppIcon[]> {
  let ready: { look: RestaurantLook; icons: Promise<AppIcon[]> } | undefined
  return (look) => {
    if (ready?.look !== look) {
      const icons = ensureIcons(ctx, look)
      ready = { look, icons }
      // A failure is not remembered: the next manifest tries again.
      icons.catch(() => {
        if (ready?.icons === icons) ready = undefined
      })
    }
    return ready.icons
  }
}

async function ensureIcons(ctx: ShopContext, look: RestaurantLook): Promise<AppIcon[]> {
  const names = appIconNames(look)
  const missing: AppIconKind[] = []
  for (const kind of APP_ICON_KINDS) {
    if (!(await imageStored(ctx.db, names[kind]))) missing.push(kind)
  }
  if (missing.length > 0) {
    const drawn = await drawIcons(ctx, look, missing)
    const created_at = ctx.clock.now().toISOString()
    for (const kind of missing) {
      await insertImage(ctx.db, {
        name: names[kind],
        content_type: 'image/png',
        data: drawn[kind]!,
        created_at,
      })
    }
  }
  const at = (name: string) => `/images/${encodeURIComponent(name)}`
  return [
    { src: at(names[192]), sizes: '192x192', type: 'image/png' },
    { src: at(names[512]), sizes: '512x512', type: 'image/png' },
    { src: at(names.maskable), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ]
}
