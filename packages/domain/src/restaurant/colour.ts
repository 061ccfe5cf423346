// The brand colour's tones (issue 21 §2): from the one colour the owner picks, the darker and
// softer tones the theme uses (apps/web/src/app/theme.css: --brand, --brand-dark, --brand-soft),
// each kept at WCAG AA contrast whatever colour is picked. Pure and small: the server puts the
// tones into every page as CSS, the back office previews them.

/** A colour as `#rrggbb`, lower case. */
export type Hex = string

/** What text in the brand's tones must reach on its backgrounds (WCAG 1.4.3, AA). */
export const TEXT_CONTRAST = 4.5
/** What large text, a focus ring and a control's edge must reach (WCAG 1.4.3 large, 1.4.11). */
export const UI_CONTRAST = 3

/** The light backgrounds brand text sits on besides its own soft tone: cards, the page. */
export const SURFACE = '#ffffff'
export const PAGE = '#fffaf5'
/** The focus ring's two colours (theme.css --focus-ring, --focus-halo): never the brand's. */
export const FOCUS_RING = '#241a15'
export const FOCUS_HALO = '#ffffff'

/** The tones the theme draws with, and whether the brand tone had to be darker than picked. */
export interface BrandTones {
  /** Links, prices, buttons (white text on it): the colour picked, or darker for text. */
  brand: Hex
  /** Hover, gradients, headings on the soft tone: darker still. */
  brandDark: Hex
  /** Backgrounds of current links, badges and panels behind brand text. */
  brandSoft: Hex
  /** The colour picked was too light for text, so `brand` is a darker one of the same hue. */
  darkenedForText: boolean
}

const HEX = /^#([0-9a-f]{6})$/i

export function isHex(text: string): text is Hex {
  return HEX.test(text)
}

/** sRGB channels 0–255. */
export function channels(hex: string): [number, number, number] {
  const digits = HEX.exec(hex)?.[1]
  if (!digits) throw new Error(`Not a #rrggbb colour: ${hex}`)
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ]
}

const toHex = (rgb: readonly number[]): Hex =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** Hue 0–360, saturation and lightness 0–1. */
interface Hsl {
  h: number
  s: number
  l: number
}

function toHsl(hex: string): Hsl {
  const [r, g, b] = channels(hex).map((c) => c / 255) as [number, number, number]
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  const d = max - min
  if (d === 0) return { h: 0, s: 0, l }
  const s = d / (1 - Math.abs(2 * l - 1))
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  return { h: h * 60, s, l }
}

function fromHsl({ h, s, l }: Hsl): Hex {
  const c = (1 - Math.abs(2 * l - 1)) * s
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1))
  const m = l - c / 2
  const sector = Math.floor(h / 60) % 6
  const [r, g, b] = (
    [
      [c, x, 0],
      [x, c, 0],
      [0, c, x],
      [0, x, c],
      [x, 0, c],
      [c, 0, x],
    ] as const
  )[sector]!
  return toHex([r + m, g + m, b + m].map((v) => v * 255))
}

/** The soft tone's lightness: a tint light enough for brand text and the dark focus ring. */
const SOFT_LIGHTNESS = 0.94
/** How much darker the dark tone is than the brand tone (theme.css's chili: 0.41 → 0.32). */
const DARKER = 0.78

const readableOn = (colour: string, backgrounds: readonly string[], ratio: number) =>
  backgrounds.every((background) => contrast(colour, background) >= ratio)

/**
 * The same hue and saturation at the highest lightness (to 1/1000) that keeps text readable on
 * every background: lower lightness at one hue and saturation only ever darkens each channel,
 * so the search finds the closest readable tone to the one picked.
 */
function darkenedUntilReadable(picked: Hsl, backgrounds: readonly string[]): Hex {
  let low = 0
  let high = picked.l
  for (let step = 0; step < 20; step++) {
    const middle = (low + high) / 2
    if (readableOn(fromHsl({ ...picked, l: middle }), backgrounds, TEXT_CONTRAST)) low = middle
    else high = middle
  }
  const found = fromHsl({ ...picked, l: low })
  // Rounding to whole channels can cost a hair of contrast; black is always readable here.
  return readableOn(found, backgrounds, TEXT_CONTRAST) ? found : '#000000'
}

/** The theme's tones from the colour the owner picked (any `#rrggbb`). */
export function brandTones(picked: string): BrandTones {
  const chosen = picked.toLowerCase() as Hex
  const hsl = toHsl(chosen)
  const brandSoft = fromHsl({ h: hsl.h, s: hsl.s, l: SOFT_LIGHTNESS })
  const backgrounds = [SURFACE, PAGE, brandSoft]
  const readable = readableOn(chosen, backgrounds, TEXT_CONTRAST)
  const brand = readable ? chosen : darkenedUntilReadable(hsl, backgrounds)
  const brandDark = fromHsl({ ...toHsl(brand), l: toHsl(brand).l * DARKER })
  return { brand, brandDark, brandSoft, darkenedForText: !readable }
}

/** The tones as the custom properties theme.css declares, for a page's `<style>`. */
export function brandCss(tones: BrandTones): string {
  return `:root{--brand:${tones.brand};--brand-dark:${tones.brandDark};--brand-soft:${tones.brandSoft}}`
}

/** The id of the page's `<style>` that holds the tones: the server writes it, the back office updates it. */
export const BRAND_STYLE_ID = 'brand-tones'
