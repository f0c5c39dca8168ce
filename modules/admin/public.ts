// What other features may use from this one on the server (docs/ARCHITECTURE.md).

export * from './admin-action'
export * from './csv'
export * from './guard'
export * from './queries'
export * from './search-params'
