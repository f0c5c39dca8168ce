import 'server-only'
import { desc, eq } from 'drizzle-orm'
import { db } from '@/db/client'
import { surveyResponse } from '@/db/schema/surveys'
import type { TSurveyKey } from './definitions'

export type TSurveyHistoryEntry = {
  id: string
  survey: TSurveyKey
  version: number
  score: number
  result: string
  createdAt: Date
}

/** A user's survey results, newest first. */
export async function listSurveyHistory(userId: string, limit = 50): Promise<TSurveyHistoryEntry[]> {
  const rows = await db
    .select({
      id: surveyResponse.id,
      survey: surveyResponse.survey,
      version: surveyResponse.version,
      score: surveyResponse.score,
      result: surveyResponse.result,
      createdAt: surveyResponse.createdAt,
    })
    .from(surveyResponse)
    .where(eq(surveyResponse.userId, userId))
    .orderBy(desc(surveyResponse.createdAt))
    .limit(limit)
  return rows as TSurveyHistoryEntry[]
}
