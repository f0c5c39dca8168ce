import { z } from 'zod'
import { CRAVING_TRIGGERS } from '@/modules/companion/shared'
import { PLAN_TEXT_MAX, PLANS_MAX } from './constants'

export { PLAN_TEXT_MAX, PLANS_MAX }

const planText = (code: 'coping-plans/situation-invalid' | 'coping-plans/action-invalid') =>
  z.string({ error: code }).trim().min(1, { error: code }).max(PLAN_TEXT_MAX, { error: code })

/** "If [situation], then I will [action]", for one of the craving log's triggers. */
export const ZCopingPlanInput = z.object({
  trigger: z.enum(CRAVING_TRIGGERS, { error: 'coping-plans/trigger-invalid' }),
  situation: planText('coping-plans/situation-invalid'),
  action: planText('coping-plans/action-invalid'),
})
export type TCopingPlanInput = z.output<typeof ZCopingPlanInput>

export const ZCopingPlanId = z.object({
  id: z.coerce
    .number({ error: 'coping-plans/not-found' })
    .int()
    .positive({ error: 'coping-plans/not-found' }),
})

const checkbox = z.preprocess((value) => value === 'on' || value === 'true', z.boolean())

/** The reminder before the person's risky hours: by mail, as a notification, or not at all. */
export const ZRiskyHourSettings = z.object({ riskyHourEmails: checkbox, riskyHourPush: checkbox })
export type TRiskyHourSettings = z.output<typeof ZRiskyHourSettings>
