import { z } from 'zod'
import { SURVEY_KEYS, type TSurveyDefinition } from './definitions'

export const ZSurveyKey = z.enum(SURVEY_KEYS)

/** Which survey and version a submitted form answers (hidden fields of the form). */
export const ZSurveySubmission = z.object({
  survey: ZSurveyKey,
  version: z.coerce.number().int().positive().max(1000),
})
export type TSurveySubmission = z.infer<typeof ZSurveySubmission>

/**
 * The answers a definition accepts: every question answered with one of its own option ids.
 * Anything else (a missing answer, an invented option, a score instead of an id) fails.
 */
export function buildAnswersSchema(definition: TSurveyDefinition) {
  return z.object(
    Object.fromEntries(
      definition.questions.map((question) => [
        question.id,
        z.enum(question.options.map((option) => option.id) as [string, ...string[]], {
          error: 'surveys/invalid-answer',
        }),
      ]),
    ),
  )
}
