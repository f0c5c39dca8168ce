// What other features may use from this one on the server (docs/ARCHITECTURE.md).
export { badgesEraser } from './erase'
