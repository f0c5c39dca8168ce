// What other features may use from this one, on the server and in the browser (docs/ARCHITECTURE.md).
// The schemas (zod) are server-side: public.ts.
export * from './constants'
export * from './smoke-free'
