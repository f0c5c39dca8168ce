import type { TSurveyKey } from './definitions'

/** What the survey form shows after a successful submission. */
export type TSurveyOutcome = {
  survey: TSurveyKey
  score: number
  /** A band key (`moderate`) or a ladder level (`level5`). */
  result: string
  savedTo: 'account' | 'anonymous'
}
