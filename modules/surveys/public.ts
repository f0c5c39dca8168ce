// What other features may use from this one on the server (docs/ARCHITECTURE.md).
export * from './definitions'
export * from './erase'
export { listDependenceScores, type TDependenceScore } from './queries'
