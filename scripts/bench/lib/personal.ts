// The bench's signed-in person: 5 certificates, 3 challenges, 10 survey answers, a quit
// plan with 30 days of check-ins and 20 logged cravings. Written with the features' own commands, straight into the
// app's database (the embedded server the app runs in DATA_DIR, adopted here, or DATABASE_URL),
// so the pages the bench loads show what a real programme user sees.
import { sql } from 'drizzle-orm'
import { closeDatabase, db } from '@/db/client'
import { dailyCheckIn } from '@/db/schema/companion'
import { addDays, getTodayIn } from '@/lib/calendar'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { createCertificate } from '@/modules/certificates/commands'
import { buildCertificateInputSchema } from '@/modules/certificates/schemas'
import { startChallenge } from '@/modules/challenges/commands'
import { buildStartChallengeSchema } from '@/modules/challenges/schemas'
import { logCraving, savePlan } from '@/modules/companion/commands'
import { CRAVING_TRIGGERS } from '@/modules/companion/craving-options'
import { buildPlanInputSchema, ZCravingInput } from '@/modules/companion/schemas'
import { recordSurveyResponse } from '@/modules/surveys/commands'
import { CURRENT_SURVEYS } from '@/modules/surveys/definitions'
import { openDatabase } from '@/server/database'

export const PERSONAL_DATA = {
  certificates: 5,
  challenges: 3,
  surveyAnswers: 10,
  checkInDays: 30,
  cravings: 20,
} as const

/**
 * Runs `write` against the database of the app whose DATA_DIR is `dataDir`, then analyzes it: the
 * planner's statistics as after a day of use, not those of freshly written tables.
 */
export async function withAppDatabase<T>(dataDir: string, write: () => Promise<T>): Promise<T> {
  process.env.DATA_DIR = dataDir
  const database = await openDatabase(getConfig(), logger)
  process.env.DATABASE_URL = database.url
  try {
    const result = await write()
    await db.execute(sql`analyze`)
    return result
  } finally {
    await closeDatabase()
  }
}

/** Seeds the programme of `userId` in the database of the app whose DATA_DIR is `dataDir`. */
export async function seedPersonalData(dataDir: string, userId: string): Promise<void> {
  await withAppDatabase(dataDir, async () => {
    const now = new Date()
    const today = getTodayIn(now, 'UTC')
    const certificateInput = buildCertificateInputSchema(now)
    for (let index = 0; index < PERSONAL_DATA.certificates; index += 1) {
      await createCertificate(
        userId,
        certificateInput.parse({
          displayName: `Bench ${index + 1}`,
          quitDate: addDays(today, -30 * (index + 1)),
          cigarettesPerDay: '12',
          packPrice: '8.50',
          packSize: '20',
          currency: 'EUR',
          message: 'One more day without smoking.',
        }),
      )
    }
    const challengeInput = buildStartChallengeSchema(today)
    for (const [index, lengthDays] of ['7', '14', '30'].entries()) {
      await startChallenge(
        userId,
        challengeInput.parse({
          title: 'custom',
          customTitle: `Bench challenge ${index + 1}`,
          startsOn: today,
          lengthDays,
          maxParticipants: '10',
        }),
      )
    }
    const surveys = [CURRENT_SURVEYS.ftnd, CURRENT_SURVEYS.motivation]
    for (let index = 0; index < PERSONAL_DATA.surveyAnswers; index += 1) {
      const definition = surveys[index % surveys.length]!
      const answers = Object.fromEntries(
        definition.questions.map((question) => [
          question.id,
          question.options[index % question.options.length]!.id,
        ]),
      )
      await recordSurveyResponse({ definition, answers, locale: 'en', userId })
    }
    await savePlan(
      userId,
      buildPlanInputSchema(now).parse({
        quitDate: addDays(today, -PERSONAL_DATA.checkInDays),
        cigarettesPerDay: '15',
        packPrice: '8.50',
        currency: 'EUR',
        reasons: ['Breathing', 'Money', 'Family'],
        timeZone: 'UTC',
      }),
    )
    await db
      .insert(dailyCheckIn)
      .values(
        Array.from({ length: PERSONAL_DATA.checkInDays }, (_, index) => ({
          userId,
          day: addDays(today, -index),
          smokeFree: index % 5 !== 3,
          cigarettesSmoked: index % 5 === 3 ? 2 : 0,
          mood: 1 + (index % 5),
          cravingLevel: index % 11,
        })),
      )
      .onConflictDoNothing()
    // Cravings as /craving logs them, one every ~36 hours back from now.
    for (let index = 0; index < PERSONAL_DATA.cravings; index += 1) {
      await logCraving(
        userId,
        ZCravingInput.parse({
          intensity: 1 + (index % 5),
          trigger: CRAVING_TRIGGERS[index % CRAVING_TRIGGERS.length],
        }),
        new Date(now.getTime() - index * 36 * 3_600_000),
      )
    }
  })
}
