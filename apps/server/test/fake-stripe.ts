import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import Stripe from 'stripe'

/**
 * A small local stand-in for the parts of Stripe's HTTP API the shop calls (issue 22 §4):
 * Checkout Sessions create, retrieve and expire, and Refunds create, taking form-encoded bodies
 * as the SDK sends them and answering JSON shaped as Stripe's objects. Its hosted page lets a
 * browser (or a test) "pay" or "cancel"; paying sends the signed webhook to the shop, then
 * redirects to the session's success_url. It can also misbehave as Stripe sometimes does:
 * deliver an event twice or late or never, send a failure after a success, report another
 * amount, refuse a refund. Importable by the e2e journeys too: `await FakeStripe.start(...)`.
 */

export interface FakeBehaviour {
  /** Each event is sent twice, as Stripe's retries may. */
  duplicate: boolean
  /** 'now': sent before the browser is redirected; 'late': held until deliverHeld(); 'never'. */
  delivery: 'now' | 'late' | 'never'
  /** After checkout.session.completed, also send checkout.session.async_payment_failed. */
  failAfterSuccess: boolean
  /** The amount the payment events (and retrieve) report, instead of the session's. */
  reportAmountCents: number | null
  /** Refunds are refused with Stripe's error (charge_already_refunded). */
  refuseRefunds: boolean
  /** Creating a session is refused (an invalid_request_error). */
  refuseCheckouts: boolean
  /** Refunds fail with a 500, as when Stripe is down (the SDK is told not to retry). */
  refundsDown: boolean
}

const DEFAULT_BEHAVIOUR: FakeBehaviour = {
  duplicate: false,
  delivery: 'now',
  failAfterSuccess: false,
  reportAmountCents: null,
  refuseRefunds: false,
  refuseCheckouts: false,
  refundsDown: false,
}

/** A Checkout Session as Stripe answers it (the fields the shop reads, and a few more). */
export interface FakeSession {
  id: string
  object: 'checkout.session'
  mode: string
  url: string | null
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_subtotal: number
  amount_total: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  locale: string | null
  metadata: Record<string, string>
  payment_intent: string | null
  success_url: string
  cancel_url: string
  expires_at: number
  created: number
  livemode: false
  /** Not part of Stripe's object: the lines as the shop sent them, for tests to read. */
  line_items_sent: FormValue[]
}

export interface FakeRefund {
  id: string
  object: 'refund'
  amount: number
  currency: string
  payment_intent: string
  status: 'succeeded'
  created: number
}

export interface FakeRequest {
  method: string
  path: string
  body: FormValue
  idempotencyKey: string | undefined
}

type FormValue = string | FormValue[] | { [key: string]: FormValue }

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`

/**
 * `a[b][0][c]=1` as Stripe reads it: objects, and arrays where every key is an index.
 */
export function parseForm(text: string): { [key: string]: FormValue } {
  const root: { [key: string]: FormValue } = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[')
    let node: { [key: string]: FormValue } = root
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value
      else node = (node[part] ??= {}) as { [key: string]: FormValue }
    })
  }
  const arrays = (value: FormValue): FormValue => {
    if (typeof value === 'string' || Array.isArray(value)) return value
    const keys = Object.keys(value)
    const converted = Object.fromEntries(keys.map((key) => [key, arrays(value[key]!)]))
    return keys.length > 0 && keys.every((key) => /^\d+$/.test(key))
      ? keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key]!)
      : converted
  }
  return arrays(root) as { [key: string]: FormValue }
}

export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>()
  readonly refunds: FakeRefund[] = []
  readonly requests: FakeRequest[] = []
  /** Every event sent (or held), in order, and the shop's answers' statuses. */
  readonly sent: { event: Stripe.Event; status: number }[] = []
  behaviour: FakeBehaviour = { ...DEFAULT_BEHAVIOUR }
  /** Where the signed events go: the shop's POST /api/payments/stripe/webhook. */
  webhookUrl = ''
  private held: Stripe.Event[] = []
  private readonly answered = new Map<string, { status: number; body: unknown }>()
  private readonly signer = new Stripe('sk_test_fake_signer')

  private constructor(
    private readonly server: http.Server,
    readonly url: string,
    readonly webhookSecret: string,
  ) {}

  static async start({
    webhookSecret = 'whsec_fake_secret',
    port = 0,
  }: { webhookSecret?: string; port?: number } = {}): Promise<FakeStripe> {
    const holder: { fake?: FakeStripe } = {}
    const server = http.createServer((request, response) => {
      holder.fake!.handle(request, response).catch((error: unknown) => {
        response.statusCode = 500
        response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }))
      })
    })
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    const address = server.address() as AddressInfo
    holder.fake = new FakeStripe(server, `http://127.0.0.1:${address.port}`, webhookSecret)
    return holder.fake
  }

  /** The shop's environment for this fake. */
  env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_API_BASE: this.url,
    }
  }

  reset() {
    this.behaviour = { ...DEFAULT_BEHAVIOUR }
    this.held = []
  }

  close(): Promise<void> {
    this.server.closeAllConnections()
    return new Promise((resolve) => this.server.close(() => resolve()))
  }

  /** The session the shop made for an order (by client_reference_id). */
  sessionOf(orderId: string): FakeSession | undefined {
    return [...this.sessions.values()].find((session) => session.client_reference_id === orderId)
  }

  /**
   * What the hosted page's Pay button does: the session is paid, its events sent (as the
   * behaviour says), and the redirect back to the shop returned.
   */
  async pay(sessionId: string): Promise<string> {
    const session = this.session(sessionId)
    if (session.status !== 'open') throw new Error(`The session is ${session.status}`)
    session.status = 'complete'
    session.payment_status = 'paid'
    session.payment_intent = id('pi')
    await this.emit('checkout.session.completed', session)
    if (this.behaviour.failAfterSuccess) {
      await this.emit('checkout.session.async_payment_failed', session)
    }
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id)
  }

  /** The session runs out unpaid, and Stripe says so. */
  async expire(sessionId: string): Promise<void> {
    const session = this.session(sessionId)
    session.status = 'expired'
    session.url = null
    await this.emit('checkout.session.expired', session)
  }

  /** Sends a payment failure for the session (an async method that bounced). */
  async fail(sessionId: string): Promise<void> {
    await this.emit('checkout.session.async_payment_failed', this.session(sessionId))
  }

  /** Sends the events held back by `delivery: 'late'`. */
  async deliverHeld(): Promise<void> {
    const held = this.held
    this.held = []
    for (const event of held) await this.deliver(event)
  }

  /** The signature header Stripe would send with this body. */
  sign(payload: string, secret = this.webhookSecret): string {
    return this.signer.webhooks.generateTestHeaderString({ payload, secret })
  }

  private session(sessionId: string): FakeSession {
    const session = this.sessions.get(sessionId)
    if (!session) throw new Error(`No session ${sessionId}`)
    return session
  }

  private async emit(type: string, session: FakeSession) {
    const reported =
      this.behaviour.reportAmountCents === null
        ? session
        : { ...session, amount_total: this.behaviour.reportAmountCents }
    const { line_items_sent: _lines, ...object } = reported
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    } as unknown as Stripe.Event
    if (this.behaviour.delivery === 'never') return
    if (this.behaviour.delivery === 'late') {
      this.held.push(event)
      if (this.behaviour.duplicate) this.held.push(event)
      return
    }
    await this.deliver(event)
    if (this.behaviour.duplicate) await this.deliver(event)
  }

  private async deliver(event: Stripe.Event) {
    const payload = JSON.stringify(event)
    const response = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': this.sign(payload) },
      body: payload,
    })
    await response.arrayBuffer()
    this.sent.push({ event, status: response.status })
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString()
    const url = new URL(request.url ?? '/', this.url)
    const path = url.pathname
    const method = request.method ?? 'GET'
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }

    // The hosted page
    const page = /^\/pay\/([\w]+)(?:\/(pay|cancel))?$/.exec(path)
    if (page) {
      const session = this.sessions.get(page[1]!)
      if (!session) return json(404, { error: 'no such session' })
      if (method === 'GET' && !page[2]) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        response.end(`<!doctype html><title>Fake Stripe</title><link rel="icon" href="data:,"><h1>Pay ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</h1>
<form method="post" action="/pay/${session.id}/pay"><button>Pay</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button>Cancel</button></form>`)
        return
      }
      if (method === 'POST' && page[2] === 'pay') {
        response.writeHead(303, { location: await this.pay(session.id) })
        return response.end()
      }
      if (method === 'POST' && page[2] === 'cancel') {
        response.writeHead(303, { location: session.cancel_url })
        return response.end()
      }
    }

    if (!path.startsWith('/v1/')) return json(404, { error: { type: 'invalid_request_error' } })
    if (!/^Bearer sk_/.test(request.headers.authorization ?? '')) {
      return json(401, { error: { type: 'invalid_request_error', message: 'No API key' } })
    }
    const body = method === 'POST' ? parseForm(text) : {}
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined
    this.requests.push({ method, path, body, idempotencyKey })
    // Stripe answers a repeated key with the first answer.
    const replayKey = idempotencyKey && `${method} ${path} ${idempotencyKey}`
    if (replayKey && this.answered.has(replayKey)) {
      const first = this.answered.get(replayKey)!
      return json(first.status, first.body)
    }
    const answer = (status: number, result: unknown) => {
      if (replayKey) this.answered.set(replayKey, { status, body: result })
      json(status, result)
    }
    const invalid = (message: string, code?: string) =>
      answer(400, { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } })

    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (this.behaviour.refuseCheckouts) return invalid('Checkout is refused by the fake')
      return answer(200, this.createSession(body))
    }
    const one = /^\/v1\/checkout\/sessions\/(\w+)(\/expire)?$/.exec(path)
    if (one) {
      const session = this.sessions.get(one[1]!)
      if (!session) return invalid(`No such checkout.session: '${one[1]}'`, 'resource_missing')
      if (method === 'GET' && !one[2]) return answer(200, this.view(session))
      if (method === 'POST' && one[2]) {
        if (session.status !== 'open') return invalid('Only open sessions can be expired')
        session.status = 'expired'
        session.url = null
        return answer(200, this.view(session))
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      if (this.behaviour.refundsDown) {
        response.writeHead(500, {
          'content-type': 'application/json',
          'stripe-should-retry': 'false',
        })
        return response.end(JSON.stringify({ error: { type: 'api_error', message: 'Down' } }))
      }
      const intent = String(body.payment_intent ?? '')
      const session = [...this.sessions.values()].find((s) => s.payment_intent === intent)
      if (!session) return invalid(`No such payment_intent: '${intent}'`, 'resource_missing')
      if (this.behaviour.refuseRefunds) {
        return invalid('Charge has already been refunded.', 'charge_already_refunded')
      }
      const refunded = this.refunds
        .filter((refund) => refund.payment_intent === intent)
        .reduce((sum, refund) => sum + refund.amount, 0)
      const amount =
        body.amount === undefined ? session.amount_total - refunded : Number(body.amount)
      if (amount <= 0 || refunded + amount > session.amount_total) {
        return invalid(
          `Refund amount (${amount}) is greater than unrefunded amount on charge`,
          'amount_too_large',
        )
      }
      const refund: FakeRefund = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: session.currency,
        payment_intent: intent,
        status: 'succeeded',
        created: Math.floor(Date.now() / 1000),
      }
      this.refunds.push(refund)
      return answer(200, refund)
    }
    return invalid(`Unrecognized request URL (${method}: ${path})`)
  }

  private view(session: FakeSession) {
    const { line_items_sent: _lines, ...object } = session
    return this.behaviour.reportAmountCents === null || session.status !== 'complete'
      ? object
      : { ...object, amount_total: this.behaviour.reportAmountCents }
  }

  private createSession(body: { [key: string]: FormValue }) {
    const lines = (body.line_items ?? []) as { [key: string]: FormValue }[]
    const total = lines.reduce((sum, line) => {
      const price = line.price_data as { [key: string]: FormValue }
      return sum + Number(line.quantity) * Number(price.unit_amount)
    }, 0)
    const sessionId = id('cs')
    const session: FakeSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: String(body.mode),
      url: `${this.url}/pay/${sessionId}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: total,
      amount_total: total,
      currency: String((lines[0]?.price_data as { currency?: string })?.currency ?? 'eur'),
      client_reference_id: (body.client_reference_id as string) ?? null,
      customer_email: (body.customer_email as string) ?? null,
      locale: (body.locale as string) ?? null,
      metadata: (body.metadata ?? {}) as Record<string, string>,
      payment_intent: null,
      success_url: String(body.success_url),
      cancel_url: String(body.cancel_url),
      expires_at: Number(body.expires_at ?? Math.floor(Date.now() / 1000) + 24 * 3600),
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      line_items_sent: lines,
    }
    this.sessions.set(sessionId, session)
    return this.view(session)
  }
}

/**
 * Standalone, for trying the shop by hand or from another process:
 * `FAKE_STRIPE_WEBHOOK_URL=http://localhost:3000/api/payments/stripe/webhook node --import tsx
 * apps/server/test/fake-stripe.ts` listens on 127.0.0.1:12111 (FAKE_STRIPE_PORT) and prints the
 * shop's STRIPE_* variables.
 */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fake = await FakeStripe.start({ port: Number(process.env.FAKE_STRIPE_PORT ?? 12111) })
  fake.webhookUrl =
    process.env.FAKE_STRIPE_WEBHOOK_URL ?? 'http://localhost:3000/api/payments/stripe/webhook'
  for (const [name, value] of Object.entries(fake.env())) console.log(`${name}=${value}`)
}
