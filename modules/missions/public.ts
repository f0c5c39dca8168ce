// What other features may use from this one on the server (docs/ARCHITECTURE.md).
export { getMissionAggregates, type TMissionAggregates } from './aggregates'
export { missionsEraser } from './erase'
export { countMissionsDone } from './queries'
export { buildMissionReminderExtras } from './reminder'
