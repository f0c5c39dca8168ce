'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { isLocale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'
import { formAction, readFields } from '@/lib/action'
import { adminOnly, failure, NOT_A_FORM, type TAdminFormState, withAdmin } from '@/modules/admin/public'
import { saveBroadcastDraft, sendTestBroadcast, setBroadcastPaused, startBroadcast } from './commands'
import { parseBroadcastForm, ZBroadcastControlInput, ZStartBroadcastInput, ZTestSendInput } from './schemas'

function refreshEmailPage() {
  revalidatePath('/[locale]/admin/email', 'page')
}

/** Saves the compose form; a new broadcast then opens as `/admin/email?id=…` with its preview. */
export async function saveBroadcastAction(_previous: TAdminFormState<unknown>, form: FormData) {
  const result = await withAdmin<{ id: string }>(async (admin) => {
    if (!(form instanceof FormData)) return NOT_A_FORM
    const parsed = parseBroadcastForm(form)
    if (!parsed.ok) return { ok: false, status: 400, code: 'common/invalid-input', fields: parsed.fields }
    return saveBroadcastDraft(admin.user.id, parsed.id, parsed.contents)
  })
  if (!result.ok) return result
  refreshEmailPage()
  if (!form.get('id')) {
    const locale = form.get('locale')
    redirect({
      href: { pathname: '/admin/email', query: { id: result.data.id } },
      locale: isLocale(locale) ? locale : 'en',
    })
  }
  return result
}

/** Starts sending to the chosen locales' subscribers, after the explicit confirmation. */
export const startBroadcastAction = formAction({
  read: (form) => ({ id: form.get('id'), locales: form.getAll('locales'), confirm: form.get('confirm') }),
  schema: ZStartBroadcastInput.extend({ confirm: z.unknown() }),
  guard: adminOnly,
  async run(input, admin) {
    if (input.confirm !== 'yes') return failure(400, 'broadcasts/confirm-required')
    const result = await startBroadcast(admin.user.id, input.id, input.locales)
    if (result.ok) refreshEmailPage()
    return result
  },
})

export const pauseBroadcastAction = formAction({
  read: (form) => readFields(form, ['id']),
  schema: ZBroadcastControlInput,
  guard: adminOnly,
  async run(input, admin) {
    const result = await setBroadcastPaused(admin.user.id, input.id, true)
    if (result.ok) refreshEmailPage()
    return result
  },
})

export const resumeBroadcastAction = formAction({
  read: (form) => readFields(form, ['id']),
  schema: ZBroadcastControlInput,
  guard: adminOnly,
  async run(input, admin) {
    const result = await setBroadcastPaused(admin.user.id, input.id, false)
    if (result.ok) refreshEmailPage()
    return result
  },
})

/** Sends the chosen locale's version to the signed-in admin's own address. */
export const sendTestBroadcastAction = formAction({
  read: (form) => readFields(form, ['id', 'locale']),
  schema: ZTestSendInput,
  guard: adminOnly,
  run: (input, admin) =>
    sendTestBroadcast({ id: admin.user.id, email: admin.user.email }, input.id, input.locale),
})
