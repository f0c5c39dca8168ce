// What other features may use from this one on the server (docs/ARCHITECTURE.md).

export * from './commands'
export * from './erase'
export * from './mails'
export * from './shared'
