import nodemailer from 'nodemailer'

export interface Mail {
  to: string
  subject: string
  text: string
  /** An HTML part beside the text (the letterhead with the logo), when there is one. */
  html?: string
  replyTo?: string
  /** The Message-ID header, `<...@...>`; a retry of the same mail carries the same one. */
  messageId?: string
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
  // Short timeouts: a mail is retried later anyway, and a worker must never hang on one past
  // its claim (see modules/mail/outbox.ts). The URL's own ?connectionTimeout= etc. still win.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  })
  return {
    configured: true,
    async send(mail) {
      const { replyTo, messageId, ...rest } = mail
      const info = await transport.sendMail({
        from,
        ...rest,
        ...(replyTo ? { replyTo } : {}),
        ...(messageId ? { messageId } : {}),
      })
      return info.messageId
    },
    close: () => transport.close(),
  }
}
