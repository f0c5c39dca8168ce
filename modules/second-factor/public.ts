// What other features may use from this one on the server (docs/ARCHITECTURE.md).

export * from './admin-rule'
export * from './constants'
export * from './copy-auth-cookies'
export * from './mails'
export * from './notify'
export * from './plugin'
export * from './shared'
export * from './sign-in-method'
