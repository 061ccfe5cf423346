import iconv from 'iconv-lite'
import { describe, expect, it } from 'vitest'
import { readEscPos } from '../../../test/printer-capture'
import { encodeIn, encodeLine, foldLine, CODE_PAGES } from './escpos-text'
import { ticketBytes } from './ticket-printout'

const PRINTER = { host: '127.0.0.1', port: 9100 }
const page = (name: string) => CODE_PAGES.find((one) => one.name === name)!

describe('a line in the code page that holds it', () => {
  it('writes Vietnamese in WPC1258, each tone as the combining mark after its letter', () => {
    const line = encodeLine('Phở bò tái')

    expect(line.kind === 'text' && line.page.name).toBe('WPC1258')
    if (line.kind !== 'text') return
    expect(line.page.escT).toBe(52)
    // ơ is 0xF5 in Windows-1258 and the hook above 0xD2: "ở" is the two, not TCVN-3's 0xEB.
    expect([...line.bytes.subarray(2, 4)]).toEqual([0xf5, 0xd2])
    expect(iconv.decode(line.bytes, 'cp1258').normalize('NFC')).toBe('Phở bò tái')
    // The library's "TCVN" fallback, read as WPC1258 by the printer, was "Phë bß t¸i".
    expect(iconv.decode(line.bytes, 'cp1258')).not.toContain('ë')
  })

  it('writes every Vietnamese letter WPC1258 can hold, đ and the horned and hatted ones too', () => {
    const text = 'Bún chả Hà Nội, đậu phụ, ĐƯỜNG, cơm rang dưa bò, bánh mì, gỏi cuốn'
    const bytes = encodeIn(text, page('WPC1258'))
    expect(bytes && iconv.decode(bytes, 'cp1258').normalize('NFC')).toBe(text)
  })

  it('writes Slovak in PC852, ľ and ť included, which WPC1258 lacks', () => {
    const line = encodeLine('Bez cibule, ľadový čaj, ťava, ôsmy')

    expect(line.kind === 'text' && line.page.name).toBe('PC852')
    if (line.kind !== 'text') return
    expect(line.page.escT).toBe(18)
    expect(iconv.decode(line.bytes, 'cp852')).toBe('Bez cibule, ľadový čaj, ťava, ôsmy')
    expect(encodeIn('ľ', page('WPC1258'))).toBeNull()
  })

  it('leaves plain ASCII in the page the printer starts in', () => {
    expect(encodeLine('2 x Spring rolls')).toMatchObject({ kind: 'text', page: { escT: 0 } })
  })

  it('draws a line no one page holds (Slovak and Vietnamese together, or Japanese) as an image', () => {
    expect(encodeLine('Phở, ľadový čaj')).toEqual({ kind: 'image', text: 'Phở, ľadový čaj' })
    expect(encodeLine('ラーメン').kind).toBe('image')
  })

  it('never lets a guest’s text send a command: control characters become spaces', () => {
    const line = encodeLine('Ring\x1d\x56\x00twice')
    expect(line.kind === 'text' && [...line.bytes]).not.toContain(0x1d)
  })
})

describe('folding a line to the paper', () => {
  it('breaks at spaces, a letter with its tone counting once', () => {
    expect(foldLine('Phở bò tái với hành', 10)).toEqual(['Phở bò tái', 'với hành'])
  })

  it('cuts a word longer than the line', () => {
    expect(foldLine('Supercalifragilistic', 8)).toEqual(['Supercal', 'ifragili', 'stic'])
  })
})

describe('the ticket’s bytes', () => {
  it('end in a cut, and read back by the pages they select as what was written', async () => {
    const bytes = await ticketBytes(
      [
        { text: 'EK81X', large: true, bold: true, center: true },
        { text: '1 x Phở bò tái', bold: true },
        { text: 'Bez cibule, ľadový čaj', large: true },
      ],
      PRINTER,
    )
    const read = readEscPos(bytes)

    expect(read.cuts).toBe(1)
    expect(read.text).toContain('EK81X')
    expect(read.text).toContain('1 x Phở bò tái')
    expect(read.text).toContain('Bez cibule, ľadový čaj')
    expect(read.pages).toEqual(['PC437', 'WPC1258', 'PC852'])
    expect(read.images).toBe(0)
  })

  it('prints a mixed line as a raster image, not as wrong letters', async () => {
    const read = readEscPos(await ticketBytes([{ text: 'Phở, ľadový čaj' }], PRINTER))

    expect(read.images).toBe(1)
    expect(read.text).not.toContain('ľ')
    expect(read.cuts).toBe(1)
  })
})
