import { orderPushSubscribe, pushKey as pushKeyAddress } from '@quan/domain/api/addresses'
import type { Language } from '@quan/domain/language'
import { normalizeTrackingCode } from '@quan/domain/tracking'
import { call } from '../api/client'

// Live news of an order by Web Push (issue 24 §2), the browser's side: the shop's service
// worker receives the pushes (src/sw/push-handlers.ts); this turns them on for one order.

/** Where a browser can be asked at all: Push API there, and not blocked by the guest already. */
export function canAskForOrderNews(): boolean {
  return (
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window &&
    'serviceWorker' in navigator &&
    Notification.permission !== 'denied'
  )
}

/**
 * The shop's service worker, when one is registered (the PWA registers it): pushes arrive there.
 * None yet, and nothing can be offered; this never registers one of its own.
 */
export async function shopServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  try {
    return await navigator.serviceWorker.getRegistration()
  } catch {
    return undefined
  }
}

/** The VAPID key as PushManager.subscribe takes it: base64url to bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  const bytes = new Uint8Array(new ArrayBuffer(text.length))
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index)
  return bytes
}

export type OrderNewsOutcome = 'on' | 'blocked' | 'unavailable'

/**
 * Asks the guest's leave, subscribes this browser through the shop's service worker and tells
 * the server, for the order with this code (and phone). Throws an ApiError when the server
 * refuses, as every call does.
 */
export async function turnOnOrderNews(
  order: { trackingCode: string; phone: string },
  language: Language,
): Promise<OrderNewsOutcome> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return 'blocked'
  const registration = await shopServiceWorker()
  if (!registration) return 'unavailable'
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes((await call(pushKeyAddress)).data.publicKey),
    }))
  const { endpoint, keys } = subscription.toJSON()
  await call(orderPushSubscribe, {
    body: {
      trackingCode: normalizeTrackingCode(order.trackingCode),
      phone: order.phone.trim(),
      subscription: {
        endpoint: endpoint ?? '',
        keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
      },
      language,
    },
    auth: true,
  })
  return 'on'
}
