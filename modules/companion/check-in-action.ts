import 'server-only'
import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import type { TTransaction } from '@/db/client'
import { formAction } from '@/lib/action'
import type { TIsoDate } from '@/lib/calendar'
import { readFields } from '@/lib/form-fields'
import { getRequestNow } from '@/lib/request-clock'
import { signedIn } from '@/modules/auth/public'
import { saveCheckIn } from './commands'
import { ZCheckInInput } from './schemas'
import { CHECK_IN_RULE, perPerson } from './write-limits'

/** What a field of another feature stores for the checked-in day, in the check-in's transaction. */
export type TCheckInFieldSave = (tx: TTransaction, userId: string, day: TIsoDate) => Promise<void>

/**
 * A field another feature adds to the daily check-in (the medicine's "taken today?"): its form
 * name and a schema that turns the raw value into what to store, or null for nothing. Its error
 * messages are error codes like the check-in's own.
 */
export type TCheckInField = { name: string; schema: z.ZodType<TCheckInFieldSave | null> }

const FIELDS = ['status', 'cigarettes', 'mood', 'cravingLevel', 'timeZone'] as const

/**
 * The daily check-in as a form action, with the fields of other features stored in the same
 * transaction (a route composes them; the companion knows none of them).
 */
export function buildCheckInAction(extraFields: readonly TCheckInField[] = []) {
  const extras = z.object(Object.fromEntries(extraFields.map((field) => [field.name, field.schema])))
  return formAction({
    read: (form) => ({
      ...readFields(form, FIELDS),
      ...readFields(
        form,
        extraFields.map((field) => field.name),
      ),
    }),
    schema: z.intersection(ZCheckInInput, extras),
    guard: signedIn('companion/sign-in-required'),
    limit: perPerson(CHECK_IN_RULE),
    async run(input, session) {
      const saves = extraFields
        .map((field) => input[field.name])
        .filter((save): save is TCheckInFieldSave => typeof save === 'function')
      const saved = await saveCheckIn(session.user.id, input, await getRequestNow(), saves)
      if (!saved) return { ok: false, status: 409, code: 'companion/plan-required' }
      revalidatePath('/[locale]/progress', 'page')
      return { ok: true, data: { smokeFree: input.smokeFree, edited: saved.edited } }
    },
  })
}
