// What other features may use from this one, on the server and in the browser (docs/ARCHITECTURE.md).
export * from './error-codes'
export * from './second-factor/second-step-href'
export * from './sign-in/passwords/password-policy'
export * from './welcome'
