import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brandTones, FOCUS_HALO, FOCUS_RING, PAGE, SURFACE } from '@quan/domain/restaurant/colour'
import { DEMO_LOOK } from '@quan/domain/restaurant/look'
import { describe, expect, it } from 'vitest'

// Issue 21 §2: theme.css's brand tones are the demo's, as the server derives any owner's; the
// colour rules' backgrounds and focus ring are the stylesheet's own.
const theme = readFileSync(join(import.meta.dirname, 'theme.css'), 'utf8')
const property = (name: string) =>
  new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(theme)?.[1]?.toLowerCase()

describe('theme.css and the brand colour rules', () => {
  it('holds the demo colour’s tones, as brandTones derives them', () => {
    const tones = brandTones(DEMO_LOOK.brandColour)
    expect(property('--brand')).toBe(tones.brand)
    expect(property('--brand-dark')).toBe(tones.brandDark)
    expect(property('--brand-soft')).toBe(tones.brandSoft)
  })

  it('draws on the backgrounds and with the focus ring the rules check contrast against', () => {
    expect(property('--surface')).toBe(SURFACE)
    expect(property('--page')).toBe(PAGE)
    expect(property('--focus-ring')).toBe(FOCUS_RING)
    expect(property('--focus-halo')).toBe(FOCUS_HALO)
  })
})
