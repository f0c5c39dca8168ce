'use server'

import { revalidatePath } from 'next/cache'
import { formAction, readFields, resultOf } from '@/lib/action'
import { signedIn } from '@/modules/auth/public'
import { getPlan } from '@/modules/companion/public'
import { addGoal, removeGoal } from './commands'
import { ZGoalId, ZGoalInput } from './schemas'

const person = signedIn('savings-goals/sign-in-required')

function revalidateProgress() {
  revalidatePath('/[locale]/progress', 'page')
}

/** Adds a goal at the end of the person's row (its price in the plan's currency). Works without JavaScript. */
export const addGoalAction = formAction({
  read: (form) => readFields(form, ['name', 'price']),
  schema: ZGoalInput,
  keep: ['name', 'price'],
  guard: person,
  async run(input, session) {
    // The price is in the plan's currency: no plan, no goal.
    if (!(await getPlan(session.user.id)))
      return { ok: false, status: 409, code: 'savings-goals/plan-required' }
    const outcome = await addGoal(session.user.id, input)
    revalidateProgress()
    return resultOf(outcome, { added: 'ok', full: 'savings-goals/too-many' })
  },
})

export const removeGoalAction = formAction({
  read: (form) => readFields(form, ['id']),
  schema: ZGoalId,
  guard: person,
  async run(input, session) {
    if (!(await removeGoal(session.user.id, input.id)))
      return { ok: false, status: 404, code: 'savings-goals/not-found' }
    revalidateProgress()
    return { ok: true, data: undefined }
  },
})
