import type { TSurveyDefinition, TSurveyKey } from './definitions'

/** Answers by question id: the chosen option id. */
export type TSurveyAnswers = Record<string, string>

export const FTND_BANDS = [
  { key: 'veryLow', min: 0, max: 2 },
  { key: 'low', min: 3, max: 4 },
  { key: 'moderate', min: 5, max: 5 },
  { key: 'high', min: 6, max: 7 },
  { key: 'veryHigh', min: 8, max: 10 },
] as const
export type TFtndBand = (typeof FTND_BANDS)[number]['key']

export const MOTIVATION_LEVELS = [1, 2, 3, 4, 5, 6, 7] as const
export type TMotivationLevel = (typeof MOTIVATION_LEVELS)[number]

/**
 * The total of the chosen options' scores. Undefined when an answer is missing or names an
 * option the question does not have (a tampered form): such answers are never scored.
 */
export function scoreAnswers(definition: TSurveyDefinition, answers: TSurveyAnswers): number | undefined {
  let total = 0
  for (const question of definition.questions) {
    const chosen = answers[question.id]
    const option = question.options.find((candidate) => candidate.id === chosen)
    if (!option) return undefined
    total += option.score
  }
  return total
}

/** FTND band for a total of 0–10: 0–2 very low, 3–4 low, 5 moderate, 6–7 high, 8–10 very high. */
export function getFtndBand(score: number): TFtndBand {
  const band = FTND_BANDS.find((candidate) => score >= candidate.min && score <= candidate.max)
  if (!band || !Number.isInteger(score)) throw new RangeError(`FTND score out of range: ${score}`)
  return band.key
}

/** The ladder rung (1–7) a motivation score stands for. */
export function getMotivationLevel(score: number): TMotivationLevel {
  const level = MOTIVATION_LEVELS.find((candidate) => candidate === score)
  if (!level) throw new RangeError(`Motivation level out of range: ${score}`)
  return level
}

/** The result key stored with a response and used for its advice: a band or `level<n>`. */
export function interpretScore(survey: TSurveyKey, score: number): string {
  return survey === 'ftnd' ? getFtndBand(score) : `level${getMotivationLevel(score)}`
}
