import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { AUTH_ERROR_CODES, fromOAuthCallbackError, toAuthErrorCode } from './error-codes'

type TMessages = { errors: Record<string, string> }

const SEED_CATALOGUE = [
  'invalid-email',
  'wrong-password',
  'missing-password',
  'invalid-credential',
  'email-already-in-use',
  'user-not-found',
  'user-disabled',
  'too-many-requests',
  'expired-action-code',
  'invalid-action-code',
  'requires-recent-login',
  'invalid-user-token',
  'user-token-expired',
  'password-does-not-meet-requirements',
  'invalid-verification-code',
  'code-expired',
  'operation-not-allowed',
  'admin-restricted-operation',
  'network-request-failed',
  'multi-factor-auth-required',
  'user-mismatch',
  'unauthorized-domain',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'web-storage-unsupported',
  'invalid-api-key',
  'auth-domain-config-required',
  'internal-error',
  'argument-error',
  'invalid-auth-event',
  'operation-not-supported-in-this-environment',
  'missing-recaptcha-token',
]

describe('the error catalogue', () => {
  it('contains every code of the replaced site’s catalogue', () => {
    for (const code of SEED_CATALOGUE) expect(AUTH_ERROR_CODES).toContain(`auth/${code}`)
  })

  it.each(locales)('has a message for every code in %s, in that language', (locale) => {
    const messages = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'modules/auth/messages', `${locale}.json`), 'utf8'),
    ) as TMessages
    const built = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'),
    ) as TMessages
    const english = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'modules/auth/messages/en.json'), 'utf8'),
    ) as TMessages
    for (const code of AUTH_ERROR_CODES) {
      expect(messages.errors[code], `${locale} ${code}`).toBeTruthy()
      expect(built.errors[code], `messages/${locale}.json ${code}`).toBe(messages.errors[code])
      if (locale !== 'en')
        expect(messages.errors[code], `${locale} ${code} is English`).not.toBe(english.errors[code])
    }
  })
})

describe('toAuthErrorCode', () => {
  it.each([
    [{ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 }, 'auth/invalid-credential'],
    [{ code: 'USER_NOT_FOUND' }, 'auth/invalid-credential'],
    [{ code: 'INVALID_PASSWORD' }, 'auth/invalid-credential'],
    [{ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', status: 422 }, 'auth/email-already-in-use'],
    [{ code: 'BANNED_USER', status: 403 }, 'auth/user-disabled'],
    [{ code: 'PASSWORD_TOO_SHORT' }, 'auth/password-does-not-meet-requirements'],
    [{ code: 'PASSWORD_TOO_COMMON' }, 'auth/password-does-not-meet-requirements'],
    [{ code: 'INVALID_TOKEN' }, 'auth/invalid-action-code'],
    [{ code: 'TOKEN_EXPIRED' }, 'auth/expired-action-code'],
    [{ code: 'REQUIRES_RECENT_LOGIN', status: 403 }, 'auth/requires-recent-login'],
    [{ code: 'SESSION_NOT_FRESH' }, 'auth/requires-recent-login'],
    [{ code: 'USER_MISMATCH' }, 'auth/user-mismatch'],
    [{ code: 'INVALID_ORIGIN', status: 403 }, 'auth/unauthorized-domain'],
    [{ status: 429, message: 'Too many requests. Please try again later.' }, 'auth/too-many-requests'],
    [{ status: 0 }, 'auth/network-request-failed'],
    [{ status: 401 }, 'auth/user-token-expired'],
    [{ code: 'auth/popup-blocked' }, 'auth/popup-blocked'],
    [{ code: 'SOMETHING_NEW', status: 500 }, 'auth/internal-error'],
    [null, 'auth/internal-error'],
  ])('maps %j to %s', (error, expected) => {
    expect(toAuthErrorCode(error)).toBe(expected)
  })
})

describe('fromOAuthCallbackError', () => {
  it.each([
    ['account_not_linked', 'auth/account-exists-with-different-credential'],
    ['signup_disabled', 'auth/operation-not-allowed'],
    ['access_denied', 'auth/popup-closed-by-user'],
    ['state_mismatch', 'auth/invalid-auth-event'],
    ['INVALID_TOKEN', 'auth/invalid-action-code'],
    ['invalid_token', 'auth/invalid-action-code'],
    ['auth/popup-blocked', 'auth/popup-blocked'],
    ['<script>', 'auth/internal-error'],
    ['', 'auth/internal-error'],
    [undefined, 'auth/internal-error'],
  ])('maps %j to %s', (value, expected) => {
    expect(fromOAuthCallbackError(value)).toBe(expected)
  })
})
