import 'server-only'
import { and, desc, eq } from 'drizzle-orm'
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

export type TDependenceScore = { score: number; band: string; takenAt: Date }

/** A user's Fagerström results (0–10 and the band), oldest first: the history other features show. */
export async function listDependenceScores(userId: string, limit = 20): Promise<TDependenceScore[]> {
  const rows = await db
    .select({ score: surveyResponse.score, band: surveyResponse.result, takenAt: surveyResponse.createdAt })
    .from(surveyResponse)
    .where(and(eq(surveyResponse.userId, userId), eq(surveyResponse.survey, 'ftnd')))
    .orderBy(desc(surveyResponse.createdAt))
    .limit(limit)
  return rows.reverse()
}
