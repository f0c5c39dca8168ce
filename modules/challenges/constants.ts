// Limits a client component needs, for the server and the browser: no zod here, so the form
// does not ship the validation library (e2e/client-bundles.spec.ts checks the build's chunks).

export const TITLE_MAX = 80
export const MAX_PARTICIPANTS = 50
