'use server'

import { revalidatePath } from 'next/cache'
import { isLocale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'
import { invalidInput, NOT_A_FORM, type TAdminFormState } from '@/modules/admin/action-result'
import { withAdmin } from '@/modules/admin/guard'
import { createCampaign, setCampaignEnabled, setCodeEnabled } from './commands'
import { ZCreateCampaignInput, ZSetCampaignEnabledInput, ZSetCodeEnabledInput } from './schemas'

/** Creates the campaign and its codes, then opens its page. */
export async function createCampaignAction(_previous: TAdminFormState<unknown>, form: FormData) {
  const result = await withAdmin<{ id: string; codeCount: number }>(async (admin) => {
    if (!(form instanceof FormData)) return NOT_A_FORM
    const input = ZCreateCampaignInput.safeParse(Object.fromEntries(form))
    if (!input.success) return invalidInput(input.error)
    return createCampaign(admin.user.id, input.data)
  })
  if (!result.ok) return result
  revalidatePath('/[locale]/admin/code-campaigns', 'page')
  const locale = form.get('locale')
  redirect({
    href: { pathname: '/admin/codes/[id]', params: { id: result.data.id } },
    locale: isLocale(locale) ? locale : 'en',
  })
  return result
}

export async function setCampaignEnabledAction(_previous: TAdminFormState<unknown>, form: FormData) {
  return withAdmin<unknown>(async (admin) => {
    if (!(form instanceof FormData)) return NOT_A_FORM
    const input = ZSetCampaignEnabledInput.safeParse(Object.fromEntries(form))
    if (!input.success) return invalidInput(input.error)
    const result = await setCampaignEnabled(admin.user.id, input.data.campaignId, input.data.enabled)
    if (result.ok) {
      revalidatePath('/[locale]/admin/code-campaigns', 'page')
      revalidatePath('/[locale]/admin/codes/[id]', 'page')
    }
    return result
  })
}

export async function setCodeEnabledAction(_previous: TAdminFormState<unknown>, form: FormData) {
  return withAdmin<unknown>(async (admin) => {
    if (!(form instanceof FormData)) return NOT_A_FORM
    const input = ZSetCodeEnabledInput.safeParse(Object.fromEntries(form))
    if (!input.success) return invalidInput(input.error)
    const result = await setCodeEnabled(admin.user.id, input.data.codeId, input.data.enabled)
    if (result.ok) revalidatePath('/[locale]/admin/codes/[id]', 'page')
    return result
  })
}
