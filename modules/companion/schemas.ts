import { z } from 'zod'
import { PLAN_MODES } from '@/db/schema/companion'
import { addDays, getEarliestQuitDate, getLatestTodayOnEarth, isIsoDate, isTimeZone } from '@/lib/calendar'
import { readFields } from '@/lib/form-fields'
import { trimInvisible } from '@/lib/text'
import { CURRENCIES } from '@/modules/certificates/shared'
import { PLAN_AHEAD_DAYS_MAX, REASON_LENGTH_MAX, REASONS_MAX } from './constants'
import { CRAVING_TRIGGERS } from './craving-options'

export { PLAN_AHEAD_DAYS_MAX, REASON_LENGTH_MAX, REASONS_MAX }

/** An optional form field: an empty or blank value means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  )

const wholeNumber = (min: number, max: number, code: string) =>
  z.coerce.number({ error: code }).int({ error: code }).min(min, { error: code }).max(max, { error: code })

/** The browser's time zone from a hidden field; anything unknown counts as not given. */
const ZTimeZone = z.preprocess(
  (value) => (typeof value === 'string' && isTimeZone(value) ? value : undefined),
  z.string().optional(),
)

export const ZTimeZoneInput = z.object({
  timeZone: z.string().refine(isTimeZone, { error: 'common/invalid-input' }),
})

/**
 * A quit date: a real date, at most a year ahead (the latest "today" on earth decides) and at
 * most 60 years back (`getEarliestQuitDate`).
 */
export function buildQuitDateSchema(now: Date) {
  return z
    .string({ error: 'companion/quit-date-invalid' })
    .refine(isIsoDate, { error: 'companion/quit-date-invalid', abort: true })
    .refine((value) => value >= getEarliestQuitDate(now), { error: 'companion/quit-date-too-early' })
    .refine((value) => value <= addDays(getLatestTodayOnEarth(now), PLAN_AHEAD_DAYS_MAX), {
      error: 'companion/quit-date-too-far',
    })
}

/** The plan form (create and edit). Reasons come as reason1 … reason5; blank ones are dropped. */
export function buildPlanInputSchema(now: Date = new Date()) {
  return z.object({
    // Absent (older forms, the certificate's prefill) means the quit date plan.
    mode: optional(z.enum(PLAN_MODES, { error: 'companion/plan-mode-invalid' })).transform(
      (v) => v ?? 'quit',
    ),
    quitDate: buildQuitDateSchema(now),
    cigarettesPerDay: wholeNumber(1, 200, 'companion/cigarettes-invalid'),
    packPrice: z
      .string({ error: 'companion/price-invalid' })
      .trim()
      .regex(/^\d{1,4}([.,]\d{1,2})?$/, { error: 'companion/price-invalid' })
      .transform((value) => Math.round(Number(value.replace(',', '.')) * 100))
      .refine((minor) => minor > 0, { error: 'companion/price-invalid' }),
    packSize: optional(wholeNumber(1, 100, 'companion/pack-size-invalid')).transform((v) => v ?? 20),
    currency: z.enum(CURRENCIES, { error: 'companion/currency-invalid' }),
    // A reason of only spaces or invisible characters (zero-width spaces) is no reason.
    reasons: z
      .array(
        z.string().overwrite(trimInvisible).max(REASON_LENGTH_MAX, { error: 'companion/reason-too-long' }),
      )
      .max(REASONS_MAX)
      .transform((reasons) => reasons.filter((reason) => reason.length > 0)),
    timeZone: ZTimeZone,
    // A checkbox: sent ("on") when ticked, absent otherwise.
    milestoneEmails: z.preprocess((value) => value === 'on' || value === 'true', z.boolean()),
    dailyReminderEmails: z.preprocess((value) => value === 'on' || value === 'true', z.boolean()),
    milestonePush: z.preprocess((value) => value === 'on' || value === 'true', z.boolean()),
    dailyReminderPush: z.preprocess((value) => value === 'on' || value === 'true', z.boolean()),
    dailyReminderTime: optional(
      z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: 'companion/reminder-time-invalid' }),
    ).transform((value) => value ?? '19:00'),
  })
}
export type TPlanInput = z.output<ReturnType<typeof buildPlanInputSchema>>

export const ZCheckInInput = z
  .object({
    status: z.enum(['smoke-free', 'smoked'], { error: 'companion/check-in-status-required' }),
    cigarettes: optional(wholeNumber(1, 200, 'companion/cigarettes-smoked-invalid')),
    mood: optional(wholeNumber(1, 5, 'companion/mood-invalid')),
    cravingLevel: optional(wholeNumber(0, 10, 'companion/craving-level-invalid')),
    timeZone: ZTimeZone,
  })
  .superRefine((input, context) => {
    if (input.status === 'smoked' && input.cigarettes === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['cigarettes'],
        message: 'companion/cigarettes-smoked-invalid',
      })
    }
  })
  .transform((input) => ({
    smokeFree: input.status === 'smoke-free',
    cigarettesSmoked: input.status === 'smoke-free' ? 0 : (input.cigarettes ?? 1),
    mood: input.mood ?? null,
    cravingLevel: input.cravingLevel ?? null,
    timeZone: input.timeZone,
  }))
export type TCheckInInput = z.output<typeof ZCheckInInput>

export function buildNewQuitDateSchema(now: Date = new Date()) {
  return z.object({ quitDate: buildQuitDateSchema(now) })
}

export const ZCravingInput = z.object({
  intensity: wholeNumber(1, 5, 'companion/intensity-invalid'),
  trigger: z.enum(CRAVING_TRIGGERS, { error: 'companion/trigger-invalid' }),
})
export type TCravingInput = z.output<typeof ZCravingInput>

export function readPlanForm(form: FormData) {
  const reasons = Array.from({ length: REASONS_MAX }, (_, i) => form.get(`reason${i + 1}`)).map((value) =>
    typeof value === 'string' ? value : '',
  )
  return {
    ...readFields(form, [
      'mode',
      'quitDate',
      'cigarettesPerDay',
      'packPrice',
      'packSize',
      'currency',
      'timeZone',
      'milestoneEmails',
      'dailyReminderEmails',
      'milestonePush',
      'dailyReminderPush',
      'dailyReminderTime',
    ]),
    reasons,
  }
}
