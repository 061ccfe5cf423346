import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * WCAG 1.4.11: the focus ring must stand out at 3:1 from whatever it is drawn on. The colours
 * come from the stylesheets themselves, so a change of palette is checked too.
 */
// jsdom gives the module an http: URL; the file's own folder comes from Vite.
const SRC = join(import.meta.dirname, '..') + '/'
const theme = readFileSync(join(SRC, 'app/theme.css'), 'utf8')

/** The custom properties of `:root` in theme.css. */
function customProperties(css: string): Record<string, string> {
  const root = css.match(/:root\s*{([^}]*)}/)?.[1] ?? ''
  return Object.fromEntries(
    [...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
      name!,
      value!.replace(/\/\*.*?\*\//g, '').trim(),
    ]),
  )
}

const properties = customProperties(theme)

/** A colour as written in the CSS (hex, or var() of a custom property) → its sRGB channels. */
function rgb(value: string): [number, number, number] {
  const variable = value.match(/^var\((--[\w-]+)\)$/)?.[1]
  if (variable) {
    const resolved = properties[variable]
    if (!resolved) throw new Error(`${variable} is not defined in theme.css`)
    return rgb(resolved)
  }
  if (value === 'white') return [255, 255, 255]
  const hex = value.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1]
  if (!hex) throw new Error(`Not a colour this test reads: ${value}`)
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ]
}

function luminance(value: string): number {
  const [r, g, b] = rgb(value).map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** Every background a focused control sits on or is filled with. */
const BACKGROUNDS: Record<string, string> = {
  page: 'var(--page)',
  'cards, header, dialogs and fields': 'var(--surface)',
  'current menu link, ghost buttons on hover': 'var(--brand-soft)',
  buttons: 'var(--brand)',
  'buttons on hover': 'var(--brand-dark)',
  'skip link': 'var(--ink)',
  'footer (dark)': 'var(--footer)',
}

/** Every rule in the web app's stylesheets, with the file it is in. */
function rules(): { file: string; selector: string; body: string }[] {
  const found: { file: string; selector: string; body: string }[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (name.endsWith('.css')) {
        const css = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
        for (const [, selector, body] of css.matchAll(/([^{}]+){([^{}]*)}/g)) {
          found.push({ file: path.slice(SRC.length), selector: selector!.trim(), body: body! })
        }
      }
    }
  }
  walk(SRC)
  return found
}

describe('the focus ring (WCAG 1.4.11)', () => {
  const ring = 'var(--focus-ring)'
  const halo = 'var(--focus-halo)'

  it('is drawn in two colours that stand apart from each other', () => {
    const focus = rules().find(
      (rule) => rule.file === 'app/theme.css' && rule.selector === ':focus-visible',
    )
    expect(focus?.body).toMatch(/outline:\s*\d+px solid var\(--focus-ring\)/)
    expect(focus?.body).toMatch(/box-shadow:[^;]*var\(--focus-halo\)/)
    expect(contrast(ring, halo)).toBeGreaterThanOrEqual(3)
  })

  it('knows the footer’s own background', () => {
    const footer = rules().find(
      (rule) => rule.file === 'app/layout/footer.css' && rule.selector === '.footer',
    )
    expect(footer?.body).toMatch(/background:\s*var\(--footer\)/)
  })

  it.each(Object.entries(BACKGROUNDS))('stands out at 3:1 on %s', (_name, background) => {
    const best = Math.max(contrast(ring, background), contrast(halo, background))
    expect(best).toBeGreaterThanOrEqual(3)
  })

  it('is the only focus outline in the stylesheets', () => {
    const others = rules().filter(
      (rule) =>
        /focus/.test(rule.selector) &&
        /outline(-color)?\s*:/.test(rule.body) &&
        !/outline:\s*(none|0)\s*;/.test(rule.body) &&
        !rule.body.includes('var(--focus-ring)'),
    )
    expect(others.map((rule) => `${rule.file} ${rule.selector}`)).toEqual([])
  })
})
