'use server'

import { getLocale } from 'next-intl/server'
import { invalidInput, type TActionResult } from '@/lib/action-result'
import { getSession } from '@/modules/auth/public'
import { recordSurveyResponse } from './commands'
import { CURRENT_SURVEYS } from './definitions'
import { buildAnswersSchema, ZSurveySubmission } from './schemas'
import type { TSurveyErrorCode, TSurveyOutcome } from './types'

// Failures carry only the survey's own codes (SURVEY_ERROR_CODES), the strings its page ships.
export type TSurveyActionState =
  | Exclude<TActionResult<TSurveyOutcome>, { ok: false }>
  | (Extract<TActionResult<TSurveyOutcome>, { ok: false }> & { code: TSurveyErrorCode })
  | null

/**
 * Scores and stores one completed survey. The form posts here with and without JavaScript.
 * Answers are checked against the survey's current definition; a tampered or incomplete form
 * gets `surveys/invalid-answer` and nothing is stored.
 */
export async function submitSurveyAction(
  _previous: TSurveyActionState,
  form: FormData,
): Promise<TSurveyActionState> {
  // A crafted request can hand the action anything but a form; that is bad input, not a crash.
  if (!(form instanceof FormData)) return { ok: false, code: 'surveys/invalid-answer' }
  const submission = ZSurveySubmission.safeParse({ survey: form.get('survey'), version: form.get('version') })
  if (!submission.success) return { ...invalidInput(submission.error), code: 'surveys/invalid-answer' }
  const definition = CURRENT_SURVEYS[submission.data.survey]
  if (definition.version !== submission.data.version) return { ok: false, code: 'surveys/outdated-version' }

  const answers = buildAnswersSchema(definition).safeParse(Object.fromEntries(form))
  if (!answers.success) return { ...invalidInput(answers.error), code: 'surveys/invalid-answer' }

  const session = await getSession()
  const saved = await recordSurveyResponse({
    definition,
    answers: answers.data,
    locale: await getLocale(),
    userId: session?.user.id ?? null,
  })
  return {
    ok: true,
    data: {
      survey: definition.survey,
      score: saved.score,
      result: saved.result,
      savedTo: session ? 'account' : 'anonymous',
    },
  }
}
