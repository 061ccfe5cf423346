import nodemailer from 'nodemailer'

export interface Mail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  /** False when no SMTP_URL is set: callers say so instead of pretending a mail went out. */
  readonly configured: boolean
  /** Resolves with the SMTP message id. */
  send(mail: Mail): Promise<string>
  close(): void
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) {
    return {
      configured: false,
      send: () => Promise.reject(new Error('E-mail is not configured (SMTP_URL is not set)')),
      close: () => {},
    }
  }
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    configured: true,
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail })
      return info.messageId
    },
    close: () => transport.close(),
  }
}
