import type { IconifyJSON } from '@iconify/types'
import { loadSharp } from '../lib/sharp'
import seedIconsJson from './seed-icons.json' with { type: 'json' }

// Dish pictures for the demo restaurant: a colour emoji on a white plate on a coloured table,
// composed locally (no photos, no network) and kept in memory so reseeding costs nothing.

interface ResolvedIcon {
  body: string
  left: number
  top: number
  width: number
  height: number
  hFlip: boolean
  vFlip: boolean
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
const MIN_SIZE = 16
const MAX_SIZE = 4096
const EMOJI_SHARE = 0.55

const cache = new Map<string, Promise<Buffer>>()

// The few icons the demo menu uses, copied from the 100 MB Fluent Emoji set by
// scripts/extract-seed-icons.ts (parsing the whole set cost the server most of a gigabyte).
// The JSON's inferred type names every icon; the set's own type is the useful one.
const seedIcons = seedIconsJson as unknown as IconifyJSON
const iconSet = (): IconifyJSON => seedIcons

/** Every icon name (including aliases) the demo menu can use. */
export function listIconNames(): Set<string> {
  const icons = iconSet()
  return new Set([...Object.keys(icons.icons), ...Object.keys(icons.aliases ?? {})])
}

function resolveIcon(name: string): ResolvedIcon {
  const icons = iconSet()
  let hFlip = false
  let vFlip = false
  let current = name
  // An alias may override dimensions and flips; the nearest definition wins.
  const dims: Partial<Pick<ResolvedIcon, 'left' | 'top' | 'width' | 'height'>> = {}
  for (let depth = 0; depth < 8; depth++) {
    const icon = Object.hasOwn(icons.icons, current) ? icons.icons[current] : undefined
    const alias = Object.hasOwn(icons.aliases ?? {}, current) ? icons.aliases?.[current] : undefined
    const entry = icon ?? alias
    if (!entry) break
    dims.left ??= entry.left
    dims.top ??= entry.top
    dims.width ??= entry.width
    dims.height ??= entry.height
    if (entry.hFlip) hFlip = !hFlip
    if (entry.vFlip) vFlip = !vFlip
    if (icon) {
      return {
        body: icon.body,
        left: dims.left ?? icons.left ?? 0,
        top: dims.top ?? icons.top ?? 0,
        width: dims.width ?? icons.width ?? 16,
        height: dims.height ?? icons.height ?? 16,
        hFlip,
        vFlip,
      }
    }
    current = alias?.parent ?? ''
  }
  throw new Error(`Unknown dish icon '${name}': not in @iconify-json/fluent-emoji`)
}

function emojiSvg(icon: ResolvedIcon, x: number, y: number, box: number): string {
  const { left, top, width, height } = icon
  const flips: string[] = []
  if (icon.hFlip) flips.push(`translate(${2 * left + width} 0) scale(-1 1)`)
  if (icon.vFlip) flips.push(`translate(0 ${2 * top + height}) scale(1 -1)`)
  const body = flips.length ? `<g transform="${flips.join(' ')}">${icon.body}</g>` : icon.body
  return (
    `<svg x="${x}" y="${y}" width="${box}" height="${box}" ` +
    `viewBox="${left} ${top} ${width} ${height}" preserveAspectRatio="xMidYMid meet">${body}</svg>`
  )
}

// Layers are drawn on a 100 x 100 canvas and scaled to the requested size.
const canvas = (size: number, content: string[]) =>
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" ' +
      `width="${size}" height="${size}">`,
    ...content,
    '</svg>',
  ].join('')

function tableSvg(background: string, size: number): string {
  return canvas(size, [
    '<defs>',
    '<radialGradient id="q-light" cx="50%" cy="34%" r="72%">',
    '<stop offset="0" stop-color="#fff" stop-opacity="0.42"/>',
    '<stop offset="0.55" stop-color="#fff" stop-opacity="0.08"/>',
    '<stop offset="1" stop-color="#000" stop-opacity="0.22"/>',
    '</radialGradient>',
    // A faint dotted tablecloth.
    '<pattern id="q-dots" width="5" height="5" patternUnits="userSpaceOnUse">',
    '<circle cx="2.5" cy="2.5" r="0.5" fill="#fff" fill-opacity="0.12"/>',
    '</pattern>',
    '</defs>',
    `<rect width="100" height="100" fill="${background}"/>`,
    '<rect width="100" height="100" fill="url(#q-light)"/>',
    '<rect width="100" height="100" fill="url(#q-dots)"/>',
  ])
}

function plateSvg(size: number): string {
  return canvas(size, [
    '<defs>',
    '<radialGradient id="q-plate" cx="46%" cy="40%" r="62%">',
    '<stop offset="0" stop-color="#fff"/>',
    '<stop offset="0.75" stop-color="#f6f4f1"/>',
    '<stop offset="1" stop-color="#e4e0da"/>',
    '</radialGradient>',
    '<radialGradient id="q-well" cx="50%" cy="56%" r="55%">',
    '<stop offset="0" stop-color="#fff"/>',
    '<stop offset="0.8" stop-color="#faf8f5"/>',
    '<stop offset="1" stop-color="#ebe7e1"/>',
    '</radialGradient>',
    '<filter id="q-soft" x="-30%" y="-30%" width="160%" height="160%">',
    '<feGaussianBlur stdDeviation="2.8"/>',
    '</filter>',
    '</defs>',
    '<ellipse cx="51.2" cy="54" rx="41" ry="39.8" fill="#2b1408" fill-opacity="0.32" ' +
      'filter="url(#q-soft)"/>',
    '<circle cx="50" cy="50" r="41" fill="url(#q-plate)"/>',
    '<circle cx="50" cy="50" r="40.6" fill="none" stroke="#fff" stroke-opacity="0.9" ' +
      'stroke-width="0.4"/>',
    '<circle cx="50" cy="50" r="32" fill="url(#q-well)" stroke="#dcd6ce" stroke-opacity="0.7" ' +
      'stroke-width="0.3"/>',
  ])
}

function foodSvg(icon: ResolvedIcon, size: number): string {
  const box = EMOJI_SHARE * 100
  const at = (100 - box) / 2
  return canvas(size, [
    '<defs>',
    '<filter id="q-food" x="-20%" y="-20%" width="140%" height="140%">',
    '<feGaussianBlur in="SourceAlpha" stdDeviation="1.4"/>',
    '<feOffset dx="0.6" dy="2"/>',
    '<feComponentTransfer><feFuncA type="linear" slope="0.3"/></feComponentTransfer>',
    '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>',
    '</filter>',
    '</defs>',
    `<g filter="url(#q-food)">${emojiSvg(icon, at, at, box)}</g>`,
  ])
}

// The plate and its blurred shadow are the costly part and the same for every dish.
const plates = new Map<number, Promise<Buffer>>()

function plateLayer(size: number): Promise<Buffer> {
  let plate = plates.get(size)
  if (!plate) {
    plate = loadSharp().then((sharp) =>
      sharp(Buffer.from(plateSvg(size)), { density: 72 })
        .png({ compressionLevel: 0 })
        .toBuffer(),
    )
    plates.set(size, plate)
    plate.catch(() => plates.delete(size))
  }
  return plate
}

async function render(icon: ResolvedIcon, background: string, size: number): Promise<Buffer> {
  const plate = await plateLayer(size)
  const sharp = await loadSharp()
  return sharp(Buffer.from(tableSvg(background, size)), { density: 72 })
    .composite([{ input: plate }, { input: Buffer.from(foodSvg(icon, size)), density: 72 }])
    .webp({ quality: 80, effort: 2, smartSubsample: true })
    .toBuffer()
}

/** A square WebP picture of the emoji `icon` served on a plate over the colour `background`. */
export async function composeDishImage(
  icon: string,
  background: string,
  size = 640,
): Promise<Buffer> {
  if (!HEX_COLOUR.test(background)) {
    throw new Error(`Dish background must be a hex colour like '#e9b872', got '${background}'`)
  }
  if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) {
    throw new Error(`Dish image size must be an integer from ${MIN_SIZE} to ${MAX_SIZE}`)
  }
  const key = `${icon}|${background.toLowerCase()}|${size}`
  const cached = cache.get(key)
  if (cached) return cached
  const pending = render(resolveIcon(icon), background, size)
  cache.set(key, pending)
  // A failed render is not remembered, so a later call can try again.
  pending.catch(() => cache.delete(key))
  return pending
}
