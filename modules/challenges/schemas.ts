import { z } from 'zod'
import { addDays, isIsoDate, isTimeZone } from '@/lib/calendar'
import { ID_PATTERN } from '@/lib/ids'
import { CHALLENGE_LENGTHS, CHALLENGE_TITLE_KEYS } from './calendar'
import { MAX_PARTICIPANTS, TITLE_MAX } from './constants'

export { MAX_PARTICIPANTS, TITLE_MAX }

/** How far ahead a challenge may start. */
const START_WITHIN_DAYS = 365

export const ZChallengeId = z.string().regex(ID_PATTERN)

/** The participant's time zone, filled in by the browser; without JavaScript it is UTC. */
export const ZTimeZone = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? 'UTC' : value),
  z.string().refine(isTimeZone, { error: 'common/invalid-input' }),
)

/**
 * The start form. The start date may be yesterday (UTC) at the earliest, so that "today" works
 * in every time zone, and at most a year ahead. Error messages are error codes.
 */
export function buildStartChallengeSchema(todayUtc: string) {
  return z
    .object({
      title: z.enum([...CHALLENGE_TITLE_KEYS, 'custom'], { error: 'challenges/title-invalid' }),
      customTitle: z.string().trim().max(TITLE_MAX, { error: 'challenges/custom-title-required' }).optional(),
      startsOn: z
        .string({ error: 'challenges/start-date-invalid' })
        .refine(
          (value) =>
            isIsoDate(value) &&
            value >= addDays(todayUtc, -1) &&
            value <= addDays(todayUtc, START_WITHIN_DAYS),
          { error: 'challenges/start-date-invalid' },
        ),
      lengthDays: z.coerce
        .number({ error: 'challenges/length-invalid' })
        .refine((value) => (CHALLENGE_LENGTHS as readonly number[]).includes(value), {
          error: 'challenges/length-invalid',
        }),
      maxParticipants: z.coerce
        .number({ error: 'challenges/max-participants-invalid' })
        .int({ error: 'challenges/max-participants-invalid' })
        .min(2, { error: 'challenges/max-participants-invalid' })
        .max(MAX_PARTICIPANTS, { error: 'challenges/max-participants-invalid' }),
    })
    .superRefine((input, context) => {
      if (input.title === 'custom' && !input.customTitle) {
        context.addIssue({
          code: 'custom',
          path: ['customTitle'],
          message: 'challenges/custom-title-required',
        })
      }
    })
    .transform((input) => ({
      titleKey: input.title === 'custom' ? null : input.title,
      customTitle: input.title === 'custom' ? (input.customTitle ?? null) : null,
      startsOn: input.startsOn,
      lengthDays: input.lengthDays,
      maxParticipants: input.maxParticipants,
    }))
}
export type TStartChallengeInput = z.output<ReturnType<typeof buildStartChallengeSchema>>

export const ZCheckInInput = z.object({
  challengeId: ZChallengeId,
  day: z.string().refine(isIsoDate),
  timeZone: ZTimeZone,
})

/** The owner's "close" form: the challenge and the ticked confirmation. */
export const ZCloseChallengeInput = z.object({ challengeId: ZChallengeId, confirm: z.string().optional() })
