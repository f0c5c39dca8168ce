'use server'

import { revalidatePath } from 'next/cache'
import { formAction, readFields, resultOf } from '@/lib/action'
import { signedIn } from '@/modules/auth/public'
import { addCopingPlan, deleteCopingPlan, saveRiskyHourSettings } from './commands'
import { ZCopingPlanId, ZCopingPlanInput, ZRiskyHourSettings } from './schemas'

const person = signedIn('coping-plans/sign-in-required')

function revalidateProgress() {
  revalidatePath('/[locale]/progress', 'page')
}

/** Writes an if-then plan (at most ten). Works without JavaScript. */
export const addCopingPlanAction = formAction({
  read: (form) => readFields(form, ['trigger', 'situation', 'action']),
  schema: ZCopingPlanInput,
  keep: ['situation', 'action'],
  guard: person,
  async run(input, session) {
    const outcome = await addCopingPlan(session.user.id, input)
    revalidateProgress()
    return resultOf(outcome, { added: 'ok', full: 'coping-plans/too-many' })
  },
})

export const deleteCopingPlanAction = formAction({
  read: (form) => readFields(form, ['id']),
  schema: ZCopingPlanId,
  guard: person,
  async run(input, session) {
    if (!(await deleteCopingPlan(session.user.id, input.id)))
      return { ok: false, status: 404, code: 'coping-plans/not-found' }
    revalidateProgress()
    return { ok: true, data: undefined }
  },
})

/** Turns the reminder before the person's risky hours on or off. */
export const saveRiskyHourSettingsAction = formAction({
  read: (form) => readFields(form, ['riskyHourEmails', 'riskyHourPush']),
  schema: ZRiskyHourSettings,
  guard: person,
  async run(input, session) {
    await saveRiskyHourSettings(session.user.id, input)
    revalidateProgress()
    return { ok: true, data: undefined }
  },
})
