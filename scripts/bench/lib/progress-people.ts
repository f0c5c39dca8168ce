// The two people whose /progress the bench compares (lib/progress-scale.ts): "a week" and "a
// year" of the programme, written like lib/personal.ts writes its person: the features' own
// commands, direct inserts only for the check-in history. Their badges and reached goal are
// stored by the features themselves (earnBadges, loadGoalRow: what the first /progress does).
import { db } from '@/db/client'
import { dailyCheckIn } from '@/db/schema/companion'
import { addDays, getTodayIn } from '@/lib/calendar'
import { earnBadges } from '@/modules/badges/earn'
import { logCraving, savePlan } from '@/modules/companion/commands'
import { CRAVING_TRIGGERS } from '@/modules/companion/craving-options'
import { buildPlanInputSchema, ZCravingInput } from '@/modules/companion/schemas'
import { addGoal } from '@/modules/savings-goals/commands'
import { loadGoalRow } from '@/modules/savings-goals/goal-row'
import { ZGoalInput } from '@/modules/savings-goals/schemas'
import { withAppDatabase } from './personal'

export type TProgressPersonKind = 'week' | 'year'

/** Days since the quit date (one check-in each, today's included), cravings, savings goals. */
export const PROGRESS_PEOPLE: Record<TProgressPersonKind, { days: number; cravings: number; goals: number }> =
  {
    week: { days: 7, cravings: 10, goals: 0 },
    year: { days: 365, cravings: 500, goals: 2 },
  }

// A year's check-ins slip on every 29th day (13 slips, the last one 12 days ago, so the streak
// stands at 12); a week has none.
const SLIP_EVERY_DAYS = 29
const SLIP_OFFSET = 12

// The year's money kept (15 a day at 8.50 a pack of 20, less the slips) is about 2 300 EUR: the
// first goal is reached, the second is the active one.
const GOALS = [
  { name: 'Running shoes', price: '120' },
  { name: 'A week by the sea', price: '2600' },
]

export type TProgressPersonData = {
  checkIns: number
  slips: number
  cravings: number
  goals: number
  goalsReached: number
  badges: number
}

async function seedPerson(
  userId: string,
  kind: TProgressPersonKind,
  now: Date,
): Promise<TProgressPersonData> {
  const spec = PROGRESS_PEOPLE[kind]
  const today = getTodayIn(now, 'UTC')
  await savePlan(
    userId,
    buildPlanInputSchema(now).parse({
      quitDate: addDays(today, -spec.days),
      cigarettesPerDay: '15',
      packPrice: '8.50',
      currency: 'EUR',
      reasons: ['Breathing', 'Money', 'Family'],
      timeZone: 'UTC',
    }),
  )
  const isSlip = (index: number) => kind === 'year' && index % SLIP_EVERY_DAYS === SLIP_OFFSET
  await db
    .insert(dailyCheckIn)
    .values(
      Array.from({ length: spec.days }, (_, index) => ({
        userId,
        day: addDays(today, -index),
        smokeFree: !isSlip(index),
        cigarettesSmoked: isSlip(index) ? 1 + (index % 3) : 0,
        mood: 1 + ((index * 7) % 5),
        cravingLevel: isSlip(index) ? 9 : index % 8,
      })),
    )
    .onConflictDoNothing()
  // Cravings spread evenly over the days since the quit date, at changing hours, intensities and
  // triggers (stress and coffee more often than the rest), as /craving logs them.
  const spanMs = spec.days * 86_400_000
  for (let index = 0; index < spec.cravings; index += 1) {
    const hourShift = ((index * 5) % 14) * 3_600_000
    await logCraving(
      userId,
      ZCravingInput.parse({
        intensity: 1 + ((index * 3) % 5),
        trigger: CRAVING_TRIGGERS[index % 3 === 0 ? 0 : (index * 5) % CRAVING_TRIGGERS.length],
      }),
      new Date(now.getTime() - Math.floor((index * spanMs) / spec.cravings) - hourShift),
    )
  }
  for (const goal of GOALS.slice(0, spec.goals)) await addGoal(userId, ZGoalInput.parse(goal))
  const goalRow = await loadGoalRow(userId, now)
  const earned = await earnBadges(userId, now)
  return {
    checkIns: spec.days,
    slips: Array.from({ length: spec.days }, (_, index) => index).filter(isSlip).length,
    cravings: spec.cravings,
    goals: spec.goals,
    goalsReached: goalRow?.row.reached.length ?? 0,
    badges: earned?.earned.length ?? 0,
  }
}

/** Seeds both people in the app's database (DATA_DIR `dataDir`); what each has, badges included. */
export async function seedProgressPeople(
  dataDir: string,
  userIds: Record<TProgressPersonKind, string>,
): Promise<Record<TProgressPersonKind, TProgressPersonData>> {
  const now = new Date()
  return withAppDatabase(dataDir, async () => ({
    week: await seedPerson(userIds.week, 'week', now),
    year: await seedPerson(userIds.year, 'year', now),
  }))
}
