// What other features may use from this one on the server (docs/ARCHITECTURE.md).
export { getMedicineAggregates, type TMedicineAggregates } from './aggregates'
export { medicineTakenField } from './check-in-field'
export { medicinesEraser } from './erase'
export { getMedicineSummary, type TMedicineSummary } from './queries'
