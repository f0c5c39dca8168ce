import { z } from 'zod'
import { ANSWER_LENGTH_MAX, findMission, MISSION_KEYS } from './catalogue'

/** Marking a mission done (with its answer, where it asks for one) or skipping it. */
export const ZMissionInput = z
  .object({
    mission: z.enum(MISSION_KEYS, { error: 'missions/unknown' }),
    intent: z.enum(['done', 'skip'], { error: 'common/invalid-input' }),
    answer: z
      .string()
      .optional()
      .transform((value) => value?.trim() ?? '')
      .pipe(z.string().max(ANSWER_LENGTH_MAX, { error: 'missions/answer-too-long' })),
  })
  .superRefine((input, context) => {
    if (input.intent === 'done' && findMission(input.mission)?.answer && input.answer === '') {
      context.addIssue({ code: 'custom', path: ['answer'], message: 'missions/answer-required' })
    }
  })
export type TMissionInput = z.output<typeof ZMissionInput>
