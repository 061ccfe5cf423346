import { execFileSync } from 'node:child_process'
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ece from 'http_ece'

/**
 * A local stand-in for a browser's push service (issue 24 §2), and for the browser behind it:
 * HTTPS on 127.0.0.1 with a certificate made for the run, it hands out subscriptions as
 * PushManager.subscribe would (an endpoint here, the browser's P-256 key and auth secret), and
 * for each push it receives checks the VAPID Authorization header (an ES256 JWT for its own
 * origin, signed by the server's key), decrypts the aes128gcm body with the subscription's
 * private key, and answers 201, or the statuses a test asked for (410 gone, 500 down...).
 * Importable by the e2e journeys too: `await FakePushService.start()`.
 */

export interface FakeSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export interface ReceivedPush {
  /** Which subscription it was for (the id in its endpoint). */
  subscription: string
  /** The decrypted body as text. */
  text: string
  /** The decrypted body as JSON, when it is. */
  json: unknown
  ttl: string | undefined
  /** The status the fake answered. */
  status: number
}

interface Browser {
  ecdh: ECDH
  auth: Buffer
}

/** A certificate for 127.0.0.1, valid a day, made by the machine's openssl. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-push-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    return {
      key: readFileSync(path.join(dir, 'key.pem')),
      cert: readFileSync(path.join(dir, 'cert.pem')),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The VAPID header's JWT checked against the key it names: why it is refused, or null. */
function vapidRefusal(header: string | undefined, origin: string, now: number): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '')
  if (!match) return 'no VAPID Authorization header'
  const [, token = '', key = ''] = match
  const raw = Buffer.from(key, 'base64url')
  if (raw.length !== 65 || raw[0] !== 4) return 'the VAPID key is not a P-256 point'
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
  const [head = '', body = '', signature = ''] = token.split('.')
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) return 'the VAPID JWT is not signed by its key'
  const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string }
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    aud?: string
    exp?: number
    sub?: string
  }
  if (alg !== 'ES256') return 'the VAPID JWT is not ES256'
  if (claims.aud !== origin) return `the VAPID JWT is for ${claims.aud}, not ${origin}`
  if (!claims.exp || claims.exp * 1000 < now || claims.exp * 1000 > now + 24 * 3600 * 1000)
    return 'the VAPID JWT expires outside the next 24 hours'
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return 'the VAPID JWT has no subject'
  return null
}

export class FakePushService {
  readonly received: ReceivedPush[] = []
  /** Requests refused before decryption, with why: a test expects none. */
  readonly refused: string[] = []
  /** The VAPID public key each push must be signed with; any key when unset. */
  serverKey: string | undefined
  private readonly browsers = new Map<string, Browser>()
  private readonly answers = new Map<string, number[]>()

  private constructor(
    private readonly server: https.Server,
    readonly origin: string,
    /** Its certificate (PEM): a shop in another process trusts it by NODE_EXTRA_CA_CERTS. */
    readonly cert: Buffer,
  ) {}

  static async start(): Promise<FakePushService> {
    const { key, cert } = selfSignedCertificate()
    const server = https.createServer({ key, cert })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const fake = new FakePushService(server, `https://127.0.0.1:${port}`, cert)
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => fake.receive(request, Buffer.concat(chunks), response))
    })
    return fake
  }

  /** An https agent that trusts this service's certificate, and only for this service. */
  agent(): https.Agent {
    return new https.Agent({ ca: this.cert })
  }

  /** A new browser's subscription, as PushSubscription.toJSON() gives it. */
  subscribe(): FakeSubscription {
    const id = randomBytes(8).toString('hex')
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    const auth = randomBytes(16)
    this.browsers.set(id, { ecdh, auth })
    return {
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
    }
  }

  /** The next pushes to this subscription are answered with these statuses, in turn. */
  answerWith(subscription: FakeSubscription, ...statuses: number[]) {
    const id = idOf(subscription.endpoint)
    this.answers.set(id, [...(this.answers.get(id) ?? []), ...statuses])
  }

  /** What arrived for one subscription, decrypted, in order (answered 201 or not). */
  pushesTo(subscription: FakeSubscription): ReceivedPush[] {
    const id = idOf(subscription.endpoint)
    return this.received.filter((push) => push.subscription === id)
  }

  close() {
    this.server.closeAllConnections()
    return new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  private receive(request: IncomingMessage, body: Buffer, response: ServerResponse) {
    const refuse = (status: number, why: string) => {
      this.refused.push(why)
      response.writeHead(status).end(why)
    }
    const id = /^\/push\/(\w+)$/.exec(request.url ?? '')?.[1]
    const browser = id ? this.browsers.get(id) : undefined
    if (request.method !== 'POST' || !id || !browser) return refuse(404, 'no such subscription')
    if (request.headers['content-encoding'] !== 'aes128gcm')
      return refuse(415, 'the body is not aes128gcm')
    const why = vapidRefusal(request.headers.authorization, this.origin, Date.now())
    if (why) return refuse(403, why)
    if (this.serverKey && !request.headers.authorization?.endsWith(`k=${this.serverKey}`))
      return refuse(403, 'signed by another server key')
    let text: string
    try {
      text = ece
        .decrypt(body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth })
        .toString('utf8')
    } catch (error) {
      return refuse(400, `not decryptable: ${String(error)}`)
    }
    const status = this.answers.get(id)?.shift() ?? 201
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    const ttl = request.headers.ttl
    this.received.push({ subscription: id, text, json, ttl: String(ttl ?? ''), status })
    response.writeHead(status).end()
  }
}

const idOf = (endpoint: string) => endpoint.slice(endpoint.lastIndexOf('/') + 1)

/**
 * A browser's subscription at a push service that is not there (`origin`, e.g. a closed port):
 * for tests that only need the shop to take one, and must not reach a real push service.
 */
export function subscriptionAt(origin: string): FakeSubscription {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return {
    endpoint: `${origin}/push/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  }
}
