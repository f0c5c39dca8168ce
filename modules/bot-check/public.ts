// What other features may use from this one on the server (docs/ARCHITECTURE.md).
export * from './bot-check'
export * from './form-token'
export * from './human-check'
