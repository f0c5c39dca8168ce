'use server'

import { z } from 'zod'
import { isLocale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'
import { adminFormAction } from '@/modules/admin/public'
import { createCampaign, setCampaignEnabled, setCodeEnabled } from './commands'
import { ZCreateCampaignInput, ZSetCampaignEnabledInput, ZSetCodeEnabledInput } from './schemas'

const CAMPAIGNS_PAGE = '/[locale]/admin/code-campaigns'
const CODES_PAGE = '/[locale]/admin/codes/[id]'

/** Creates the campaign and its codes, then opens its page. */
export const createCampaignAction = adminFormAction({
  // The page's locale rides along as a hidden field, for the redirect to the new campaign.
  schema: ZCreateCampaignInput.extend({ locale: z.string().optional() }),
  revalidate: [CAMPAIGNS_PAGE],
  run: (input, admin) => createCampaign(admin.user.id, input),
  next: (campaign, input) =>
    redirect({
      href: { pathname: '/admin/codes/[id]', params: { id: campaign.id } },
      locale: isLocale(input.locale) ? input.locale : 'en',
    }),
})

export const setCampaignEnabledAction = adminFormAction({
  schema: ZSetCampaignEnabledInput,
  revalidate: [CAMPAIGNS_PAGE, CODES_PAGE],
  run: (input, admin) => setCampaignEnabled(admin.user.id, input.campaignId, input.enabled),
})

export const setCodeEnabledAction = adminFormAction({
  schema: ZSetCodeEnabledInput,
  revalidate: [CODES_PAGE],
  run: (input, admin) => setCodeEnabled(admin.user.id, input.codeId, input.enabled),
})
