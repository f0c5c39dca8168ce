// What other features may use from this one anywhere, browser included (docs/ARCHITECTURE.md).
export * from './craving-options'
