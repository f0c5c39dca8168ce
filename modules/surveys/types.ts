import type { TErrorCode } from '@/lib/action-result'
import type { TSurveyKey } from './definitions'

/** Every error the survey form can show: the page ships only these error strings. */
export const SURVEY_ERROR_CODES = [
  'surveys/invalid-answer',
  'surveys/outdated-version',
] as const satisfies readonly TErrorCode[]
export type TSurveyErrorCode = (typeof SURVEY_ERROR_CODES)[number]

/** What the survey form shows after a successful submission. */
export type TSurveyOutcome = {
  survey: TSurveyKey
  score: number
  /** A band key (`moderate`) or a ladder level (`level5`). */
  result: string
  savedTo: 'account' | 'anonymous'
}
