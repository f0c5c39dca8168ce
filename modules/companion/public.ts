// What other features may use from this one on the server (docs/ARCHITECTURE.md).
export * from './aggregates'
export { buildCheckInAction, type TCheckInField, type TCheckInFieldSave } from './check-in-action'
export * from './erase'
export {
  DAY_PARTS,
  getCravingInsightData,
  getSlipSummary,
  type TCravingInsightData,
  type TDayPart,
  type TSlipSummary,
} from './insight-queries'
export type { TDailyReminderExtra } from './mails'
export { countCravings, getPlan, listCravings, type TPlanView } from './queries'
export {
  claimAndSendOnce,
  getLocalTime,
  isQuietHour,
  reachableAccount,
  type TDailyReminderExtras,
  type TDailyReminderPerson,
} from './reminders'
export { runReminderPass, type TReminderOptions } from './scheduler'
export { getProgressSummary, type TProgressSummary } from './summary'
