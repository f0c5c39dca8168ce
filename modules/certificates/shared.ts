// What other features may use from this one, on the server and in the browser (docs/ARCHITECTURE.md).
export * from './schemas'
export * from './smoke-free'
