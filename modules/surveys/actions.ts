'use server'

import { getLocale } from 'next-intl/server'
import { z } from 'zod'
import { formAction, readFields } from '@/lib/action'
import { invalidInput, type TActionResult } from '@/lib/action-result'
import { maybeSignedIn } from '@/modules/auth/public'
import { recordSurveyResponse } from './commands'
import { CURRENT_SURVEYS } from './definitions'
import { buildAnswersSchema, ZSurveySubmission } from './schemas'
import type { TSurveyOutcome } from './types'

// Failures carry only the survey's own codes (SURVEY_ERROR_CODES), the strings its page ships.
export type TSurveyActionState = TActionResult<TSurveyOutcome> | null

/**
 * Scores and stores one completed survey. The form posts here with and without JavaScript.
 * Answers are checked against the survey's current definition; a tampered or incomplete form
 * gets `surveys/invalid-answer` and nothing is stored.
 */
export const submitSurveyAction = formAction({
  read: (form) => ({ ...readFields(form, ['survey', 'version']), answers: Object.fromEntries(form) }),
  schema: ZSurveySubmission.extend({ answers: z.record(z.string(), z.unknown()) }),
  invalidCode: 'surveys/invalid-answer',
  guard: maybeSignedIn,
  async run(submission, session): Promise<TActionResult<TSurveyOutcome>> {
    const definition = CURRENT_SURVEYS[submission.survey]
    if (definition.version !== submission.version)
      return { ok: false, status: 409, code: 'surveys/outdated-version' }
    // Which questions there are depends on the survey, so the answers are checked here.
    const answers = buildAnswersSchema(definition).safeParse(submission.answers)
    if (!answers.success) return { ...invalidInput(answers.error), code: 'surveys/invalid-answer' }
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
  },
})
