// What other features may use from this one, on the server and in the browser (docs/ARCHITECTURE.md).
export * from './error-codes'
export * from './password-policy'
export * from './welcome'
