// Limits a client component needs, for the server and the browser: no zod here, so the form
// does not ship the validation library (e2e/client-bundles.spec.ts checks the build's chunks).

export const REASONS_MAX = 5
export const REASON_LENGTH_MAX = 200
/** A quit date may be planned up to this many days ahead. */
export const PLAN_AHEAD_DAYS_MAX = 365
