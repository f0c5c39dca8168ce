'use client'

import type { TClientSettings } from '../sign-in/client-settings-plugin'
import { DEFAULT_PASSWORD_POLICY, type TPasswordPolicy } from '../sign-in/passwords/password-policy'

let settings: Promise<TClientSettings> | undefined

/** Runtime auth settings (pages are static): enabled providers and the token-sync URL. */
export function loadClientSettings(): Promise<TClientSettings> {
  settings ??= fetch('/api/auth/client-settings', { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`client-settings answered ${response.status}`)
      return response.json() as Promise<TClientSettings>
    })
    .catch((error: unknown) => {
      console.warn('auth settings unavailable', error)
      settings = undefined
      return { providers: [], authSyncUrl: null }
    })
  return settings
}

/** GET /api/auth/password-policy, fetched again whenever a form needs it fresh. */
export async function loadPasswordPolicy(): Promise<TPasswordPolicy> {
  try {
    const response = await fetch('/api/auth/password-policy', {
      credentials: 'same-origin',
      cache: 'no-store',
    })
    if (!response.ok) throw new Error(`password-policy answered ${response.status}`)
    return (await response.json()) as TPasswordPolicy
  } catch (error) {
    console.warn('password policy unavailable, using the built-in one', error)
    return DEFAULT_PASSWORD_POLICY
  }
}
