// Limits the goal forms need in the browser: no zod here, so the forms do not ship the
// validation library (e2e/client-bundles.spec.ts checks the build's chunks).
export const GOAL_NAME_MAX = 80
