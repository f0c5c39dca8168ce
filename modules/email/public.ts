// What other features may use from this one on the server (docs/ARCHITECTURE.md).
export * from './send-email'
export * from './templates/account-emails'
export * from './translate'
export * from './transport'
