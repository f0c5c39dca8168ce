'use server'

import { revalidatePath } from 'next/cache'
import { invalidInput, type TActionResult } from '@/lib/action-result'
import { getSession } from '@/modules/auth/session'
import { logCraving, saveCheckIn, savePlan, setNewQuitDate, setPlanTimeZone } from './commands'
import {
  buildNewQuitDateSchema,
  buildPlanInputSchema,
  readForm,
  readPlanForm,
  ZCheckInInput,
  ZCravingInput,
  ZTimeZoneInput,
} from './schemas'

export type TCompanionActionState = TActionResult | null
export type TCheckInActionState = TActionResult<{ smokeFree: boolean; edited: boolean }> | null

function revalidateProgress() {
  revalidatePath('/[locale]/progress', 'page')
}

/** Creates or edits the signed-in person's quit plan. */
export async function savePlanAction(
  _previous: TCompanionActionState,
  form: FormData,
): Promise<TCompanionActionState> {
  // A crafted request can hand the action anything but a form; that is bad input, not a crash.
  if (!(form instanceof FormData)) return { ok: false, code: 'common/invalid-input' }
  const input = buildPlanInputSchema().safeParse(readPlanForm(form))
  if (!input.success) return invalidInput(input.error)
  const session = await getSession()
  if (!session) return { ok: false, code: 'companion/sign-in-required' }
  await savePlan(session.user.id, input.data)
  revalidateProgress()
  return { ok: true, data: undefined }
}

/** Today's check-in; the same day again edits it. */
export async function checkInAction(
  _previous: TCheckInActionState,
  form: FormData,
): Promise<TCheckInActionState> {
  if (!(form instanceof FormData)) return { ok: false, code: 'common/invalid-input' }
  const input = ZCheckInInput.safeParse(
    readForm(form, ['status', 'cigarettes', 'mood', 'cravingLevel', 'timeZone']),
  )
  if (!input.success) return invalidInput(input.error)
  const session = await getSession()
  if (!session) return { ok: false, code: 'companion/sign-in-required' }
  const saved = await saveCheckIn(session.user.id, input.data)
  if (!saved) return { ok: false, code: 'companion/plan-required' }
  revalidateProgress()
  return { ok: true, data: { smokeFree: input.data.smokeFree, edited: saved.edited } }
}

/** A fresh start: the plan's quit date moves; check-ins and slips stay recorded. */
export async function setNewQuitDateAction(
  _previous: TCompanionActionState,
  form: FormData,
): Promise<TCompanionActionState> {
  if (!(form instanceof FormData)) return { ok: false, code: 'common/invalid-input' }
  const input = buildNewQuitDateSchema().safeParse(readForm(form, ['quitDate']))
  if (!input.success) return invalidInput(input.error)
  const session = await getSession()
  if (!session) return { ok: false, code: 'companion/sign-in-required' }
  if (!(await setNewQuitDate(session.user.id, input.data.quitDate)))
    return { ok: false, code: 'companion/plan-required' }
  revalidateProgress()
  return { ok: true, data: undefined }
}

/** "Log this craving" on /craving, for signed-in people. */
export async function logCravingAction(
  _previous: TCompanionActionState,
  form: FormData,
): Promise<TCompanionActionState> {
  if (!(form instanceof FormData)) return { ok: false, code: 'common/invalid-input' }
  const input = ZCravingInput.safeParse(readForm(form, ['intensity', 'trigger']))
  if (!input.success) return invalidInput(input.error)
  const session = await getSession()
  if (!session) return { ok: false, code: 'companion/sign-in-required' }
  await logCraving(session.user.id, input.data)
  revalidateProgress()
  return { ok: true, data: undefined }
}

/**
 * Stores the browser's time zone when it differs from the plan's (a trip, a move), so "today"
 * on /progress is the person's day before they send any form.
 */
export async function syncTimeZoneAction(
  _previous: TCompanionActionState,
  form: FormData,
): Promise<TCompanionActionState> {
  // A form action like every other (decision 015: the proxy refuses other argument shapes).
  if (!(form instanceof FormData)) return { ok: false, code: 'common/invalid-input' }
  const input = ZTimeZoneInput.safeParse(readForm(form, ['timeZone']))
  if (!input.success) return { ok: false, code: 'common/invalid-input' }
  const session = await getSession()
  if (!session) return { ok: false, code: 'companion/sign-in-required' }
  if (!(await setPlanTimeZone(session.user.id, input.data.timeZone)))
    return { ok: false, code: 'companion/plan-required' }
  revalidateProgress()
  return { ok: true, data: undefined }
}
