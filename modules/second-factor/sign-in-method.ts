// How a session was signed in, kept on the session row (sessions.sign_in_method). The admin
// rule reads it: a passkey sign-in counts as both factors (decision 022). Client-safe.

export type TSignInMethod = 'passkey' | 'second-factor' | 'password' | 'email-link' | 'provider' | 'other'

const BY_PATH: Record<string, TSignInMethod> = {
  '/passkey/verify-authentication': 'passkey',
  '/two-factor/verify-totp': 'second-factor',
  '/two-factor/verify-backup-code': 'second-factor',
  '/sign-in/email': 'password',
  '/sign-up/email': 'password',
  '/re-authenticate': 'password',
  '/magic-link/verify': 'email-link',
}

const METHODS: Record<TSignInMethod, true> = {
  passkey: true,
  'second-factor': true,
  password: true,
  'email-link': true,
  provider: true,
  other: true,
}

/**
 * The method of a new session. A session that replaces another one (turning the second factor
 * on, re-authentication keeps its own rule) inherits the method of the one it replaces.
 */
export function signInMethodFor(path: string | undefined, inherited: unknown): TSignInMethod {
  if (typeof inherited === 'string' && inherited in METHODS) return inherited as TSignInMethod
  if (!path) return 'other'
  if (/^\/(oauth2\/)?callback\//.test(path)) return 'provider'
  return BY_PATH[path] ?? 'other'
}

/** Admins need a second factor, or a session signed in with a passkey (decision 022). */
export function hasStrongSignIn(state: { twoFactorEnabled: boolean; signInMethod: string | null }): boolean {
  return state.twoFactorEnabled || state.signInMethod === 'passkey'
}
