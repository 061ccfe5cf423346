import { brandCss, brandTones, BRAND_STYLE_ID } from './colour'
import { DEMO_LOOK, HEADER_MARK_HEIGHT, logoFiles, type RestaurantLook } from './look'

// The look in a page's <head> (issue 21 §2): the brand's tones as CSS, the browser's colour and
// the icons. Written by the server into every page it sends (the rendered ones and the back
// office's shell), so the page paints in the owner's colours at once, with no script.

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

const imageAt = (name: string) => `/images/${encodeURIComponent(name)}`

/** The shop's own steaming-bowl mark (public/favicon.svg) in the brand colour. */
function bowlIcon(colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${colour}"/><path d="M14 30h36a18 18 0 0 1-36 0z" fill="#fff"/><path d="M22 24c0-4 4-4 4-8M32 24c0-4 4-4 4-8M42 24c0-4 4-4 4-8" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** The icons' links: the logo's (SVG where it is one, PNG 32 and Apple's 180), or the bowl's. */
export function iconLinks(look: RestaurantLook): string {
  if (!look.logo) {
    const tones = brandTones(look.brandColour)
    const href = look.brandColour === DEMO_LOOK.brandColour ? '/favicon.svg' : bowlIcon(tones.brand)
    return `<link rel="icon" href="${escapeAttribute(href)}" type="image/svg+xml">`
  }
  const files = logoFiles(look.logo)
  return [
    look.logo.image.endsWith('.svg')
      ? `<link rel="icon" href="${imageAt(files.mark)}" type="image/svg+xml">`
      : '',
    `<link rel="icon" href="${imageAt(files.icons[32])}" sizes="32x32" type="image/png">`,
    `<link rel="apple-touch-icon" href="${imageAt(files.icons[180])}">`,
  ].join('')
}

/**
 * The look as CSS: the brand's tones, and the owner's logo in place of the shop's own mark in
 * the header (the mark's drawing hidden, the logo its background, as wide as its shape makes
 * it at the mark's height). No script draws any of it: the guest's first visit carries none.
 */
export function lookCss(look: RestaurantLook): string {
  const tones = brandCss(brandTones(look.brandColour))
  if (!look.logo) return tones
  const width = Math.round((HEADER_MARK_HEIGHT * look.logo.width) / look.logo.height)
  return (
    `${tones}.navbar__logo>svg{width:${width}px;max-width:10rem;` +
    `background:url(${imageAt(look.logo.image)}) center/contain no-repeat}` +
    `.navbar__logo>svg>*{display:none}`
  )
}

/**
 * A page's HTML with the look in its head: the tones in a `<style>` just before `</head>` (so
 * after theme.css, whose defaults they replace), the browser's theme colour, and the icons in
 * place of index.html's favicon link.
 */
export function withLook(html: string, look: RestaurantLook): string {
  const tones = brandTones(look.brandColour)
  return html
    .replace(
      /<meta name="theme-color" content="[^"]*"\s*\/?>/,
      () => `<meta name="theme-color" content="${escapeAttribute(tones.brand)}">`,
    )
    .replace(/<link rel="icon"[^>]*>/, () => iconLinks(look))
    .replace('</head>', () => `<style id="${BRAND_STYLE_ID}">${lookCss(look)}</style></head>`)
}
