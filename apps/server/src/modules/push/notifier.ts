import type { Agent } from 'node:https'
import type * as WebPushLibrary from 'web-push'

/** Where one browser receives pushes: its push service's address and its encryption keys. */
export interface PushAddress {
  endpoint: string
  /** The browser's P-256 public key and auth secret, base64url (RFC 8291). */
  p256dh: string
  auth: string
}

/**
 * What became of one push: `sent` (the push service took it), `gone` (404/410: the browser
 * unsubscribed or the subscription expired; it is deleted), `retry` (the push service is down,
 * busy or unreachable: try again later) or `refused` (any other answer: trying again would not
 * help, but the subscription may still be good).
 */
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'refused'

/** Sends pushes (issue 24 §2); the queue knows nothing of how. */
export interface Notifier {
  send(address: PushAddress, payload: string): Promise<{ outcome: PushOutcome; detail?: string }>
}

export interface WebPushOptions {
  /** The VAPID key pair, known once the database is prepared. */
  keys: () => { publicKey: string; privateKey: string }
  /** mailto: or https: for push services to reach the shop's owner. */
  subject: string
  /** How long a push service keeps a push for a browser that is offline, in seconds. */
  ttlSeconds: number
  /** The https agent to send with; tests trust their fake push service's certificate through it. */
  agent?: Agent
  timeoutMs?: number
}

type WebPush = typeof WebPushLibrary

/**
 * The notifier of the real world: the `web-push` library (VAPID, aes128gcm). It loads with the
 * first push, so an idle shop never holds its text (test/memory.test.ts).
 */
export function webPushNotifier(options: WebPushOptions): Notifier {
  let library: Promise<WebPush> | undefined
  const load = () =>
    (library ??= import('web-push').then(
      (module) => (module as WebPush & { default?: WebPush }).default ?? module,
    ))
  return {
    async send(address, payload) {
      const webPush = await load()
      const { publicKey, privateKey } = options.keys()
      try {
        await webPush.sendNotification(
          { endpoint: address.endpoint, keys: { p256dh: address.p256dh, auth: address.auth } },
          payload,
          {
            vapidDetails: { subject: options.subject, publicKey, privateKey },
            TTL: options.ttlSeconds,
            contentEncoding: 'aes128gcm',
            timeout: options.timeoutMs ?? 10_000,
            ...(options.agent ? { agent: options.agent } : {}),
          },
        )
        return { outcome: 'sent' }
      } catch (error) {
        if (error instanceof webPush.WebPushError) {
          const status = error.statusCode
          const detail = `push service answered ${status}`
          if (status === 404 || status === 410) return { outcome: 'gone', detail }
          if (status === 429 || status >= 500) return { outcome: 'retry', detail }
          return { outcome: 'refused', detail }
        }
        // No answer at all: the network, DNS, a timeout.
        return { outcome: 'retry', detail: error instanceof Error ? error.message : String(error) }
      }
    },
  }
}
