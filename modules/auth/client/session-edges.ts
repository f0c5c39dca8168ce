'use client'

import { loadClientSettings } from './client-settings'
import { forgetThisBrowsersPushDevice } from './forget-push-device'
import { prepareSignOutSync, syncAfterSignIn } from './token-sync'

// What signing in and out does beside the session itself: the token sync to AUTH_SYNC_URL and
// this browser's push device. The session store loads this module when someone signs in or out,
// so it is not part of the header every page ships.

/** After a sign-in: sync the fresh ID token. */
export async function afterSignIn(): Promise<void> {
  const { authSyncUrl } = await loadClientSettings()
  await syncAfterSignIn(authSyncUrl)
}

/**
 * While the session still allows it: take a token for the sync's DELETE and take this browser's
 * push notifications off the account. Returns the DELETE, to send once the session has ended.
 */
export async function beforeSignOut(): Promise<() => Promise<void>> {
  const { authSyncUrl } = await loadClientSettings()
  const finishSync = await prepareSignOutSync(authSyncUrl)
  await forgetThisBrowsersPushDevice()
  return finishSync
}
