// The password rules (decision 008, NIST SP 800-63B): at least 8 and at most 128 characters, and
// not one of the 10 000 most common passwords. Client-safe: forms show and check the length
// rules live; only the server knows the list (common-passwords.ts).

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

export const PASSWORD_RULES = ['min-length', 'max-length', 'not-common'] as const
export type TPasswordRule = (typeof PASSWORD_RULES)[number]

/** What GET /api/auth/password-policy answers. */
export type TPasswordPolicy = { minLength: number; maxLength: number; rules: TPasswordRule[] }

export const DEFAULT_PASSWORD_POLICY: TPasswordPolicy = {
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  rules: [...PASSWORD_RULES],
}

/** Length as Better Auth measures it on the server (UTF-16 code units). */
export function passwordLength(password: string): number {
  return password.length
}

/** The length rules the password breaks (the common-password rule needs the server). */
export function checkPasswordLength(password: string, policy: TPasswordPolicy = DEFAULT_PASSWORD_POLICY) {
  const failed: TPasswordRule[] = []
  const length = passwordLength(password)
  if (length < policy.minLength) failed.push('min-length')
  if (length > policy.maxLength) failed.push('max-length')
  return failed
}

/** Which rule a server refusal names (Better Auth's codes and ours). */
export function ruleOfServerCode(code: unknown): TPasswordRule | undefined {
  if (code === 'PASSWORD_TOO_SHORT') return 'min-length'
  if (code === 'PASSWORD_TOO_LONG') return 'max-length'
  if (code === 'PASSWORD_TOO_COMMON') return 'not-common'
  return undefined
}
