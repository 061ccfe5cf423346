import type net from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One message as the SMTP server took it: envelope, decoded headers and decoded text. */
export interface ReceivedMail {
  from: string | undefined
  to: string[]
  headers: Record<string, string>
  subject: string
  /** The plain text: the whole body, or the text/plain part of a multipart message. */
  text: string
  /** The text/html part, when the message has one. */
  html: string | undefined
  raw: string
}

/** Bytes of one `=?charset?Q|B?...?=` encoded word (RFC 2047); the shop writes UTF-8 only. */
function wordBytes(encoding: string, data: string): Buffer {
  if (encoding.toUpperCase() === 'B') return Buffer.from(data, 'base64')
  return quotedPrintableBytes(data.replace(/_/g, ' '))
}

function quotedPrintableBytes(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : ''
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'))
  }
  return Buffer.from(bytes)
}

/** A header's value with its encoded words decoded; adjacent words join without the space. */
function headerValue(value: string): string {
  const word = /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/(?:=\?[^?]+\?[QB]\?[^?]*\?=)+/gi, (run) => {
      const parts = [...run.matchAll(word)].map((m) => wordBytes(m[2]!, m[3]!))
      return Buffer.concat(parts).toString('utf8')
    })
}

/** Splits a message into decoded headers, its text and (in a multipart one) its HTML part. */
export function readMail(raw: string): {
  headers: Record<string, string>
  subject: string
  text: string
  html: string | undefined
} {
  const split = raw.search(/\r?\n\r?\n/)
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ')
  // The line break that ends the message belongs to SMTP's framing, not to the text.
  const body = raw
    .slice(split)
    .replace(/^\r?\n\r?\n/, '')
    .replace(/\r?\n$/, '')
  const headers: Record<string, string> = {}
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers[line.slice(0, colon).toLowerCase()] = headerValue(line.slice(colon + 1).trim())
  }
  const subject = headers.subject ?? ''
  const boundary = /^multipart\/[^;]+;.*boundary="?([^";]+)"?/i.exec(
    headers['content-type'] ?? '',
  )?.[1]
  if (boundary) {
    // The parts between `--boundary` lines, each a small message of its own.
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => readMail(part.replace(/^\r?\n/, '').replace(/\r?\n$/, '')))
    const typed = (type: string) =>
      parts.find((part) => (part.headers['content-type'] ?? '').startsWith(type))
    return {
      headers,
      subject,
      text: typed('text/plain')?.text ?? '',
      html: typed('text/html')?.text,
    }
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase()
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintableBytes(body)
        : Buffer.from(body, 'utf8')
  return { headers, subject, text: bytes.toString('utf8').replace(/\r\n/g, '\n'), html: undefined }
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it is sent. `refuse` makes it answer every
 * recipient with a temporary failure (451), as a full or greylisting server does; close()
 * and listen(port) take it down and bring it back on the same port.
 */
export class MailSink {
  readonly received: ReceivedMail[] = []
  /** Recipients refused so far, one per try. */
  readonly refused: string[] = []
  refuse = false
  private server: SMTPServer

  constructor() {
    this.server = this.create()
  }

  private create() {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!this.refuse) return callback()
        this.refused.push(address.address)
        const error = Object.assign(new Error('Mailbox busy, try again later'), {
          responseCode: 451,
        })
        callback(error)
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            ...readMail(raw),
          })
          callback()
        })
      },
    })
  }

  /** Starts listening (on a free port unless given one) and resolves with the port. */
  async listen(port = 0): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve))
    return (this.server.server.address() as net.AddressInfo).port
  }

  /** Stops listening; a later listen() starts a fresh server that keeps filling the same lists. */
  async close() {
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
    this.server = this.create()
  }

  /** What arrived for one address, in order. */
  to(address: string) {
    return this.received.filter((mail) => mail.to.includes(address))
  }
}

/** A port on 127.0.0.1 that was free a moment ago: nothing listens there. */
export async function deadPort(): Promise<number> {
  const { createServer } = await import('node:net')
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}
