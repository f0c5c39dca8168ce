'use server'

import { revalidatePath } from 'next/cache'
import { formAction, readFields } from '@/lib/action'
import { signedIn } from '@/modules/auth/public'
import { setMedicineUse } from './commands'
import { buildMedicineUseSchema } from './schemas'

/** "What do you use?" on /progress: a medicine and its start date, or none. */
export const saveMedicineUseAction = formAction({
  read: (form) => readFields(form, ['medicine', 'startedOn']),
  schema: () => buildMedicineUseSchema(),
  guard: signedIn('medicines/sign-in-required'),
  async run(input, session) {
    await setMedicineUse(session.user.id, input)
    revalidatePath('/[locale]/progress', 'page')
    return { ok: true, data: undefined }
  },
})
