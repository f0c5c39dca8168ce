/// <reference lib="webworker" />
// Web Push in the service worker (modules/push sends): show what arrives, open its page on a click.

type TNotificationData = { url: string }

/** A message from our server (modules/push/schemas.ts ZPushMessage); anything else is ignored. */
function readMessage(event: PushEvent): { title: string; body: string; url: string; tag?: string } | null {
  try {
    const message = event.data?.json() as Record<string, unknown> | undefined
    if (!message || typeof message.title !== 'string' || typeof message.url !== 'string') return null
    return {
      title: message.title,
      body: typeof message.body === 'string' ? message.body : '',
      url: message.url,
      tag: typeof message.tag === 'string' ? message.tag : undefined,
    }
  } catch {
    return null
  }
}

/** Only our own pages open from a notification. */
export function notificationTarget(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return `${origin}/`
  const target = new URL(url, origin)
  return target.origin === origin ? target.href : `${origin}/`
}

export function addPushListeners(worker: ServiceWorkerGlobalScope) {
  worker.addEventListener('push', (event) => {
    const message = readMessage(event)
    if (!message) return
    const data: TNotificationData = { url: message.url }
    event.waitUntil(
      worker.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data,
      }),
    )
  })

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const target = notificationTarget(
      (event.notification.data as TNotificationData | undefined)?.url,
      worker.location.origin,
    )
    event.waitUntil(
      worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((client) => client.url === target)
        return open ? open.focus() : worker.clients.openWindow(target)
      }),
    )
  })
}
