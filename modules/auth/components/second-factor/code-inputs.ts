/** The current authenticator code: one numeric field (keypad and autofill on phones). */
export const APP_CODE_INPUT = {
  name: 'code',
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  pattern: '[0-9]*',
  maxLength: 6,
} as const

/** A recovery code, typed as printed (no autofill, no capitals, no spelling marks). */
export const RECOVERY_CODE_INPUT = {
  name: 'code',
  autoComplete: 'off',
  autoCapitalize: 'none',
  spellCheck: false,
  maxLength: 40,
} as const
