// Keeps the browser's `beforeinstallprompt` event for the install button. Chromium fires it once,
// possibly before the /install page has hydrated (or on another page first), so this module
// listens from the moment any page's client code loads (every page's ClientWatchers imports it,
// modules/site/components/client-watchers.tsx) and lets components subscribe.

export type TInstallChoice = { outcome: 'accepted' | 'dismissed'; platform: string }

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM types). */
export type TBeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>
  userChoice: Promise<TInstallChoice>
}

export type TInstallState = 'unknown' | 'available' | 'installed'

let deferred: TBeforeInstallPromptEvent | null = null
let installed = false
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

function isBeforeInstallPromptEvent(event: Event): event is TBeforeInstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function'
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isBeforeInstallPromptEvent(event)) return
    // Our own button offers it; without preventDefault Chromium may show its mini-infobar.
    event.preventDefault()
    deferred = event
    notify()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    installed = true
    notify()
  })
}

export function subscribeToInstallState(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function readInstallState(): TInstallState {
  if (installed) return 'installed'
  return deferred ? 'available' : 'unknown'
}

/** Shows the browser's install dialog; the event can be used once, so it is dropped after. */
export async function promptInstall(): Promise<TInstallChoice | null> {
  const event = deferred
  if (!event) return null
  deferred = null
  await event.prompt()
  const choice = await event.userChoice
  if (choice.outcome === 'accepted') installed = true
  notify()
  return choice
}
