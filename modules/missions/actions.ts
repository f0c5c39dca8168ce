'use server'

import { revalidatePath } from 'next/cache'
import { formAction, readFields } from '@/lib/action'
import type { TActionResult } from '@/lib/action-result'
import { signedIn } from '@/modules/auth/public'
import { markMission } from './commands'
import { ZMissionInput } from './schemas'

export type TMissionActionState = TActionResult<{ intent: 'done' | 'skip' }> | null

/** Marks today's (or an earlier) mission done, with its answer, or skips it. Works without JavaScript. */
export const markMissionAction = formAction({
  read: (form) => readFields(form, ['mission', 'intent', 'answer']),
  schema: ZMissionInput,
  keep: ['answer'],
  guard: signedIn('missions/sign-in-required'),
  async run(input, session) {
    await markMission(session.user.id, input)
    revalidatePath('/[locale]/progress', 'page')
    return { ok: true, data: { intent: input.intent } }
  },
})
