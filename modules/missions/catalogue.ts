import type { TMissionSource } from './sources'

// The programme's missions (decision 064): one a day in the week before the quit date, then
// most days of the first four weeks. The texts are in messages (missions.catalogue.<key>) in all
// nine languages; what each mission applies (a label of the Behaviour Change Technique Taxonomy
// v1, Michie et al. 2013) and where it comes from stay here, the same in every language.

/** The behaviour change techniques the missions apply, as BCT Taxonomy v1 numbers and labels. */
export const BCT_LABELS = {
  '1.1': 'Goal setting (behavior)',
  '1.2': 'Problem solving',
  '1.4': 'Action planning',
  '1.5': 'Review behavior goal(s)',
  '1.9': 'Commitment',
  '2.4': 'Self-monitoring of outcome(s) of behavior',
  '3.1': 'Social support (unspecified)',
  '4.2': 'Information about antecedents',
  '5.1': 'Information about health consequences',
  '8.2': 'Behavior substitution',
  '10.9': 'Self-reward',
  '11.1': 'Pharmacological support',
  '11.2': 'Reduce negative emotions',
  '12.1': 'Restructuring the physical environment',
  '12.2': 'Restructuring the social environment',
  '12.3': 'Avoidance/reducing exposure to cues for the behavior',
  '13.5': 'Identity associated with changed behavior',
  '15.4': 'Self-talk',
} as const
export type TBct = keyof typeof BCT_LABELS

export type TMission = {
  key: string
  /** Day of the programme it belongs to: negative before the quit date, 0 is the quit day. */
  day: number
  /** Marked done with a written answer (the person's triggers, their plan). */
  answer: boolean
  bct: TBct
  source: TMissionSource
}

export const MISSIONS = [
  // The week before the quit date (NCSCT pre-quit session, NHS Better Health).
  { key: 'triggers', day: -7, answer: true, bct: '4.2', source: 'ncsct-stp' },
  { key: 'tell-someone', day: -6, answer: true, bct: '3.1', source: 'ncsct-stp' },
  { key: 'choose-medicine', day: -5, answer: false, bct: '11.1', source: 'who-2024' },
  { key: 'withdrawal', day: -4, answer: false, bct: '5.1', source: 'ncsct-stp' },
  { key: 'first-days', day: -3, answer: true, bct: '1.4', source: 'ncsct-stp' },
  { key: 'clear-out', day: -2, answer: false, bct: '12.1', source: 'nhs-better-health' },
  { key: 'not-a-puff', day: -1, answer: false, bct: '1.9', source: 'ncsct-stp' },
  // The first four weeks (NCSCT quit-day and follow-up sessions, NHS self-help tips).
  { key: 'quit-day', day: 0, answer: true, bct: '12.3', source: 'ncsct-stp' },
  { key: 'ride-it-out', day: 1, answer: false, bct: '8.2', source: 'nhs-self-help' },
  { key: 'if-then', day: 2, answer: false, bct: '1.2', source: 'ncsct-stp' },
  { key: 'smokers-around', day: 3, answer: true, bct: '12.2', source: 'ncsct-stp' },
  { key: 'change-drink', day: 4, answer: false, bct: '12.3', source: 'nhs-self-help' },
  { key: 'hands-mouth', day: 5, answer: true, bct: '8.2', source: 'nhs-self-help' },
  { key: 'reward', day: 6, answer: true, bct: '10.9', source: 'nhs-better-health' },
  { key: 'first-week', day: 7, answer: true, bct: '1.5', source: 'ncsct-stp' },
  { key: 'get-moving', day: 8, answer: false, bct: '8.2', source: 'nhs-self-help' },
  { key: 'stress', day: 9, answer: false, bct: '11.2', source: 'nhs-self-help' },
  { key: 'snacks', day: 10, answer: true, bct: '1.4', source: 'nhs-self-help' },
  { key: 'slip', day: 11, answer: false, bct: '1.2', source: 'ncsct-stp' },
  { key: 'non-smoker', day: 12, answer: true, bct: '13.5', source: 'ncsct-stp' },
  { key: 'what-changed', day: 13, answer: true, bct: '2.4', source: 'nhs-better-health' },
  { key: 'support-line', day: 14, answer: false, bct: '3.1', source: 'cochrane-cd008286' },
  { key: 'look-ahead', day: 15, answer: true, bct: '1.2', source: 'ncsct-stp' },
  { key: 'medicine-course', day: 17, answer: false, bct: '11.1', source: 'ncsct-stp' },
  { key: 'talk-back', day: 19, answer: true, bct: '15.4', source: 'nhs-self-help' },
  { key: 'third-week', day: 21, answer: true, bct: '1.5', source: 'ncsct-stp' },
  { key: 'smoke-free-places', day: 22, answer: false, bct: '12.3', source: 'nhs-self-help' },
  { key: 'rare-triggers', day: 24, answer: true, bct: '1.2', source: 'ncsct-stp' },
  { key: 'thank-supporters', day: 26, answer: false, bct: '3.1', source: 'ncsct-stp' },
  { key: 'four-weeks', day: 27, answer: true, bct: '1.1', source: 'hse-quit' },
] as const satisfies readonly TMission[]

export type TMissionKey = (typeof MISSIONS)[number]['key']
export const MISSION_KEYS = MISSIONS.map((mission) => mission.key) as [TMissionKey, ...TMissionKey[]]

export const FIRST_MISSION_DAY = Math.min(...MISSIONS.map((mission) => mission.day))
export const LAST_MISSION_DAY = Math.max(...MISSIONS.map((mission) => mission.day))
/** The longest answer a person can write. */
export const ANSWER_LENGTH_MAX = 1000

export function findMission(key: string): TMission | undefined {
  return MISSIONS.find((mission) => mission.key === key)
}
