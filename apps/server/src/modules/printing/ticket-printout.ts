import type { KitchenTicket } from '@quan/domain'
import type { PrinterAddress } from '../../config'
import { loadSharp } from '../../lib/sharp'
import { encodeLine, foldLine, selectPage } from './escpos-text'

/** One line of a ticket as the kitchen reads it. */
export interface TicketText {
  text: string
  /** Double width and height: the code, the due time and the notes, read from across the pass. */
  large?: boolean
  bold?: boolean
  center?: boolean
}

/** Characters a line holds on 80 mm paper in Font A (48), half that at double width. */
const WIDTH = 48
/** Dots across 80 mm paper at 203 dpi (72 mm printable). */
const DOTS = 576
const SEND_TIMEOUT_MS = 5_000

/** Loaded with the first ticket: a shop without a printer never holds it. */
async function printerAt(address: PrinterAddress) {
  const { PrinterTypes, ThermalPrinter } = await import('node-thermal-printer')
  return new ThermalPrinter({
    type: PrinterTypes.EPSON,
    interface: `tcp://${address.host}:${address.port}`,
    width: WIDTH,
    options: { timeout: SEND_TIMEOUT_MS },
  })
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * A line no one code page holds, drawn as a 1-bit image with the machine's fonts (DejaVu Sans
 * on Debian): the last resort, since an image is slower to print and needs the fonts there.
 */
async function lineImage(text: string, large: boolean, bold: boolean): Promise<Buffer> {
  const height = large ? 56 : 30
  const size = large ? 44 : 24
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${DOTS}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><text x="0" y="${Math.round(size * 0.95)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size}" font-weight="${bold ? 700 : 400}" fill="#000">${escapeXml(text)}</text></svg>`
  const sharp = await loadSharp()
  return sharp(Buffer.from(svg), {}).png().toBuffer()
}

/**
 * The ticket as ESC/POS bytes for an Epson-compatible printer, ending in a cut. Each line is
 * written in a code page that holds it, selected by ESC t right before it (escpos-text.ts),
 * never through node-thermal-printer's own text encoding.
 */
export async function ticketBytes(lines: TicketText[], address: PrinterAddress): Promise<Buffer> {
  const printer = await printerAt(address)
  // ESC @: whatever a previous job left set (size, page) is reset.
  printer.add(Buffer.from([0x1b, 0x40]))
  for (const line of lines) {
    if (line.center) printer.alignCenter()
    else printer.alignLeft()
    printer.bold(Boolean(line.bold))
    printer.setTextSize(line.large ? 1 : 0, line.large ? 1 : 0)
    for (const part of foldLine(line.text, line.large ? WIDTH / 2 : WIDTH)) {
      const encoded = encodeLine(part)
      if (encoded.kind === 'text') {
        printer.add(Buffer.concat([selectPage(encoded.page), encoded.bytes, Buffer.from('\n')]))
      } else {
        await printer.printImageBuffer(
          await lineImage(encoded.text, Boolean(line.large), Boolean(line.bold)),
        )
      }
    }
  }
  printer.setTextNormal()
  printer.bold(false)
  printer.cut()
  return printer.getBuffer()
}

/** Sends the bytes over TCP; rejects when the printer is away (refused, unreachable, silent). */
export async function sendToPrinter(bytes: Buffer, address: PrinterAddress): Promise<void> {
  const printer = await printerAt(address)
  printer.setBuffer(bytes)
  await printer.execute()
}

const RULE: TicketText = { text: '-'.repeat(WIDTH) }

/**
 * The domain's kitchen ticket laid out for 80 mm paper, as the print view lays out the same
 * content: the code, the due time and the notes in large type, each line with its choices and
 * allergens.
 */
export function ticketLines(ticket: KitchenTicket): TicketText[] {
  const { words } = ticket
  const lines: TicketText[] = [
    { text: ticket.code, large: true, bold: true, center: true },
    { text: words.title, center: true },
    { text: `${words.due}: ${ticket.due.text}`, large: true, bold: true },
    { text: ticket.fulfilmentText, bold: true },
  ]
  if (ticket.table) lines.push({ text: `${words.table}: ${ticket.table}`, large: true, bold: true })
  for (const line of ticket.address ?? []) lines.push({ text: line })
  lines.push({ text: `${ticket.guest.name} ${ticket.guest.phone}` }, RULE)
  for (const line of ticket.lines) {
    lines.push({ text: `${line.quantity} x ${line.name}`, bold: true })
    for (const choice of line.choices) lines.push({ text: `   ${choice}` })
    if (line.allergens?.length) {
      lines.push({ text: `   ! ${words.allergens}: ${line.allergens.join(', ')}` })
    }
  }
  lines.push(RULE)
  if (ticket.notes) {
    lines.push(
      { text: `${words.notes}:`, bold: true },
      { text: ticket.notes, large: true, bold: true },
      RULE,
    )
  }
  lines.push({ text: `${words.placed}: ${ticket.placed.day} ${ticket.placed.time}` })
  return lines
}
