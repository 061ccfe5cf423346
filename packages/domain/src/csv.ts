// Comma-separated values as RFC 4180 writes them (issue 21 §5): what a spreadsheet opens and
// saves. Small enough to own rather than to take a package for.

const BOM = '\uFEFF'

/** Why a text is not CSV, and the line (1-based) where the trouble starts. */
export interface CsvFault {
  problem: 'unclosed-quote' | 'text-after-quote'
  line: number
}

export type CsvParse = { ok: true; rows: string[][] } | { ok: false; fault: CsvFault }

/**
 * Reads CSV text into rows of cells. A field in double quotes may hold commas, line ends and
 * doubled quotes (`""` is one `"`); lines end in CRLF or LF (a spreadsheet saves either), a
 * leading byte order mark is dropped, and one line end at the very end makes no empty row.
 * Rows may differ in length: what the cells mean is the caller's business.
 */
export function parseCsv(source: string): CsvParse {
  const text = source.startsWith(BOM) ? source.slice(1) : source
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let line = 1
  let index = 0
  // Whether the line has begun: an empty quoted field ("") alone on the last line is a row.
  let started = false
  const endCell = () => {
    row.push(cell)
    cell = ''
  }
  const endRow = () => {
    endCell()
    rows.push(row)
    row = []
    started = false
  }
  while (index < text.length) {
    const char = text[index]!
    if (char === '"' && cell === '') {
      // A quoted field: read to the closing quote, keeping what is between as it is.
      const start = line
      index += 1
      for (;;) {
        if (index >= text.length)
          return { ok: false, fault: { problem: 'unclosed-quote', line: start } }
        const inner = text[index]!
        if (inner === '"') {
          if (text[index + 1] === '"') {
            cell += '"'
            index += 2
            continue
          }
          index += 1
          break
        }
        if (inner === '\n') line += 1
        cell += inner
        index += 1
      }
      const next = text[index]
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        return { ok: false, fault: { problem: 'text-after-quote', line } }
      }
      started = true
      continue
    }
    if (char === ',') {
      endCell()
      started = true
      index += 1
    } else if (char === '\r' && text[index + 1] === '\n') {
      endRow()
      line += 1
      index += 2
    } else if (char === '\n' || char === '\r') {
      endRow()
      line += 1
      index += 1
    } else {
      cell += char
      started = true
      index += 1
    }
  }
  // The last line, unless the text ended with its line end (or was empty).
  if (started || row.length > 0) endRow()
  return { ok: true, rows }
}

/** A cell as CSV writes it: quoted when it holds the separator, a quote or a line end. */
export function csvCell(value: string, separator = ','): string {
  return value.includes(separator) || /["\r\n]/.test(value) || /^\s|\s$/.test(value)
    ? `"${value.replace(/"/g, '""')}"`
    : value
}

/**
 * Rows as a CSV file a spreadsheet opens in UTF-8 whatever its locale: a byte order mark first
 * (Excel reads the text as its own code page without it), CRLF line ends as RFC 4180 has them.
 * `;` separates the cells where the decimal comma is used (issue 23 §3), as Excel there expects.
 */
export function writeCsv(rows: readonly (readonly string[])[], separator: ',' | ';' = ','): string {
  return csvText(rows.map((row) => csvLine(row, separator)))
}

/** One row as a line of CSV, its CRLF included: for a long file written a line at a time. */
export function csvLine(row: readonly string[], separator: ',' | ';' = ','): string {
  return row.map((cell) => csvCell(cell, separator)).join(separator) + '\r\n'
}

/** Lines of `csvLine` as the file writeCsv writes, the byte order mark first. */
export function csvText(lines: readonly string[]): string {
  return BOM + lines.join('')
}
