/**
 * An uploaded SVG logo made safe to serve and show (issue 21 §2): parsed strictly (no DOCTYPE declarations,
 * no entities but XML's five and numbered ones), then written out again from an allowlist of
 * drawing elements and attributes. Scripts, foreignObject, event handlers, links, animation,
 * external references (href, url(), @import) never come through: only what is on the list is
 * written, and every value is checked on the way. No package here does this (DOMPurify is not
 * installed, jsdom is a test tool), and a writer from a tree of our own leaves nothing unseen.
 */

/** The file could not be read as SVG: it is refused rather than half cleaned. */
export class UnreadableSvg extends Error {}

interface SvgElement {
  name: string
  attributes: [string, string][]
  children: SvgNode[]
}
type SvgNode = SvgElement | string

const MAX_DEPTH = 64
const MAX_ELEMENTS = 20_000

/** Drawing elements, by their SVG names (case matters in XML). */
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'style',
  'image',
])

/** Elements whose children are kept without them: a link's drawing is still the logo. */
const UNWRAPPED = new Set(['a', 'switch'])

const ATTRIBUTES = new Set([
  'id',
  'class',
  'style',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'd',
  'points',
  'pathLength',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-width',
  'opacity',
  'color',
  'display',
  'visibility',
  'overflow',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'vector-effect',
  'paint-order',
  'shape-rendering',
  'mix-blend-mode',
  'isolation',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'offset',
  'stop-color',
  'stop-opacity',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'radius',
  'dx',
  'dy',
  'flood-color',
  'flood-opacity',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'textLength',
  'lengthAdjust',
  'rotate',
  'xml:space',
  'version',
  'href',
  'xlink:href',
])

/** A reference inside the file itself: `#name`, or `url(#name)`. */
const LOCAL_REFERENCE = /^#[\w.:-]+$/
const LOCAL_URL = /url\(\s*(['"]?)#[\w.:-]+\1\s*\)/gi
/** A picture inside the file, as logo tools export them: never one fetched from elsewhere. */
const EMBEDDED_PICTURE = /^data:image\/(png|jpeg|webp);base64,[a-z0-9+/=\s]+$/i

/**
 * Whether CSS text (a `style` attribute or element) can only draw: no url() but to the file's
 * own parts, no @import, no escapes that could spell either, no old IE expression().
 */
function safeCss(css: string): boolean {
  if (/[\\]|@import|expression\s*\(|javascript:|<\/|behavior\s*:|-moz-binding/i.test(css)) {
    return false
  }
  return !/url\s*\(/i.test(css.replace(LOCAL_URL, ''))
}

function safeAttribute(element: string, name: string, value: string): boolean {
  if (!ATTRIBUTES.has(name)) return false
  if (name === 'href' || name === 'xlink:href') {
    if (element === 'image') return EMBEDDED_PICTURE.test(value.trim())
    return LOCAL_REFERENCE.test(value.trim())
  }
  return safeCss(value)
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

function decode(text: string): string {
  return text.replace(/&([^;\s&]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new UnreadableSvg('a bare & in the text')
    if (name in ENTITIES) return ENTITIES[name]!
    const number = /^#x([0-9a-f]{1,6})$/i.exec(name)?.[1] ?? /^#(\d{1,7})$/.exec(name)?.[1]
    if (number === undefined) throw new UnreadableSvg(`an unknown entity &${name};`)
    const code = parseInt(number, name[1] === 'x' || name[1] === 'X' ? 16 : 10)
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
      throw new UnreadableSvg('a character that cannot be')
    }
    return String.fromCodePoint(code)
  })
}

const NAME = /^[A-Za-z_][\w.:-]*/
const ATTRIBUTE = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/

/** A strict XML reader for the little of XML an SVG file uses. */
function parse(source: string): SvgElement {
  let at = 0
  let elements = 0
  const root: SvgElement = { name: '#document', attributes: [], children: [] }
  const open: SvgElement[] = [root]
  const rest = () => source.slice(at)

  while (at < source.length) {
    const next = source.indexOf('<', at)
    const text = source.slice(at, next === -1 ? source.length : next)
    if (text) {
      const parent = open[open.length - 1]!
      if (parent === root) {
        if (text.trim()) throw new UnreadableSvg('text outside the svg element')
      } else parent.children.push(decode(text))
    }
    if (next === -1) break
    at = next
    if (source.startsWith('<!--', at)) {
      const end = source.indexOf('-->', at + 4)
      if (end === -1) throw new UnreadableSvg('an unclosed comment')
      at = end + 3
    } else if (source.startsWith('<![CDATA[', at)) {
      const end = source.indexOf(']]>', at)
      if (end === -1 || open.length === 1) throw new UnreadableSvg('a misplaced CDATA section')
      open[open.length - 1]!.children.push(source.slice(at + 9, end))
      at = end + 3
    } else if (source.startsWith('<?xml', at) && at === source.search(/\S/)) {
      const end = source.indexOf('?>', at)
      if (end === -1) throw new UnreadableSvg('an unclosed XML declaration')
      at = end + 2
    } else if (source.startsWith('</', at)) {
      const match = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(rest())
      const closing = open.pop()
      if (!match || !closing || closing.name !== match[1]) {
        throw new UnreadableSvg('a closing tag that does not match')
      }
      at += match[0].length
    } else if (/^<!DOCTYPE\s+svg[^[>]*>/.test(rest()) && open.length === 1) {
      // Illustrator's plain DOCTYPE names the SVG 1.1 DTD, which is never read. One with its
      // own declarations (entities) is refused below.
      at = source.indexOf('>', at) + 1
    } else if (source.startsWith('<!', at) || source.startsWith('<?', at)) {
      // DOCTYPE (and with it every entity trick), processing instructions.
      throw new UnreadableSvg('a declaration an SVG logo has no need of')
    } else {
      at += 1
      const name = NAME.exec(rest())?.[0]
      if (!name) throw new UnreadableSvg('a < that starts no element')
      at += name.length
      const element: SvgElement = { name, attributes: [], children: [] }
      const seen = new Set<string>()
      for (;;) {
        const attribute = ATTRIBUTE.exec(rest())
        if (!attribute) break
        const attributeName = attribute[1]!
        if (seen.has(attributeName)) throw new UnreadableSvg('an attribute given twice')
        seen.add(attributeName)
        element.attributes.push([attributeName, decode(attribute[3] ?? attribute[4] ?? '')])
        at += attribute[0].length
      }
      const end = /^\s*(\/?)>/.exec(rest())
      if (!end) throw new UnreadableSvg('an element that does not close')
      at += end[0].length
      const parent = open[open.length - 1]!
      if (parent === root && root.children.length > 0) {
        throw new UnreadableSvg('more than one root element')
      }
      parent.children.push(element)
      if (++elements > MAX_ELEMENTS) throw new UnreadableSvg('too many elements')
      if (!end[1]) {
        open.push(element)
        if (open.length > MAX_DEPTH) throw new UnreadableSvg('elements nested too deep')
      }
    }
  }
  if (open.length !== 1) throw new UnreadableSvg('an element left open')
  const svg = root.children[0]
  if (!svg || typeof svg === 'string' || svg.name !== 'svg') {
    throw new UnreadableSvg('no svg element at the root')
  }
  return svg
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;')

function write(node: SvgNode, parent: string): string {
  if (typeof node === 'string') return escapeText(node)
  if (UNWRAPPED.has(node.name)) return node.children.map((child) => write(child, parent)).join('')
  if (!ELEMENTS.has(node.name)) return ''
  if (node.name === 'style') {
    const css = node.children.filter((child) => typeof child === 'string').join('')
    if (node.children.some((child) => typeof child !== 'string') || !safeCss(css)) return ''
    return `<style>${escapeText(css)}</style>`
  }
  const attributes = node.attributes
    .filter(([name, value]) => safeAttribute(node.name, name, value))
    // SVG 2's plain href: no xlink namespace needed, and nothing left that names one.
    .map(([name, value]) => [name === 'xlink:href' ? 'href' : name, value] as const)
  // A file may say both; the first one kept wins.
  const written = new Set<string>()
  let tag = `<${node.name}`
  if (node.name === 'svg' && parent === '#document') {
    tag += ' xmlns="http://www.w3.org/2000/svg"'
  }
  for (const [name, value] of attributes) {
    if (written.has(name)) continue
    written.add(name)
    tag += ` ${name}="${escapeAttribute(value)}"`
  }
  // An image is only ever a picture inside the file; without one it is nothing.
  if (node.name === 'image' && !written.has('href')) return ''
  const inner = node.children.map((child) => write(child, node.name)).join('')
  return inner ? `${tag}>${inner}</${node.name}>` : `${tag}/>`
}

/** The SVG file's text made safe, or UnreadableSvg when it cannot be read as SVG. */
export function cleanSvg(source: string): string {
  return write(parse(source.replace(/^\uFEFF/, '')), '#document')
}

/** Whether bytes look like an SVG file (text whose first element is `<svg`), before reading it. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^[>]*(\[[\s\S]*?\])?\s*>\s*)?<svg[\s>]/.test(
    head,
  )
}
