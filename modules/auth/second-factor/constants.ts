// Client-safe constants of the second factor (decision 022). No server imports.

/** RFC 6238 as authenticator apps expect it: 6 digits, 30-second steps (±1 step accepted). */
export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30

/** Ten single-use recovery codes, shown once. */
export const RECOVERY_CODE_COUNT = 10
export const RECOVERY_CODE_LENGTH = 10

/** "Trust this browser for 30 days". */
export const TRUST_BROWSER_SECONDS = 30 * 24 * 60 * 60

/** How long the code step of a sign-in stays open (Better Auth's two-factor cookie). */
export const SECOND_STEP_SECONDS = 10 * 60

/** The sign-in's second step, under the locale prefix like /login. */
export const SECOND_STEP_PATH = '/login/second-factor'

/** The account page's section that sets up the second factor. */
export const SETUP_ANCHOR = 'second-factor'

/** `/account?setup=second-factor`: where admins without a second factor are sent. */
export const SETUP_QUERY_VALUE = 'second-factor'
