'use server'

import { revalidatePath } from 'next/cache'
import { formAction, readFields } from '@/lib/action'
import type { TActionResult } from '@/lib/action-result'
import { getTodayIn } from '@/lib/calendar'
import { getRequestNow } from '@/lib/request-clock'
import { signedIn } from '@/modules/auth/public'
import { buildCheckInAction } from './check-in-action'
import { logCraving, savePlan, setNewQuitDate, setPlanTimeZone } from './commands'
import {
  buildNewQuitDateSchema,
  buildPlanInputSchema,
  readPlanForm,
  ZCravingInput,
  ZTimeZoneInput,
} from './schemas'
import { CRAVING_LOG_RULE, limitNewQuitDate, limitPlanSave, PLAN_RULE, perPerson } from './write-limits'

export type TCompanionActionState = TActionResult | null
export type TCheckInActionState = TActionResult<{ smokeFree: boolean; edited: boolean }> | null

const person = signedIn('companion/sign-in-required')
const PLAN_REQUIRED = { ok: false, status: 409, code: 'companion/plan-required' } as const
const DONE = { ok: true, data: undefined } as const

function revalidateProgress() {
  revalidatePath('/[locale]/progress', 'page')
}

/** Creates or edits the signed-in person's quit plan. */
export const savePlanAction = formAction({
  read: readPlanForm,
  schema: () => buildPlanInputSchema(),
  guard: person,
  limit: limitPlanSave,
  async run(input, session) {
    // A cut-down plan starts "today": the browser tests move it (decision 064).
    const now = await getRequestNow()
    // Cutting down needs at least one day before the day of none (decision 067).
    if (input.mode === 'cut-down' && input.quitDate <= getTodayIn(now, input.timeZone ?? 'UTC')) {
      const code = 'companion/cut-down-date-invalid'
      return { ok: false, status: 400, code, fields: { quitDate: [code] } }
    }
    await savePlan(session.user.id, input, now)
    revalidateProgress()
    return DONE
  },
})

/** Today's check-in; the same day again edits it. A route may add other features' fields (buildCheckInAction). */
export const checkInAction = buildCheckInAction()

/** A fresh start: the plan's quit date moves; check-ins and slips stay recorded. */
export const setNewQuitDateAction = formAction({
  read: (form) => readFields(form, ['quitDate']),
  schema: () => buildNewQuitDateSchema(),
  guard: person,
  limit: limitNewQuitDate,
  async run(input, session) {
    if (!(await setNewQuitDate(session.user.id, input.quitDate))) return PLAN_REQUIRED
    revalidateProgress()
    return DONE
  },
})

/** "Log this craving" on /craving, for signed-in people. */
export const logCravingAction = formAction({
  read: (form) => readFields(form, ['intensity', 'trigger']),
  schema: ZCravingInput,
  guard: person,
  limit: perPerson(CRAVING_LOG_RULE),
  async run(input, session) {
    // The browser tests move "now" per request (decision 064); otherwise the real time.
    await logCraving(session.user.id, input, await getRequestNow())
    revalidateProgress()
    return DONE
  },
})

/**
 * Stores the browser's time zone when it differs from the plan's (a trip, a move), so "today"
 * on /progress is the person's day before they send any form.
 */
export const syncTimeZoneAction = formAction({
  read: (form) => readFields(form, ['timeZone']),
  schema: ZTimeZoneInput,
  invalidCode: 'common/invalid-input',
  guard: person,
  limit: perPerson(PLAN_RULE),
  async run(input, session) {
    if (!(await setPlanTimeZone(session.user.id, input.timeZone))) return PLAN_REQUIRED
    revalidateProgress()
    return DONE
  },
})
