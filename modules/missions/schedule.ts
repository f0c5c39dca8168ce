// Which mission a person sees on a day (decision 064), pure: no server code, so tests and the
// reminder compute the same as the page.
import { addDays, daysBetween, type TIsoDate } from '@/lib/calendar'
import { FIRST_MISSION_DAY, LAST_MISSION_DAY, MISSIONS, type TMission } from './catalogue'

export type TMissionState = { status: 'done' | 'skipped'; answer: string | null }

export type TMissionPlan = {
  /** Days since the quit date (negative before it). */
  programmeDay: number
  /**
   * The mission of the day: the latest one due by today, or the first one before the programme
   * starts (an early start). Null once the programme is over.
   */
  current: TMission | null
  phase: 'early' | 'running' | 'over'
  /** Earlier missions neither done nor skipped: the person may catch up, nothing is lost. */
  open: TMission[]
  /** The next mission after the current one, with the date it comes. */
  next: { mission: TMission; date: TIsoDate } | null
  done: number
}

export function planMissions(
  quitDate: TIsoDate,
  today: TIsoDate,
  states: ReadonlyMap<string, TMissionState>,
): TMissionPlan {
  const programmeDay = daysBetween(quitDate, today)
  const due = MISSIONS.filter((mission) => mission.day <= programmeDay)
  const phase =
    programmeDay < FIRST_MISSION_DAY ? 'early' : programmeDay > LAST_MISSION_DAY ? 'over' : 'running'
  const current = phase === 'early' ? MISSIONS[0] : phase === 'running' ? (due.at(-1) ?? null) : null
  const open = due.filter((mission) => mission !== current && !states.has(mission.key))
  const following = MISSIONS.find((mission) => mission.day > Math.max(programmeDay, FIRST_MISSION_DAY))
  const done = [...states.values()].filter((state) => state.status === 'done').length
  return {
    programmeDay,
    current,
    phase,
    open,
    next: following ? { mission: following, date: addDays(quitDate, following.day) } : null,
    done,
  }
}
