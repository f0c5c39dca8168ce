'use server'

import { revalidatePath } from 'next/cache'
import { isLocale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'
import { failure, invalidInput, NOT_A_FORM, type TAdminFormState } from '@/modules/admin/action-result'
import { withAdmin } from '@/modules/admin/guard'
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

export async function startBroadcastAction(_previous: TAdminFormState<unknown>, form: FormData) {
  return withAdmin<unknown>(async (admin) => {
    if (!(form instanceof FormData)) return NOT_A_FORM
    const input = ZStartBroadcastInput.safeParse({ id: form.get('id'), locales: form.getAll('locales') })
    if (!input.success) return invalidInput(input.error)
    if (form.get('confirm') !== 'yes') return failure(400, 'broadcasts/confirm-required')
    const result = await startBroadcast(admin.user.id, input.data.id, input.data.locales)
    if (result.ok) refreshEmailPage()
    return result
  })
}

export async function pauseBroadcastAction(_previous: TAdminFormState<unknown>, form: FormData) {
  return withAdmin<unknown>(async (admin) => {
    if (!(form instanceof FormData)) return NOT_A_FORM
    const input = ZBroadcastControlInput.safeParse(Object.fromEntries(form))
    if (!input.success) return invalidInput(input.error)
    const result = await setBroadcastPaused(admin.user.id, input.data.id, true)
    if (result.ok) refreshEmailPage()
    return result
  })
}

export async function resumeBroadcastAction(_previous: TAdminFormState<unknown>, form: FormData) {
  return withAdmin<unknown>(async (admin) => {
    if (!(form instanceof FormData)) return NOT_A_FORM
    const input = ZBroadcastControlInput.safeParse(Object.fromEntries(form))
    if (!input.success) return invalidInput(input.error)
    const result = await setBroadcastPaused(admin.user.id, input.data.id, false)
    if (result.ok) refreshEmailPage()
    return result
  })
}

/** Sends the chosen locale's version to the signed-in admin's own address. */
export async function sendTestBroadcastAction(_previous: TAdminFormState<unknown>, form: FormData) {
  return withAdmin<unknown>(async (admin) => {
    if (!(form instanceof FormData)) return NOT_A_FORM
    const input = ZTestSendInput.safeParse(Object.fromEntries(form))
    if (!input.success) return invalidInput(input.error)
    return sendTestBroadcast({ id: admin.user.id, email: admin.user.email }, input.data.id, input.data.locale)
  })
}
