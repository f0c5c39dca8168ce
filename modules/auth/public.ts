// What other features may use from this one on the server (docs/ARCHITECTURE.md).

export * from './action-guards'
export * from './auth'
export * from './erase'
export * from './exhale-plugin'
export * from './legacy-passwords/firebase-scrypt'
export * from './legacy-passwords/stored-hash'
export { verifyPasswordOrImportedHash } from './legacy-passwords/verify-password'
export * from './mails'
export * from './read-session'
export * from './session'
export { forgetSessionReads } from './session-reads'
export * from './shared'
