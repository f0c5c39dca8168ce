import 'server-only'
import { count, eq } from 'drizzle-orm'
import { surveyResponse } from '@/db/schema/surveys'
import type { TEraser } from '@/modules/deletion/public'

/** The surveys' part of a data deletion and export: every stored answer leaves with the account. */
export const surveysEraser: TEraser = {
  name: 'surveyResponses',
  tables: ['survey_response'],
  async erase({ tx, subject }) {
    if (subject.userId) await tx.delete(surveyResponse).where(eq(surveyResponse.userId, subject.userId))
  },
  async describe(db, { userId }) {
    if (!userId) return {}
    const [row] = await db
      .select({ n: count() })
      .from(surveyResponse)
      .where(eq(surveyResponse.userId, userId))
    return { surveyResponses: row?.n ?? 0 }
  },
  async exportData(db, { userId }) {
    if (!userId) return []
    return db
      .select({
        survey: surveyResponse.survey,
        version: surveyResponse.version,
        answers: surveyResponse.answers,
        score: surveyResponse.score,
        result: surveyResponse.result,
        locale: surveyResponse.locale,
        createdAt: surveyResponse.createdAt,
      })
      .from(surveyResponse)
      .where(eq(surveyResponse.userId, userId))
  },
}
