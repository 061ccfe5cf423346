import iconv from 'iconv-lite'

/**
 * Text for an ESC/POS printer, one line at a time, in a code page the printer really has
 * (issue 23 §2, decision 030). node-thermal-printer's own fallback is not used: for letters its
 * page lacks it picks "TCVN", selected as ESC t 52, which Epson printers read as WPC1258 while
 * the bytes written are TCVN-3 ("Phở bò tái" comes out as "Phë bß t¸i"), and Slovak "ľ" is lost.
 */

/** A code page of Epson's ESC t table, with its number there and iconv-lite's name for it. */
export interface CodePage {
  name: string
  /** n of ESC t n on Epson TM printers. */
  escT: number
  encoding: string
}

/** PC437, the page a printer starts in (and returns to at ESC @): ASCII is the same in all. */
export const PC437: CodePage = { name: 'PC437', escT: 0, encoding: 'cp437' }

/**
 * The pages tried for a line, in this order: Slovak and Czech, Vietnamese (with combining
 * tones), then Western and Central European for names the guests type.
 */
export const CODE_PAGES: readonly CodePage[] = [
  { name: 'PC852', escT: 18, encoding: 'cp852' },
  { name: 'WPC1258', escT: 52, encoding: 'cp1258' },
  { name: 'WPC1252', escT: 16, encoding: 'cp1252' },
  { name: 'WPC1250', escT: 45, encoding: 'cp1250' },
]

/** Every page by its ESC t number, to read a job's bytes back as a printer does. */
export const PAGES_BY_ESC_T: ReadonlyMap<number, CodePage> = new Map(
  [PC437, ...CODE_PAGES].map((page) => [page.escT, page]),
)

/**
 * Vietnamese's five tone marks. WPC1258 has them as combining characters but holds only some
 * letters with a tone precomposed, so a letter is written as its base (â, ơ, ư... which it has)
 * followed by the tone: the way Windows-1258 is meant to be written.
 */
const TONES = new Set(['\u0300', '\u0301', '\u0303', '\u0309', '\u0323'])

const COMBINING = /\p{M}/u

/** The line's letters, each with its combining marks (NFD), so a mark stays with its letter. */
function letters(text: string): string[] {
  const out: string[] = []
  for (const char of text.normalize('NFD')) {
    if (COMBINING.test(char) && out.length > 0) out[out.length - 1] += char
    else out.push(char)
  }
  return out
}

/** The bytes of `text` in `page`, or null when the page lacks one of its characters. */
function exactly(text: string, page: CodePage): Buffer | null {
  const bytes = iconv.encode(text, page.encoding)
  return iconv.decode(bytes, page.encoding) === text ? bytes : null
}

/** One letter in `page`: whole, or as its base (with its other marks) and its tone apart. */
function letterBytes(letter: string, page: CodePage): Buffer | null {
  const whole = exactly(letter.normalize('NFC'), page)
  if (whole) return whole
  const marks = [...letter]
  const tones = marks.filter((mark) => TONES.has(mark))
  if (tones.length === 0) return null
  const base = exactly(
    marks
      .filter((mark) => !TONES.has(mark))
      .join('')
      .normalize('NFC'),
    page,
  )
  const toneBytes = tones.map((tone) => exactly(tone, page))
  if (!base || toneBytes.some((bytes) => bytes === null)) return null
  return Buffer.concat([base, ...(toneBytes as Buffer[])])
}

/** The line's bytes in `page`, or null when the page cannot hold all of it. */
export function encodeIn(text: string, page: CodePage): Buffer | null {
  const parts: Buffer[] = []
  for (const letter of letters(text)) {
    const bytes = letterBytes(letter, page)
    if (!bytes) return null
    parts.push(bytes)
  }
  return Buffer.concat(parts)
}

/** How one line goes to the printer: bytes in one code page, or (last resort) an image. */
export type EncodedLine =
  { kind: 'text'; page: CodePage; bytes: Buffer } | { kind: 'image'; text: string }

const ASCII = /^[\x20-\x7e]*$/

/**
 * The first page that holds every character of the line; a line no one page holds (Slovak and
 * Vietnamese on one line, or letters of any other script) is to be printed as an image.
 */
export function encodeLine(text: string): EncodedLine {
  // Control characters would be read as commands: a guest's note must never cut the paper.
  // eslint-disable-next-line no-control-regex -- the control characters are what it removes
  const clean = text.replace(/[\x00-\x1f\x7f]/g, ' ')
  if (ASCII.test(clean)) return { kind: 'text', page: PC437, bytes: Buffer.from(clean, 'ascii') }
  for (const page of CODE_PAGES) {
    const bytes = encodeIn(clean, page)
    if (bytes) return { kind: 'text', page, bytes }
  }
  return { kind: 'image', text: clean }
}

/** ESC t n: the code page the bytes after it are read in. */
export const selectPage = (page: CodePage) => Buffer.from([0x1b, 0x74, page.escT])

/**
 * Folds a line to `width` characters (letters with their marks count once), at spaces where it
 * can: the printer would otherwise break words wherever the paper ends.
 */
export function foldLine(text: string, width: number): string[] {
  const words = text.split(/ +/)
  const lines: string[] = []
  let line: string[] = []
  let length = 0
  const size = (word: string) => letters(word).length
  for (const word of words) {
    let rest = word
    while (size(rest) > width) {
      if (line.length > 0) lines.push(line.join(' '))
      const cut = letters(rest)
      lines.push(cut.slice(0, width).join(''))
      rest = cut.slice(width).join('')
      line = []
      length = 0
    }
    const added = (line.length > 0 ? 1 : 0) + size(rest)
    if (line.length > 0 && length + added > width) {
      lines.push(line.join(' '))
      line = [rest]
      length = size(rest)
    } else {
      line.push(rest)
      length += added
    }
  }
  if (line.length > 0) lines.push(line.join(' '))
  return lines.length > 0 ? lines.map((one) => one.normalize('NFC')) : ['']
}
