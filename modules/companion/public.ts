// What other features may use from this one on the server (docs/ARCHITECTURE.md).
export * from './aggregates'
export { buildCheckInAction, type TCheckInField, type TCheckInFieldSave } from './check-in-action'
export * from './erase'
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
