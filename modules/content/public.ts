// What other features may use from this one on the server (docs/ARCHITECTURE.md).
export * from './queries'
export * from './source'
export * from './types'
