// The service worker's side of live news of an order (issue 24 §2): show each push the server
// sends, and open (or bring forward) the order's track page when one is clicked. The PWA's
// service worker imports this and calls installPushHandlers(self).

/** What the server's push carries (packages/domain push.ts, OrderPushPayload). */
interface PushPayload {
  title: string
  body: string
  url: string
  tag: string
}

/** The few parts of ServiceWorkerGlobalScope used here, so the DOM's lib is enough to type it. */
export interface PushWorkerScope {
  addEventListener(type: 'push', listener: (event: PushLikeEvent) => void): void
  addEventListener(type: 'notificationclick', listener: (event: ClickLikeEvent) => void): void
  registration: {
    showNotification(title: string, options: NotificationOptions): Promise<void>
  }
  clients: {
    matchAll(options: {
      type: 'window'
      includeUncontrolled: boolean
    }): Promise<readonly WindowLikeClient[]>
    openWindow(url: string): Promise<unknown>
  }
  location: { origin: string }
}

export interface PushLikeEvent {
  data: { json(): unknown } | null
  waitUntil(promise: Promise<unknown>): void
}

export interface ClickLikeEvent {
  notification: { data: unknown; close(): void }
  waitUntil(promise: Promise<unknown>): void
}

export interface WindowLikeClient {
  url: string
  focus(): Promise<unknown>
  navigate?(url: string): Promise<unknown>
}

function payloadOf(event: PushLikeEvent): PushPayload | null {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined
    if (!data || typeof data.title !== 'string') return null
    return {
      title: data.title,
      body: typeof data.body === 'string' ? data.body : '',
      url: typeof data.url === 'string' ? data.url : '/',
      tag: typeof data.tag === 'string' ? data.tag : '',
    }
  } catch {
    return null
  }
}

/** The page to open: the shop's own only, whatever a push says. */
function pageOf(data: unknown, origin: string): string {
  const url = (data as { url?: unknown } | null)?.url
  try {
    const page = new URL(typeof url === 'string' ? url : '/', origin)
    return page.origin === origin ? page.href : `${origin}/`
  } catch {
    return `${origin}/`
  }
}

export function installPushHandlers(scope: PushWorkerScope) {
  scope.addEventListener('push', (event) => {
    const payload = payloadOf(event)
    // A push must show something (userVisibleOnly); one we cannot read is not shown.
    if (!payload) return
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        // One notification per order: the newest news replaces the older.
        ...(payload.tag ? { tag: payload.tag } : {}),
        data: { url: payload.url },
      }),
    )
  })

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const page = pageOf(event.notification.data, scope.location.origin)
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })
        const open = windows.find((client) => client.url === page)
        if (open) return open.focus()
        return scope.clients.openWindow(page)
      })(),
    )
  })
}
