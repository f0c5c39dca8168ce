import type { TAuthErrorCode } from '../error-codes'

/** A plausible address (one @, a dot after it, 254 characters at most); the mail proves it. */
export function isPlausibleEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254
}

/** What is wrong with a typed address, if anything. Client-safe: forms check it before sending. */
export function checkEmail(email: string): TAuthErrorCode | undefined {
  if (!email) return 'auth/missing-email'
  if (!isPlausibleEmail(email)) return 'auth/invalid-email'
  return undefined
}
