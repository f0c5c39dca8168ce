'use server'

import { revalidatePath } from 'next/cache'
import { getLocale } from 'next-intl/server'
import { redirect } from '@/i18n/navigation'
import { invalidInput, type TActionResult } from '@/lib/action-result'
import { getSession } from '@/modules/auth/session'
import { getTodayIn } from '@/modules/certificates/smoke-free'
import { checkInDay, closeChallenge, joinChallenge, startChallenge } from './commands'
import { buildStartChallengeSchema, readField, ZChallengeId, ZCheckInInput } from './schemas'

export type TChallengeActionState = TActionResult | null

function revalidateChallenge() {
  revalidatePath('/[locale]/challenge-invite/[id]', 'page')
  revalidatePath('/[locale]/account', 'page')
}

/** Starts a challenge for the signed-in user and opens its invite page. */
export async function startChallengeAction(
  _previous: TChallengeActionState,
  form: FormData,
): Promise<TChallengeActionState> {
  // A crafted request can hand the action anything but a form; that is bad input, not a crash.
  if (!(form instanceof FormData)) return { ok: false, code: 'common/invalid-input' }
  const input = buildStartChallengeSchema(getTodayIn(new Date(), 'UTC')).safeParse({
    title: readField(form, 'title'),
    customTitle: readField(form, 'customTitle'),
    startsOn: readField(form, 'startsOn'),
    lengthDays: readField(form, 'lengthDays'),
    maxParticipants: readField(form, 'maxParticipants'),
  })
  if (!input.success) return invalidInput(input.error)
  const session = await getSession()
  if (!session) return { ok: false, code: 'challenges/sign-in-required' }
  const { id } = await startChallenge(session.user.id, input.data)
  revalidatePath('/[locale]/account', 'page')
  redirect({ href: { pathname: '/challenge-invite/[id]', params: { id } }, locale: await getLocale() })
  return { ok: true, data: undefined }
}

/** Joins with one click; joining twice does nothing. Full, ended and closed challenges say so. */
export async function joinChallengeAction(
  _previous: TChallengeActionState,
  form: FormData,
): Promise<TChallengeActionState> {
  // A crafted request can hand the action anything but a form; that is bad input, not a crash.
  if (!(form instanceof FormData)) return { ok: false, code: 'common/invalid-input' }
  const id = ZChallengeId.safeParse(form.get('challengeId'))
  if (!id.success) return { ok: false, code: 'challenges/not-found' }
  const session = await getSession()
  if (!session) return { ok: false, code: 'challenges/sign-in-required' }
  const outcome = await joinChallenge(session.user.id, id.data, getTodayIn(new Date(), 'UTC'))
  switch (outcome) {
    case 'joined':
    case 'already-joined':
      revalidateChallenge()
      return { ok: true, data: undefined }
    case 'not-found':
      return { ok: false, code: 'challenges/not-found' }
    case 'full':
      return { ok: false, code: 'challenges/full' }
    case 'ended':
      return { ok: false, code: 'challenges/ended' }
    case 'closed':
      return { ok: false, code: 'challenges/closed' }
  }
}

/** Records a smoke-free day (the day's button carries it) in the participant's time zone. */
export async function checkInAction(
  _previous: TChallengeActionState,
  form: FormData,
): Promise<TChallengeActionState> {
  // A crafted request can hand the action anything but a form; that is bad input, not a crash.
  if (!(form instanceof FormData)) return { ok: false, code: 'common/invalid-input' }
  const input = ZCheckInInput.safeParse({
    challengeId: readField(form, 'challengeId'),
    day: readField(form, 'day'),
    timeZone: readField(form, 'timeZone'),
  })
  if (!input.success) return invalidInput(input.error)
  const session = await getSession()
  if (!session) return { ok: false, code: 'challenges/sign-in-required' }
  const outcome = await checkInDay({
    userId: session.user.id,
    challengeId: input.data.challengeId,
    day: input.data.day,
    today: getTodayIn(new Date(), input.data.timeZone),
  })
  switch (outcome) {
    case 'checked-in':
      revalidateChallenge()
      return { ok: true, data: undefined }
    case 'not-found':
      return { ok: false, code: 'challenges/not-found' }
    case 'not-participant':
      return { ok: false, code: 'challenges/not-participant' }
    case 'closed':
      return { ok: false, code: 'challenges/closed' }
    case 'day-not-allowed':
      return { ok: false, code: 'challenges/day-not-allowed' }
  }
}

/** The owner closes the challenge: nobody joins or checks in after that. */
export async function closeChallengeAction(
  _previous: TChallengeActionState,
  form: FormData,
): Promise<TChallengeActionState> {
  // A crafted request can hand the action anything but a form; that is bad input, not a crash.
  if (!(form instanceof FormData)) return { ok: false, code: 'common/invalid-input' }
  const id = ZChallengeId.safeParse(form.get('challengeId'))
  if (!id.success) return { ok: false, code: 'challenges/not-found' }
  if (form.get('confirm') !== 'yes') return { ok: false, code: 'challenges/close-not-confirmed' }
  const session = await getSession()
  if (!session) return { ok: false, code: 'challenges/sign-in-required' }
  if (!(await closeChallenge(session.user.id, id.data))) return { ok: false, code: 'challenges/not-found' }
  revalidateChallenge()
  return { ok: true, data: undefined }
}
