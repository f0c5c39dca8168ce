/**
 * Survey definitions as versioned data. A version is frozen once shipped: its question and
 * option ids and scores never change, so stored answers always mean what they meant. A change
 * of wording or scoring adds a new version (with new message keys) and makes it current; old
 * responses keep pointing at theirs (`survey_definition` keeps a copy of every version used).
 *
 * Wording lives in the messages under `surveys.<survey>.v<version>`, keyed by the ids below.
 */

import type { TSurveyDefinition, TSurveyKey } from '@/db/schema/surveys'

export {
  SURVEY_KEYS,
  type TSurveyDefinition,
  type TSurveyKey,
  type TSurveyOption,
  type TSurveyQuestion,
} from '@/db/schema/surveys'

/**
 * Fagerström Test for Nicotine Dependence (Heatherton et al. 1991), with its published answer
 * scores: 6 questions, total 0–10.
 */
export const ftndV1: TSurveyDefinition = {
  survey: 'ftnd',
  version: 1,
  questions: [
    {
      id: 'firstCigarette',
      options: [
        { id: 'within5', score: 3 },
        { id: 'within30', score: 2 },
        { id: 'within60', score: 1 },
        { id: 'after60', score: 0 },
      ],
    },
    {
      id: 'forbiddenPlaces',
      options: [
        { id: 'yes', score: 1 },
        { id: 'no', score: 0 },
      ],
    },
    {
      id: 'hardestToGiveUp',
      options: [
        { id: 'firstMorning', score: 1 },
        { id: 'anyOther', score: 0 },
      ],
    },
    {
      id: 'perDay',
      options: [
        { id: 'upTo10', score: 0 },
        { id: 'from11To20', score: 1 },
        { id: 'from21To30', score: 2 },
        { id: 'over30', score: 3 },
      ],
    },
    {
      id: 'moreInMorning',
      options: [
        { id: 'yes', score: 1 },
        { id: 'no', score: 0 },
      ],
    },
    {
      id: 'whenIll',
      options: [
        { id: 'yes', score: 1 },
        { id: 'no', score: 0 },
      ],
    },
  ],
}

/**
 * Readiness-to-quit ladder: one question, seven rungs from "I don't want to quit" (1) to "I
 * firmly intend to quit within the next month" (7). The score is the rung.
 */
export const motivationV1: TSurveyDefinition = {
  survey: 'motivation',
  version: 1,
  questions: [
    {
      id: 'readiness',
      options: [1, 2, 3, 4, 5, 6, 7].map((level) => ({ id: `level${level}`, score: level })),
    },
  ],
}

/** Every version ever shipped, per survey. Never remove or edit an entry; add one. */
export const SURVEY_VERSIONS: Record<TSurveyKey, readonly TSurveyDefinition[]> = {
  ftnd: [ftndV1],
  motivation: [motivationV1],
}

/** The version new responses are recorded against. */
export const CURRENT_SURVEYS: Record<TSurveyKey, TSurveyDefinition> = {
  ftnd: ftndV1,
  motivation: motivationV1,
}

export function findSurveyDefinition(survey: TSurveyKey, version: number): TSurveyDefinition | undefined {
  return SURVEY_VERSIONS[survey].find((definition) => definition.version === version)
}

export function maxScore(definition: TSurveyDefinition): number {
  return definition.questions.reduce(
    (sum, question) => sum + Math.max(...question.options.map((option) => option.score)),
    0,
  )
}
