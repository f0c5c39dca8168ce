'use client'

// Signing out takes this browser's notifications off the account: on a shared computer the next
// person must not get the previous one's quit reminders ("7 days smoke-free!" is health
// information). The browser's push subscription is removed from the account through the push
// feature's route (DELETE /api/push, modules/push/route.ts: only the signed-in person's own
// device) while the session still exists, and the browser drops the subscription itself, so
// that the push service answers "gone" should the removal not have reached us.

const PUSH_ROUTE = '/api/push'

async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null
  const registration = await navigator.serviceWorker.getRegistration()
  return (await registration?.pushManager?.getSubscription()) ?? null
}

/** Before the session ends: this browser's push subscription leaves the account and the browser. */
export async function forgetThisBrowsersPushDevice(): Promise<void> {
  let subscription: PushSubscription | null = null
  try {
    subscription = await currentPushSubscription()
    if (!subscription) return
    const answer = await fetch(PUSH_ROUTE, {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: subscription.endpoint }),
    })
    if (!answer.ok) console.warn('notifications of this browser not removed from the account', answer.status)
  } catch (error) {
    console.warn('notifications of this browser not removed from the account', error)
  } finally {
    await subscription
      ?.unsubscribe()
      .catch((error: unknown) => console.warn('push subscription not dropped', error))
  }
}
