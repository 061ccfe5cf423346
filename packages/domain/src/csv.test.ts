import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvCell, parseCsv, writeCsv } from './csv'

const rowsOf = (text: string) => {
  const parsed = parseCsv(text)
  if (!parsed.ok) throw new Error(`not CSV: ${JSON.stringify(parsed.fault)}`)
  return parsed.rows
}

describe('parseCsv', () => {
  it('reads plain cells, rows ended by LF or CRLF', () => {
    expect(rowsOf('a,b,c\nd,e,f\r\ng,h,i')).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
      ['g', 'h', 'i'],
    ])
  })

  it('makes no empty row of the line end at the very end', () => {
    expect(rowsOf('a,b\r\n')).toEqual([['a', 'b']])
    expect(rowsOf('a,b\n')).toEqual([['a', 'b']])
    expect(rowsOf('')).toEqual([])
  })

  it('keeps empty cells, at either end of a row too', () => {
    expect(rowsOf(',a,,\r\n')).toEqual([['', 'a', '', '']])
  })

  it('reads commas, doubled quotes and line ends inside quotes', () => {
    expect(rowsOf('"Phở, bò","say ""hi""","two\r\nlines","LF\nonly"\r\nx,y,z,w')).toEqual([
      ['Phở, bò', 'say "hi"', 'two\r\nlines', 'LF\nonly'],
      ['x', 'y', 'z', 'w'],
    ])
  })

  it('reads an empty quoted cell as a cell, the last line too', () => {
    expect(rowsOf('"",a\r\n""')).toEqual([['', 'a'], ['']])
  })

  it('drops a leading byte order mark', () => {
    expect(rowsOf('\uFEFFtype,sku\r\ndish,PHO')).toEqual([
      ['type', 'sku'],
      ['dish', 'PHO'],
    ])
  })

  it('refuses a quote never closed, naming the line it opened on', () => {
    expect(parseCsv('a,b\r\nc,"open\r\nstill open')).toEqual({
      ok: false,
      fault: { problem: 'unclosed-quote', line: 2 },
    })
  })

  it('refuses text after a closing quote', () => {
    expect(parseCsv('a\n"b"c,d')).toEqual({
      ok: false,
      fault: { problem: 'text-after-quote', line: 2 },
    })
  })
})

describe('writeCsv', () => {
  it('starts with a byte order mark and ends every row with CRLF', () => {
    expect(writeCsv([['a', 'b'], ['c']])).toBe('\uFEFFa,b\r\nc\r\n')
  })

  it('quotes only what needs it', () => {
    expect(csvCell('Phở bò')).toBe('Phở bò')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    // A spreadsheet trims unquoted edges; quoted, the spaces come back as they were.
    expect(csvCell(' padded ')).toBe('" padded "')
  })

  it('gives back what it wrote, whatever the cells hold', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'ơ', ',', '"', '\r', '\n', ' ', '\r\n') })
    const row = fc.array(cell, { minLength: 1, maxLength: 5 })
    fc.assert(
      fc.property(fc.array(row, { maxLength: 6 }), (rows) => {
        // One empty cell alone is an empty line, which CSV cannot tell from no row at all.
        const written = rows.filter((r) => !(r.length === 1 && r[0] === ''))
        expect(rowsOf(writeCsv(written))).toEqual(written)
      }),
    )
  })
})
