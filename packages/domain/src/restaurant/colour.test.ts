import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  brandCss,
  brandTones,
  contrast,
  FOCUS_HALO,
  FOCUS_RING,
  luminance,
  PAGE,
  SURFACE,
  TEXT_CONTRAST,
  UI_CONTRAST,
} from './colour'

const anyColour = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`)

/** Hue 0–360 of a #rrggbb colour, undefined for a grey. */
function hue(hex: string): number | undefined {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  const max = Math.max(r!, g!, b!)
  const min = Math.min(r!, g!, b!)
  if (max === min) return undefined
  const d = max - min
  const h = max === r ? ((g! - b!) / d + 6) % 6 : max === g ? (b! - r!) / d + 2 : (r! - g!) / d + 4
  return h * 60
}

/** How far a colour is from grey: its largest channel less its smallest, of 255. */
function chroma(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  return Math.max(...channels) - Math.min(...channels)
}

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b))

describe('contrast (WCAG 2)', () => {
  it('is 21 between black and white, 1 between a colour and itself', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#b5371b', '#b5371b')).toBe(1)
    expect(luminance('#ffffff')).toBeCloseTo(1, 5)
  })

  it('agrees with the figure theme.css states for the chili (6.1:1 on white)', () => {
    expect(contrast('#b5371b', '#ffffff')).toBeCloseTo(5.95, 1)
  })
})

describe('brandTones', () => {
  it('keeps the demo’s chili as it is, with a darker and a softer tone of its hue', () => {
    expect(brandTones('#B5371B')).toEqual({
      brand: '#b5371b',
      brandDark: '#8d2b15',
      brandSoft: '#fbe8e4',
      darkenedForText: false,
    })
  })

  it('darkens a colour too light for text, keeps its hue, and says so', () => {
    const tones = brandTones('#ffd400')
    expect(tones.darkenedForText).toBe(true)
    expect(tones.brand).not.toBe('#ffd400')
    expect(contrast(tones.brand, SURFACE)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    expect(hueDistance(hue(tones.brand)!, hue('#ffd400')!)).toBeLessThan(2)
  })

  it('darkens no more than text needs: the tone is just readable on its soft background', () => {
    const tones = brandTones('#2f9e44')
    expect(contrast(tones.brand, tones.brandSoft)).toBeLessThan(TEXT_CONTRAST + 0.2)
  })

  it('takes a pale grey to a readable grey', () => {
    const tones = brandTones('#ffffff')
    expect(tones).toMatchObject({ darkenedForText: true, brandSoft: '#f0f0f0' })
    expect(hue(tones.brand)).toBeUndefined()
  })

  it('keeps every text and the focus ring at WCAG AA, whatever colour is picked', () => {
    fc.assert(
      fc.property(anyColour, (picked) => {
        const { brand, brandDark, brandSoft } = brandTones(picked)
        // Brand text (links, prices) and its darker tone on cards, the page and the soft tone.
        for (const text of [brand, brandDark]) {
          for (const background of [SURFACE, PAGE, brandSoft]) {
            expect(contrast(text, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
          }
          // White text on buttons filled with either tone.
          expect(contrast('#ffffff', text)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
        }
        // The two-colour focus ring stands out on every brand-coloured background.
        for (const background of [brand, brandDark, brandSoft]) {
          const best = Math.max(contrast(FOCUS_RING, background), contrast(FOCUS_HALO, background))
          expect(best).toBeGreaterThanOrEqual(UI_CONTRAST)
        }
      }),
      { numRuns: 2000 },
    )
  })

  it('keeps the hue of a colour it darkens, and flags exactly the colours it changes', () => {
    fc.assert(
      fc.property(anyColour, (picked) => {
        const tones = brandTones(picked)
        expect(tones.darkenedForText).toBe(tones.brand !== picked)
        if (!tones.darkenedForText) return
        expect(luminance(tones.brand)).toBeLessThan(luminance(picked))
        const before = hue(picked)
        const after = hue(tones.brand)
        // Near black, whole channels cannot hold a hue exactly; a readable tone there is clearly
        // dark enough for any hue to be far from the eye anyway. Nor can they in a tone that is
        // nearly grey: #a3a7a8's darker tone is 8° off after rounding, and neither looks
        // anything but grey (a chroma under 16 of 255).
        if (
          before !== undefined &&
          after !== undefined &&
          luminance(tones.brand) > 0.01 &&
          chroma(tones.brand) >= 16
        ) {
          expect(hueDistance(before, after)).toBeLessThan(8)
        }
      }),
      { numRuns: 2000 },
    )
  })

  it('keeps the hue of a grey-blue it darkens (a counterexample fast-check once found)', () => {
    const tones = brandTones('#a3a7a8')
    expect(tones.darkenedForText).toBe(true)
    expect(chroma(tones.brand)).toBeLessThan(16)
  })
})

describe('brandCss', () => {
  it('writes the tones as theme.css’s custom properties', () => {
    expect(brandCss(brandTones('#b5371b'))).toBe(
      ':root{--brand:#b5371b;--brand-dark:#8d2b15;--brand-soft:#fbe8e4}',
    )
  })
})
