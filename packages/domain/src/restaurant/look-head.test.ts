import { describe, expect, it } from 'vitest'
import { brandTones } from './colour'
import { DEMO_LOOK } from './look'
import { lookCss, withLook } from './look-head'

const SHELL =
  '<html><head><meta name="theme-color" content="#b5371b" /><link rel="icon" href="/favicon.svg" type="image/svg+xml" /><style>:root{--brand:#b5371b}</style></head><body></body></html>'
const HASH = '0123456789abcdef0123456789abcdef'

describe('withLook', () => {
  it('puts the tones after the page’s own styles, with the browser’s colour', () => {
    const html = withLook(SHELL, { ...DEMO_LOOK, brandColour: '#2f9e44' })
    const tones = brandTones('#2f9e44')
    expect(html).toContain(
      `<style>:root{--brand:#b5371b}</style><style id="brand-tones">:root{--brand:${tones.brand};--brand-dark:${tones.brandDark};--brand-soft:${tones.brandSoft}}</style></head>`,
    )
    expect(html).toContain(`<meta name="theme-color" content="${tones.brand}">`)
  })

  it('draws the shop’s bowl mark in the owner’s colour while there is no logo', () => {
    const html = withLook(SHELL, { ...DEMO_LOOK, brandColour: '#2f9e44' })
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(html)?.[1]
    expect(decodeURIComponent(href!.replace('data:image/svg+xml,', ''))).toContain(
      `fill="${brandTones('#2f9e44').brand}"`,
    )
    expect(withLook(SHELL, DEMO_LOOK)).toContain('<link rel="icon" href="/favicon.svg"')
  })

  it('names a PNG logo’s icons, and no SVG icon for it', () => {
    const html = withLook(SHELL, {
      ...DEMO_LOOK,
      logo: { image: `${HASH}.webp`, width: 192, height: 96 },
    })
    expect(html).toContain(
      `<link rel="icon" href="/images/${HASH}-32.png" sizes="32x32" type="image/png"><link rel="apple-touch-icon" href="/images/${HASH}-180.png">`,
    )
    expect(html).not.toContain('image/svg+xml')
  })
})

describe('lookCss', () => {
  it('is the tones alone while there is no logo', () => {
    expect(lookCss(DEMO_LOOK)).toBe(
      ':root{--brand:#b5371b;--brand-dark:#8d2b15;--brand-soft:#fbe8e4}',
    )
  })

  it('puts the logo in place of the header’s mark, as wide as its shape at the mark’s height', () => {
    const css = lookCss({ ...DEMO_LOOK, logo: { image: `${HASH}.webp`, width: 192, height: 96 } })
    expect(css).toContain(
      `.navbar__logo>svg{width:64px;max-width:10rem;background:url(/images/${HASH}.webp) center/contain no-repeat}.navbar__logo>svg>*{display:none}`,
    )
  })
})
