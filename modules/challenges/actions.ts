'use server'

import { revalidatePath } from 'next/cache'
import { getLocale } from 'next-intl/server'
import { z } from 'zod'
import { redirect } from '@/i18n/navigation'
import { formAction, readFields, resultOf } from '@/lib/action'
import type { TActionResult } from '@/lib/action-result'
import { getTodayIn } from '@/lib/calendar'
import { signedIn } from '@/modules/auth/public'
import { checkInDay, closeChallenge, joinChallenge, startChallenge } from './commands'
import { buildStartChallengeSchema, ZChallengeId, ZCheckInInput, ZCloseChallengeInput } from './schemas'

export type TChallengeActionState = TActionResult | null

const participant = signedIn('challenges/sign-in-required')

function revalidateChallenge() {
  revalidatePath('/[locale]/challenge-invite/[id]', 'page')
  revalidatePath('/[locale]/account', 'page')
}

/** Starts a challenge for the signed-in user and opens its invite page. */
export const startChallengeAction = formAction({
  read: (form) => readFields(form, ['title', 'customTitle', 'startsOn', 'lengthDays', 'maxParticipants']),
  schema: () => buildStartChallengeSchema(getTodayIn(new Date(), 'UTC')),
  guard: participant,
  async run(input, session) {
    const { id } = await startChallenge(session.user.id, input)
    revalidatePath('/[locale]/account', 'page')
    redirect({ href: { pathname: '/challenge-invite/[id]', params: { id } }, locale: await getLocale() })
    return { ok: true, data: undefined }
  },
})

/** Joins with one click; joining twice does nothing. Full, ended and closed challenges say so. */
export const joinChallengeAction = formAction({
  read: (form) => readFields(form, ['challengeId']),
  schema: z.object({ challengeId: ZChallengeId }),
  invalidCode: 'challenges/not-found',
  guard: participant,
  async run({ challengeId }, session) {
    const outcome = await joinChallenge(session.user.id, challengeId, getTodayIn(new Date(), 'UTC'))
    if (outcome === 'joined' || outcome === 'already-joined') revalidateChallenge()
    return resultOf(outcome, {
      joined: 'ok',
      'already-joined': 'ok',
      'not-found': 'challenges/not-found',
      full: 'challenges/full',
      ended: 'challenges/ended',
      closed: 'challenges/closed',
    })
  },
})

/** Records a smoke-free day (the day's button carries it) in the participant's time zone. */
export const checkInAction = formAction({
  read: (form) => readFields(form, ['challengeId', 'day', 'timeZone']),
  schema: ZCheckInInput,
  guard: participant,
  async run(input, session) {
    const outcome = await checkInDay({
      userId: session.user.id,
      challengeId: input.challengeId,
      day: input.day,
      today: getTodayIn(new Date(), input.timeZone),
    })
    if (outcome === 'checked-in') revalidateChallenge()
    return resultOf(outcome, {
      'checked-in': 'ok',
      'not-found': 'challenges/not-found',
      'not-participant': 'challenges/not-participant',
      closed: 'challenges/closed',
      'day-not-allowed': 'challenges/day-not-allowed',
    })
  },
})

/** The owner closes the challenge: nobody joins or checks in after that. */
export const closeChallengeAction = formAction({
  read: (form) => readFields(form, ['challengeId', 'confirm']),
  schema: ZCloseChallengeInput,
  invalidCode: 'challenges/not-found',
  guard: participant,
  async run({ challengeId, confirm }, session) {
    if (confirm !== 'yes') return { ok: false, status: 400, code: 'challenges/close-not-confirmed' }
    if (!(await closeChallenge(session.user.id, challengeId)))
      return { ok: false, status: 404, code: 'challenges/not-found' }
    revalidateChallenge()
    return { ok: true, data: undefined }
  },
})
