import 'server-only'
import { isDeepStrictEqual } from 'node:util'
import { and, eq } from 'drizzle-orm'
import { db } from '@/db/client'
import { surveyDefinition, surveyResponse } from '@/db/schema/surveys'
import type { TSurveyDefinition } from './definitions'
import { interpretScore, scoreAnswers, type TSurveyAnswers } from './scoring'

// Survey versions whose stored copy this process has compared with its own, as the JSON it
// compared: a stored version never changes, so after the first write of a version every further
// answer is one INSERT (one round trip, atomic on its own) instead of a four-statement transaction.
const checkedDefinitions = new Map<string, string>()

/** PostgreSQL's foreign_key_violation: the definition row the fast path counted on is gone. */
function isForeignKeyViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : undefined
  return [error, cause].some(
    (candidate) =>
      typeof candidate === 'object' &&
      candidate !== null &&
      'code' in candidate &&
      candidate.code === '23503',
  )
}

/**
 * Stores one completed survey with its score and result, with the user when signed in and
 * without any identity otherwise. The definition version is stored alongside (once); finding a
 * different stored copy of the same version means a shipped version was edited in code, which
 * would silently change old results, so that fails loudly instead.
 */
export async function recordSurveyResponse(input: {
  definition: TSurveyDefinition
  answers: TSurveyAnswers
  locale: string
  userId: string | null
}): Promise<{ id: string; score: number; result: string }> {
  const { definition } = input
  const score = scoreAnswers(definition, input.answers)
  if (score === undefined) throw new Error('recordSurveyResponse: answers were not validated')
  const result = interpretScore(definition.survey, score)
  const answers = Object.fromEntries(definition.questions.map((q) => [q.id, input.answers[q.id] ?? '']))
  const response = {
    survey: definition.survey,
    version: definition.version,
    answers,
    score,
    result,
    locale: input.locale,
    userId: input.userId,
  }
  const key = `${definition.survey}:${definition.version}`
  const asJson = JSON.stringify(definition)

  if (checkedDefinitions.get(key) === asJson) {
    try {
      const [row] = await db.insert(surveyResponse).values(response).returning({ id: surveyResponse.id })
      return { id: row!.id, score, result }
    } catch (error) {
      // The stored definition was removed (a reset database): check and store it again below.
      if (!isForeignKeyViolation(error)) throw error
      checkedDefinitions.delete(key)
    }
  }

  const stored = await db.transaction(async (tx) => {
    await tx
      .insert(surveyDefinition)
      .values({ survey: definition.survey, version: definition.version, definition })
      .onConflictDoNothing()
    const [stored] = await tx
      .select({ definition: surveyDefinition.definition })
      .from(surveyDefinition)
      .where(
        and(eq(surveyDefinition.survey, definition.survey), eq(surveyDefinition.version, definition.version)),
      )
    // jsonb reorders keys, so compare structurally.
    if (!isDeepStrictEqual(stored?.definition, JSON.parse(asJson))) {
      throw new Error(
        `Survey ${definition.survey} v${definition.version} differs from its stored copy: add a new version instead of editing a shipped one.`,
      )
    }
    const [row] = await tx.insert(surveyResponse).values(response).returning({ id: surveyResponse.id })
    return { id: row!.id, score, result }
  })
  checkedDefinitions.set(key, asJson)
  return stored
}
