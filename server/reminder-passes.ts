import type { TReminderOptions } from '@/modules/companion/public'
import { runRiskyHourReminders } from '@/modules/coping-plans/public'
import { buildMissionReminderExtras } from '@/modules/missions/public'
import { runSavingsGoalMails } from '@/modules/savings-goals/public'

/**
 * The programme's part of the reminders (decision 064): today's mission in the companion's daily
 * reminder; on the same beat the if-then plan before a person's risky hour and the mail for a
 * reached savings goal (decision 066). Composed here so the companion imports none of the
 * features that build on it.
 */
export const reminderOptions: TReminderOptions = {
  dailyExtras: buildMissionReminderExtras,
  passes: [runRiskyHourReminders, runSavingsGoalMails],
}
