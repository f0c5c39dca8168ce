// How a session was signed in, kept on the session row (sessions.sign_in_method). The admin
// rule reads it: a passkey sign-in counts as both factors only when the authenticator verified
// the person (PIN, fingerprint: the UV flag); without it a passkey is possession alone, one
// factor (decision 061). Client-safe.

export type TSignInMethod =
  | 'passkey'
  | 'passkey-unverified'
  | 'second-factor'
  | 'password'
  | 'email-link'
  | 'provider'
  | 'other'

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
  'passkey-unverified': true,
  'second-factor': true,
  password: true,
  'email-link': true,
  provider: true,
  other: true,
}

/** The UV flag (bit 2 of the flags byte, offset 32) of a WebAuthn assertion's authenticatorData. */
const USER_VERIFIED = 0x04
const FLAGS_OFFSET = 32

/**
 * Whether the assertion in a /passkey/verify-authentication body says the authenticator verified
 * the person. Read when the session is made, that is after the plugin checked the signature,
 * which covers these bytes: the flag is the authenticator's own word.
 */
export function assertionVerifiedUser(body: unknown): boolean {
  const data = (body as { response?: { response?: { authenticatorData?: unknown } } } | null)?.response
    ?.response?.authenticatorData
  if (typeof data !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(data)) return false
  const binary = atob(data.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, ''))
  return binary.length > FLAGS_OFFSET && (binary.charCodeAt(FLAGS_OFFSET) & USER_VERIFIED) !== 0
}

/**
 * The method of a new session. A session that replaces another one (turning the second factor
 * on, re-authentication keeps its own rule) inherits the method of the one it replaces. `body`
 * is the request's, for the passkey assertion's UV flag.
 */
export function signInMethodFor(path: string | undefined, inherited: unknown, body?: unknown): TSignInMethod {
  if (typeof inherited === 'string' && inherited in METHODS) return inherited as TSignInMethod
  if (!path) return 'other'
  if (/^\/(oauth2\/)?callback\//.test(path)) return 'provider'
  if (path === '/passkey/verify-authentication' && !assertionVerifiedUser(body)) return 'passkey-unverified'
  return BY_PATH[path] ?? 'other'
}

/** Admins need a second factor, or a session signed in with a user-verifying passkey. */
export function hasStrongSignIn(state: { twoFactorEnabled: boolean; signInMethod: string | null }): boolean {
  return state.twoFactorEnabled || state.signInMethod === 'passkey'
}
