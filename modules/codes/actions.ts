'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { isLocale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'
import { formAction } from '@/lib/action'
import { adminOnly } from '@/modules/admin/public'
import { createCampaign, setCampaignEnabled, setCodeEnabled } from './commands'
import { ZCreateCampaignInput, ZSetCampaignEnabledInput, ZSetCodeEnabledInput } from './schemas'

/** Creates the campaign and its codes, then opens its page. */
export const createCampaignAction = formAction({
  read: (form) => Object.fromEntries(form),
  // The page's locale rides along as a hidden field, for the redirect to the new campaign.
  schema: ZCreateCampaignInput.extend({ locale: z.string().optional() }),
  guard: adminOnly,
  async run(input, admin) {
    const result = await createCampaign(admin.user.id, input)
    if (!result.ok) return result
    revalidatePath('/[locale]/admin/code-campaigns', 'page')
    redirect({
      href: { pathname: '/admin/codes/[id]', params: { id: result.data.id } },
      locale: isLocale(input.locale) ? input.locale : 'en',
    })
    return result
  },
})

export const setCampaignEnabledAction = formAction({
  read: (form) => Object.fromEntries(form),
  schema: ZSetCampaignEnabledInput,
  guard: adminOnly,
  async run(input, admin) {
    const result = await setCampaignEnabled(admin.user.id, input.campaignId, input.enabled)
    if (result.ok) {
      revalidatePath('/[locale]/admin/code-campaigns', 'page')
      revalidatePath('/[locale]/admin/codes/[id]', 'page')
    }
    return result
  },
})

export const setCodeEnabledAction = formAction({
  read: (form) => Object.fromEntries(form),
  schema: ZSetCodeEnabledInput,
  guard: adminOnly,
  async run(input, admin) {
    const result = await setCodeEnabled(admin.user.id, input.codeId, input.enabled)
    if (result.ok) revalidatePath('/[locale]/admin/codes/[id]', 'page')
    return result
  },
})
