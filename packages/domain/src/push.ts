import { z } from 'zod'
import { VALIDATION_CODES } from './error-codes'
import { LANGUAGES } from './language'
import { PHONE_MAX_LENGTH } from './phone'
import { object, plainText, requiredText } from './requests/fields'
import { TRACKING_CODE_MAX_LENGTH, normalizeTrackingCode } from './tracking'

// Live news of an order by Web Push (issue 24 §2): what a browser sends to subscribe.

/** Browsers a guest may turn notifications on in for one order, at most. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_ORDER = 5
/** A push service's address is a URL of a few hundred characters; far more is not one. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1000

/** Base64url of `bytes` bytes, as PushSubscription.toJSON() writes it (padding allowed). */
const base64urlOf = (bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3)
  const padding = (4 - (chars % 4)) % 4
  return new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,${padding}}$`)
}
/** An uncompressed P-256 point (65 bytes) and a 16-byte auth secret (RFC 8291). */
export const PUSH_P256DH_PATTERN = base64urlOf(65)
export const PUSH_AUTH_PATTERN = base64urlOf(16)

const invalid = VALIDATION_CODES.pushSubscriptionInvalid

/** An https address with a host and no user or password in it; no spaces anywhere. */
const HTTPS_URL = /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s]*)?$/

const key = (pattern: RegExp) =>
  plainText(invalid)
    .regex(pattern, invalid)
    .transform((value) => value.replace(/=+$/, ''))

/** The browser's PushSubscription, as its toJSON() gives it. */
export const pushSubscriptionBody = z.looseObject(
  {
    endpoint: plainText(invalid).max(PUSH_ENDPOINT_MAX_LENGTH, invalid).regex(HTTPS_URL, invalid),
    keys: z.looseObject(
      { p256dh: key(PUSH_P256DH_PATTERN), auth: key(PUSH_AUTH_PATTERN) },
      {
        error: invalid,
      },
    ),
  },
  { error: invalid },
)

/**
 * Turning notifications on (or off) for one order: its code, and the phone as the track page
 * asks for it; a signed-in customer who owns the order may leave the phone out.
 */
export const orderPushBody = object({
  trackingCode: requiredText(
    VALIDATION_CODES.trackRequired,
    TRACKING_CODE_MAX_LENGTH,
    VALIDATION_CODES.trackingCodeTooLong,
  ).transform(normalizeTrackingCode),
  phone: plainText(VALIDATION_CODES.phoneTooLong)
    .trim()
    .max(PHONE_MAX_LENGTH, VALIDATION_CODES.phoneTooLong)
    .optional(),
  subscription: pushSubscriptionBody,
  /** The language of the notifications; the Accept-Language header's when left out. */
  language: z.enum(LANGUAGES, { error: invalid }).optional(),
})
export type OrderPushBody = z.infer<typeof orderPushBody>

/** The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey. */
export const pushKeyAnswer = z.object({
  success: z.literal(true),
  data: z.object({ publicKey: z.string() }),
})
export type PushKeyAnswer = z.infer<typeof pushKeyAnswer>

/** What a push notification about an order carries, for the service worker to show. */
export interface OrderPushPayload {
  title: string
  body: string
  /** The track page of the order, to open when the notification is clicked. */
  url: string
  /** One notification per order on the screen: a newer one replaces the older. */
  tag: string
}
