import type { TReminderOptions } from '@/modules/companion/public'
import { runRiskyHourReminders } from '@/modules/coping-plans/public'
import { buildMissionReminderExtras } from '@/modules/missions/public'

/**
 * The programme's part of the reminders (decision 064): today's mission in the companion's daily
 * reminder, and the if-then plan before a person's risky hour on the same beat. Composed here so
 * the companion imports none of the features that build on it.
 */
export const reminderOptions: TReminderOptions = {
  dailyExtras: buildMissionReminderExtras,
  passes: [runRiskyHourReminders],
}
