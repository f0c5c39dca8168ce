import 'server-only'
import type { TDailyReminderExtra, TDailyReminderPerson } from '@/modules/companion/public'
import { getTranslatorOutsideRequest } from '@/modules/email/public'
import { listMissionStates } from './queries'
import { planMissions } from './schedule'

/**
 * The missions' part of the daily reminder (mail and push): today's mission by name and its
 * task, unless it is done already. The server hands it to the companion's reminder pass.
 */
export async function buildMissionReminderExtras(
  person: TDailyReminderPerson,
): Promise<TDailyReminderExtra[]> {
  const states = await listMissionStates(person.userId)
  const { current } = planMissions(person.quitDate, person.day, states)
  if (!current || states.get(current.key)?.status === 'done') return []
  const t = getTranslatorOutsideRequest(person.locale)
  return [
    {
      title: t('missions.reminder.title', { title: t(`missions.catalogue.${current.key}.title` as never) }),
      text: t(`missions.catalogue.${current.key}.task` as never),
    },
  ]
}
