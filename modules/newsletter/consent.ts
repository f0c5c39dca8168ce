/**
 * Version of the consent text next to the subscribe checkbox (`newsletter.consent` in the
 * messages). Bump it whenever that text changes in any language: every subscription stores the
 * version its subscriber agreed to.
 */
export const CONSENT_TEXT_VERSION = '2025-06-newsletter-v1'

/** How long a double opt-in link works. */
export const VERIFICATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000
