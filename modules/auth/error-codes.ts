// The replaced site's sign-in error catalogue (docs/ARCHITECTURE.md, product rules) plus the few
// codes our own flows add. Every code has a localized message under `errors` in
// modules/auth/messages/*.json; unknown codes fall back to auth/internal-error. Client-safe: no
// server imports.

export const AUTH_ERROR_CODES = [
  // the replaced site's catalogue
  'auth/invalid-email',
  'auth/wrong-password',
  'auth/missing-password',
  'auth/invalid-credential',
  'auth/email-already-in-use',
  'auth/user-not-found',
  'auth/user-disabled',
  'auth/too-many-requests',
  'auth/expired-action-code',
  'auth/invalid-action-code',
  'auth/requires-recent-login',
  'auth/invalid-user-token',
  'auth/user-token-expired',
  'auth/password-does-not-meet-requirements',
  'auth/invalid-verification-code',
  'auth/code-expired',
  'auth/operation-not-allowed',
  'auth/admin-restricted-operation',
  'auth/network-request-failed',
  'auth/multi-factor-auth-required',
  'auth/user-mismatch',
  'auth/unauthorized-domain',
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/web-storage-unsupported',
  'auth/invalid-api-key',
  'auth/auth-domain-config-required',
  'auth/internal-error',
  'auth/argument-error',
  'auth/invalid-auth-event',
  'auth/operation-not-supported-in-this-environment',
  'auth/missing-recaptcha-token',
  'auth/invalid-recaptcha-token',
  'auth/invalid-recaptcha-action',
  'auth/invalid-recaptcha-score',
  'auth/missing-recaptcha-version',
  'auth/invalid-recaptcha-version',
  'auth/invalid-req-type',
  'auth/recaptcha-not-enabled',
  'auth/captcha-check-failed',
  // ours
  'auth/missing-email',
  'auth/invalid-display-name',
  'auth/account-exists-with-different-credential',
  'auth/credential-already-in-use',
  'auth/cannot-unlink-last-method',
  'auth/passkey-cancelled',
  'auth/passkey-failed',
  'auth/passkey-not-found',
  'auth/passkey-already-registered',
] as const

export type TAuthErrorCode = (typeof AUTH_ERROR_CODES)[number]

/**
 * The notices the session store (client/session-store.ts) can raise and the header's account
 * menu shows on every page. Only these error strings ship with every page
 * (modules/i18n/client-messages.ts); a new notice must be added here.
 */
export const SESSION_NOTICE_CODES = [
  'auth/user-disabled',
  'auth/user-token-expired',
] as const satisfies readonly TAuthErrorCode[]

export type TSessionNoticeCode = (typeof SESSION_NOTICE_CODES)[number]

export function isAuthErrorCode(value: unknown): value is TAuthErrorCode {
  return typeof value === 'string' && (AUTH_ERROR_CODES as readonly string[]).includes(value)
}

/**
 * Better Auth's error codes (core, admin plugin, ours in the plugins of sign-in/, account/ and sessions/) → catalogue codes.
 * An unknown user and a wrong password both become invalid-credential: the form must not tell
 * which addresses have an account.
 */
const FROM_BETTER_AUTH: Record<string, TAuthErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth/invalid-credential',
  INVALID_PASSWORD: 'auth/invalid-credential',
  USER_NOT_FOUND: 'auth/invalid-credential',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'auth/invalid-credential',
  INVALID_EMAIL: 'auth/invalid-email',
  USER_ALREADY_EXISTS: 'auth/email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth/email-already-in-use',
  PASSWORD_TOO_SHORT: 'auth/password-does-not-meet-requirements',
  PASSWORD_TOO_LONG: 'auth/password-does-not-meet-requirements',
  PASSWORD_TOO_COMMON: 'auth/password-does-not-meet-requirements',
  PASSWORD_COMPROMISED: 'auth/password-does-not-meet-requirements',
  BANNED_USER: 'auth/user-disabled',
  INVALID_TOKEN: 'auth/invalid-action-code',
  TOKEN_EXPIRED: 'auth/expired-action-code',
  SESSION_NOT_FRESH: 'auth/requires-recent-login',
  SESSION_EXPIRED: 'auth/requires-recent-login',
  REQUIRES_RECENT_LOGIN: 'auth/requires-recent-login',
  USER_MISMATCH: 'auth/user-mismatch',
  UNAUTHORIZED: 'auth/user-token-expired',
  FAILED_TO_GET_SESSION: 'auth/user-token-expired',
  INVALID_ORIGIN: 'auth/unauthorized-domain',
  MISSING_OR_NULL_ORIGIN: 'auth/unauthorized-domain',
  INVALID_CALLBACK_URL: 'auth/unauthorized-domain',
  INVALID_REDIRECT_URL: 'auth/unauthorized-domain',
  INVALID_ERROR_CALLBACK_URL: 'auth/unauthorized-domain',
  INVALID_NEW_USER_CALLBACK_URL: 'auth/unauthorized-domain',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'auth/unauthorized-domain',
  PROVIDER_NOT_FOUND: 'auth/operation-not-allowed',
  EMAIL_NOT_VERIFIED: 'auth/operation-not-allowed',
  RESET_PASSWORD_DISABLED: 'auth/operation-not-allowed',
  SOCIAL_ACCOUNT_ALREADY_LINKED: 'auth/credential-already-in-use',
  LINKED_ACCOUNT_ALREADY_EXISTS: 'auth/credential-already-in-use',
  FAILED_TO_UNLINK_LAST_ACCOUNT: 'auth/cannot-unlink-last-method',
  INVALID_DISPLAY_NAME: 'auth/invalid-display-name',
  MISSING_PASSWORD: 'auth/missing-password',
  MISSING_EMAIL: 'auth/missing-email',
  VALIDATION_ERROR: 'auth/argument-error',
  MISSING_FIELD: 'auth/argument-error',
  BODY_MUST_BE_AN_OBJECT: 'auth/argument-error',
  // bot check (modules/bot-check), in the seed's captcha codes
  BOT_CHECK_MISSING: 'auth/missing-recaptcha-token',
  BOT_CHECK_FAILED: 'auth/captcha-check-failed',
  // passkey plugin (server) and its browser side (@simplewebauthn WebAuthnError codes)
  PASSKEY_NOT_FOUND: 'auth/passkey-not-found',
  AUTHENTICATION_FAILED: 'auth/passkey-failed',
  CHALLENGE_NOT_FOUND: 'auth/passkey-failed',
  FAILED_TO_VERIFY_REGISTRATION: 'auth/passkey-failed',
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY: 'auth/passkey-failed',
  UNKNOWN_ERROR: 'auth/passkey-failed',
  AUTH_CANCELLED: 'auth/passkey-cancelled',
  REGISTRATION_CANCELLED: 'auth/passkey-cancelled',
  ERROR_CEREMONY_ABORTED: 'auth/passkey-cancelled',
  ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY: 'auth/passkey-cancelled',
  PREVIOUSLY_REGISTERED: 'auth/passkey-already-registered',
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: 'auth/passkey-already-registered',
  SESSION_REQUIRED: 'auth/user-token-expired',
  YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE: 'auth/admin-restricted-operation',
  YOU_ARE_NOT_ALLOWED_TO_BAN_USERS: 'auth/admin-restricted-operation',
  YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS: 'auth/admin-restricted-operation',
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS: 'auth/admin-restricted-operation',
  // two-factor plugin (second-factor/)
  INVALID_CODE: 'auth/invalid-verification-code',
  INVALID_BACKUP_CODE: 'auth/invalid-verification-code',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'auth/too-many-requests',
  ACCOUNT_TEMPORARILY_LOCKED: 'auth/too-many-requests',
  INVALID_TWO_FACTOR_COOKIE: 'auth/code-expired',
  TOTP_NOT_ENABLED: 'auth/operation-not-allowed',
  TOTP_ALREADY_ENABLED: 'auth/operation-not-allowed',
  TWO_FACTOR_NOT_ENABLED: 'auth/operation-not-allowed',
  BACKUP_CODES_NOT_ENABLED: 'auth/operation-not-allowed',
  SECOND_FACTOR_REQUIRED: 'auth/multi-factor-auth-required',
}

/** Error values of the OAuth callback (`?error=` on the error URL) → catalogue codes. */
const FROM_OAUTH_CALLBACK: Record<string, TAuthErrorCode> = {
  account_not_linked: 'auth/account-exists-with-different-credential',
  unable_to_link_account: 'auth/account-exists-with-different-credential',
  'email_doesn’t_match': 'auth/user-mismatch',
  email_doesnt_match: 'auth/user-mismatch',
  signup_disabled: 'auth/operation-not-allowed',
  access_denied: 'auth/popup-closed-by-user',
  banned: 'auth/user-disabled',
  state_mismatch: 'auth/invalid-auth-event',
  state_not_found: 'auth/invalid-auth-event',
  please_restart_the_process: 'auth/invalid-auth-event',
  invalid_code: 'auth/invalid-auth-event',
  no_code: 'auth/invalid-auth-event',
  email_not_found: 'auth/operation-not-allowed',
  internal_server_error: 'auth/internal-error',
  invalid_token: 'auth/invalid-action-code',
  token_expired: 'auth/expired-action-code',
  // An email link whose account is gone (no account is created from a sign-in link).
  new_user_signup_disabled: 'auth/invalid-action-code',
}

export type TAuthErrorLike = { code?: unknown; status?: unknown; message?: unknown } | null | undefined

/** Maps an error of the auth API (Better Auth client error, HTTP status) to a catalogue code. */
export function toAuthErrorCode(error: TAuthErrorLike): TAuthErrorCode {
  if (!error) return 'auth/internal-error'
  if (isAuthErrorCode(error.code)) return error.code
  if (error.status === 429) return 'auth/too-many-requests'
  if (typeof error.code === 'string') {
    const mapped = FROM_BETTER_AUTH[error.code] ?? FROM_OAUTH_CALLBACK[error.code.toLowerCase()]
    if (mapped) return mapped
  }
  // A fetch that never reached the server: better-fetch reports status 0 or none.
  if (error.status === 0 || (error.status === undefined && error.message === 'Failed to fetch')) {
    return 'auth/network-request-failed'
  }
  if (error.status === 401) return 'auth/user-token-expired'
  if (error.status === 403 && error.code === 'BANNED_USER') return 'auth/user-disabled'
  return 'auth/internal-error'
}

/** The `error` query value Better Auth puts on the OAuth error URL → catalogue code. */
export function fromOAuthCallbackError(value: unknown): TAuthErrorCode {
  if (typeof value !== 'string' || value === '') return 'auth/internal-error'
  if (isAuthErrorCode(value)) return value
  return FROM_OAUTH_CALLBACK[value.toLowerCase()] ?? FROM_BETTER_AUTH[value] ?? 'auth/internal-error'
}
