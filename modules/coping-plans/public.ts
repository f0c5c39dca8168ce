// What other features may use from this one on the server (docs/ARCHITECTURE.md).
export { getCopingPlanAggregates, type TCopingPlanAggregates } from './aggregates'
export { copingPlansEraser } from './erase'
export { runRiskyHourReminders } from './reminders'
