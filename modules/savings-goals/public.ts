// What other features may use from this one on the server (docs/ARCHITECTURE.md).
export { savingsGoalsEraser } from './erase'
export { runSavingsGoalMails } from './reminders'
