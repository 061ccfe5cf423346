import net from 'node:net'
import iconv from 'iconv-lite'
import { PAGES_BY_ESC_T, PC437 } from '../src/modules/printing/escpos-text'

/**
 * A network printer's raw port (9100) on 127.0.0.1 that keeps what each connection sent: the
 * kitchen printer of the tests (issue 23 §2).
 */
export class PrinterCapture {
  readonly jobs: Buffer[] = []
  private server: net.Server | undefined
  private waiters: { count: number; resolve: () => void }[] = []

  /** Listens on `port` (a free one when 0) and says which. */
  async listen(port = 0): Promise<number> {
    const server = net.createServer((socket) => {
      const chunks: Buffer[] = []
      socket.on('data', (chunk) => chunks.push(chunk))
      socket.on('close', () => {
        this.jobs.push(Buffer.concat(chunks))
        this.waiters = this.waiters.filter((waiter) => {
          if (this.jobs.length < waiter.count) return true
          waiter.resolve()
          return false
        })
      })
    })
    this.server = server
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    return (server.address() as net.AddressInfo).port
  }

  /** Resolves once `count` jobs in all have come in, whole. */
  received(count: number): Promise<void> {
    if (this.jobs.length >= count) return Promise.resolve()
    return new Promise((resolve) => this.waiters.push({ count, resolve }))
  }

  async close() {
    const server = this.server
    this.server = undefined
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

export interface ReadTicket {
  /** The printed text, each run of bytes decoded in the page selected before it, NFC. */
  text: string
  /** Full or partial cuts (GS V). */
  cuts: number
  /** The pages selected (ESC t), by name. */
  pages: string[]
  /** Raster images (GS v 0). */
  images: number
}

/**
 * Reads ESC/POS as an Epson printer does: ESC t n selects the page the following bytes are
 * read in, ESC @ returns to PC437; other commands are skipped by their length.
 */
export function readEscPos(bytes: Buffer): ReadTicket {
  let page = PC437
  const pages: string[] = []
  let text = ''
  let run: number[] = []
  let cuts = 0
  let images = 0
  const flush = () => {
    text += iconv.decode(Buffer.from(run), page.encoding)
    run = []
  }
  // Commands of a fixed length this printer takes after ESC or GS (the byte after is the name).
  const escLength: Record<number, number> = {
    0x21: 3,
    0x2d: 3,
    0x33: 3,
    0x45: 3,
    0x47: 3,
    0x4d: 3,
    0x61: 3,
    0x64: 3,
    0x7b: 3,
    0x32: 2,
    0x40: 2,
    0x74: 3,
  }
  const gsLength: Record<number, number> = { 0x21: 3, 0x42: 3 }
  for (let i = 0; i < bytes.length;) {
    const byte = bytes[i]!
    if (byte === 0x1b) {
      const name = bytes[i + 1]!
      flush()
      if (name === 0x74) {
        const selected = PAGES_BY_ESC_T.get(bytes[i + 2]!)
        if (!selected) throw new Error(`ESC t ${bytes[i + 2]}: a page this test cannot read`)
        page = selected
        pages.push(page.name)
      }
      if (name === 0x40) page = PC437
      const length = escLength[name]
      if (!length) throw new Error(`ESC ${name.toString(16)}: unknown command`)
      i += length
    } else if (byte === 0x1d) {
      flush()
      const name = bytes[i + 1]!
      if (name === 0x56) {
        cuts++
        // GS V m, or GS V m n for m 65 and 66.
        i += bytes[i + 2]! >= 65 ? 4 : 3
      } else if (name === 0x76 && bytes[i + 2] === 0x30) {
        images++
        const widthBytes = bytes[i + 4]! + bytes[i + 5]! * 256
        const height = bytes[i + 6]! + bytes[i + 7]! * 256
        i += 8 + widthBytes * height
      } else if (gsLength[name]) {
        i += gsLength[name]
      } else {
        throw new Error(`GS ${name.toString(16)}: unknown command`)
      }
    } else {
      run.push(byte)
      i++
    }
  }
  flush()
  return { text: text.normalize('NFC'), cuts, pages, images }
}
