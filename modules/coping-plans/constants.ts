// Limits a client component needs, for the server and the browser: no zod here, so the form
// does not ship the validation library (e2e/client-bundles.spec.ts checks the build's chunks).

/** A person writes at most this many if-then plans. */
export const PLANS_MAX = 10
export const PLAN_TEXT_MAX = 200
