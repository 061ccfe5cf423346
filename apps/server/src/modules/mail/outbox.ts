import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Engine } from '../../db/create-db'
import type { Database, MailKind, MailOutboxTable } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import type { Language } from '../../lib/language'
import type { Mailer } from '../../lib/mailer'
import { RoundWorker } from '../../lib/round-worker'
import type { ShopMetrics } from '../metrics/metrics'
import type { Letterhead } from './templates/letterhead'
import {
  claimDueMails,
  countWaitingMails,
  deleteMailsSentBefore,
  insertMails,
  markMailFailed,
  markMailsSent,
} from './repo'

export interface NewMail {
  kind: MailKind
  to: string
  replyTo?: string
  language: Language
  subject: string
  text: string
}

const MINUTE = 60_000
/** The wait after each failed try; after the last one the mail is given up. */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 360, 720, 1440].map((minutes) => minutes * MINUTE)
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1
/** How long a claimed mail is held; longer than any one send can take (see lib/mailer.ts). */
const CLAIM_MS = 10 * MINUTE
/** Mails claimed and sent together; the rest wait for the next round of the same drain. */
const BATCH = 20
/** Sent mails are kept this long, to answer "did my confirmation go out?", then deleted. */
const KEEP_SENT_MS = 30 * 24 * 60 * MINUTE

export interface MailOutboxOptions {
  db: Kysely<Database>
  engine: Engine
  clock: Clock
  mailer: Mailer
  log: FastifyBaseLogger
  /** MAIL_FROM, whose domain names the Message-IDs. */
  from: string
  pollMs: number
  /** The restaurant that heads and signs each mail's HTML part, read as it is sent. */
  letterhead?: () => Promise<Letterhead | null>
  /** The shop's public address (PUBLIC_URL): the mails' buttons lead there. */
  publicUrl?: string
  /** Counts the failed tries (issue 25 §3). */
  metrics?: Pick<ShopMetrics, 'mailFailed'>
}

/**
 * A durable queue of e-mails and the worker that sends it. Callers write mails with enqueue()
 * inside their own transaction and call wake() after the commit; the worker sends what is due,
 * retries a failure later with growing pauses, and gives up after MAX_ATTEMPTS. A guest is
 * never kept waiting for, or refused because of, the mail server.
 */
export class MailOutbox {
  private lastPrune = 0
  private readonly domain: string
  private readonly worker: RoundWorker

  constructor(private readonly options: MailOutboxOptions) {
    this.domain = /@([^\s>]+)>?\s*$/.exec(options.from)?.[1] ?? 'quan.local'
    this.worker = new RoundWorker({
      round: () => this.sendDue(),
      pollMs: options.pollMs,
      failed: (error) =>
        options.log.error({ err: error }, 'mail worker round failed; trying again at next poll'),
    })
  }

  /** No SMTP_URL, no mails: nothing is queued that nothing would ever send. */
  get enabled() {
    return this.options.mailer.configured
  }

  /** Queues mails in the caller's transaction (or database); returns their ids in order. */
  async enqueue(db: Kysely<Database>, mails: NewMail[]): Promise<string[]> {
    if (!this.enabled || mails.length === 0) return []
    const now = this.options.clock.now().toISOString()
    const rows = mails.map((mail): MailOutboxTable => ({
      id: newId(),
      kind: mail.kind,
      to: mail.to,
      reply_to: mail.replyTo ?? null,
      language: mail.language,
      subject: mail.subject,
      text: mail.text,
      attempts: 0,
      next_attempt_at: now,
      sent_at: null,
      last_error: null,
      created_at: now,
    }))
    await insertMails(db, rows)
    return rows.map((row) => row.id)
  }

  /** After a commit that queued mails: send them now rather than at the next poll. */
  wake() {
    this.worker.wake()
  }

  start() {
    if (this.enabled) this.worker.start()
  }

  /** Stops polling and waits (a few seconds at most) for the mails being sent right now. */
  stop() {
    return this.worker.stop()
  }

  /** Sends every mail that is due now; resolves with how many went out (lib/round-worker.ts). */
  drain(): Promise<number> {
    return this.worker.drain()
  }

  private async sendDue(): Promise<number> {
    const { db, engine, clock } = this.options
    let sent = 0
    for (;;) {
      const now = clock.now()
      const mails = await claimDueMails(db, engine, {
        now: now.toISOString(),
        heldUntil: new Date(now.getTime() + CLAIM_MS).toISOString(),
        limit: BATCH,
      })
      if (mails.length === 0) break
      const results = await Promise.allSettled(mails.map((mail) => this.send(mail)))
      const at = clock.now()
      const delivered = mails.filter((_, index) => results[index]!.status === 'fulfilled')
      // The sent ones first: should the database fail now, the fewest mails go out twice.
      await markMailsSent(
        db,
        delivered.map((mail) => mail.id),
        at.toISOString(),
      )
      sent += delivered.length
      for (const [index, result] of results.entries()) {
        if (result.status === 'rejected') await this.failed(mails[index]!, result.reason, at)
      }
      if (mails.length < BATCH) break
    }
    await this.pruneSent()
    return sent
  }

  private async send(mail: MailOutboxTable) {
    const html = await this.html(mail)
    return this.options.mailer.send({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(html ? { html } : {}),
      ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
      messageId: `<${mail.id}@${this.domain}>`,
    })
  }

  /**
   * The mail's HTML part (issue 22 §3), beside its text: the restaurant as it is now (a logo
   * changed after the mail was queued heads it already). React Email loads with the first mail
   * (kept out of the server's start). Should drawing fail, the text goes alone, as it always
   * could: a guest still gets their confirmation.
   */
  private async html(mail: MailOutboxTable): Promise<string | null> {
    try {
      const head = await this.options.letterhead?.()
      if (!head) return null
      const { mailHtml } = await import('./templates/html/render')
      return await mailHtml(mail, head, this.options.publicUrl ?? '')
    } catch (error) {
      this.options.log.warn(
        { mailId: mail.id, kind: mail.kind, err: error },
        'mail sent as text only',
      )
      return null
    }
  }

  private async failed(mail: MailOutboxTable, reason: unknown, at: Date) {
    const error = reason instanceof Error ? reason.message : String(reason)
    const fields = { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, err: reason }
    // Each log line follows the write it reports, so what the log says is already stored.
    const givenUp = mail.attempts >= MAX_ATTEMPTS
    this.options.metrics?.mailFailed(givenUp)
    if (givenUp) {
      await markMailFailed(this.options.db, mail.id, error.slice(0, 1000), null)
      this.options.log.error(fields, 'mail not sent after every try; given up')
      return
    }
    const retryAt = new Date(at.getTime() + RETRY_DELAYS_MS[mail.attempts - 1]!)
    await markMailFailed(this.options.db, mail.id, error.slice(0, 1000), retryAt.toISOString())
    this.options.log.warn({ ...fields, retryAt }, 'mail not sent; will try again')
  }

  /** Mails waiting to be sent, tried or not, for the metrics. */
  waiting(): Promise<number> {
    return countWaitingMails(this.options.db)
  }

  /** Once an hour at most, by the shop's clock. */
  private async pruneSent() {
    const now = this.options.clock.now().getTime()
    if (now - this.lastPrune < 60 * MINUTE) return
    this.lastPrune = now
    await deleteMailsSentBefore(this.options.db, new Date(now - KEEP_SENT_MS).toISOString())
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's mail queue; tests drain it to see what went out. */
    mailOutbox: MailOutbox
  }
}
