import { z } from 'zod'
import { getEarliestQuitDate, getLatestTodayOnEarth, isIsoDate } from '@/lib/calendar'
import { ID_PATTERN } from '@/lib/ids'
import { trimInvisible } from '@/lib/text'
import { CURRENCIES, MESSAGE_MAX, NAME_MAX } from './constants'

// The constants stay importable from here for server code; client components import
// ./constants, which pulls no zod into the browser (e2e/client-bundles.spec.ts).
export * from './constants'

/** A certificate's id; a malformed one answers as if it did not exist. */
export const ZCertificateId = z
  .string({ error: 'certificates/not-found' })
  .regex(ID_PATTERN, { error: 'certificates/not-found' })

/** An optional form field: an empty or blank value means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && trimInvisible(value) === '' ? undefined : value),
    schema.optional(),
  )

/**
 * The certificate form, shared by create and edit. The quit date must not be in the future
 * anywhere on earth (the viewer's zone decides the day count, so a quit "today" in Auckland is
 * accepted while it is still yesterday in Berlin), nor more than 60 years back
 * (`getEarliestQuitDate`). Texts are trimmed of invisible characters too, so a name of zero-width
 * spaces is no name. Error messages are error codes.
 */
export function buildCertificateInputSchema(now: Date = new Date()) {
  return z
    .object({
      displayName: z
        .string({ error: 'certificates/name-required' })
        .overwrite(trimInvisible)
        .min(1, { error: 'certificates/name-required' })
        .max(NAME_MAX, { error: 'certificates/name-too-long' }),
      quitDate: z
        .string({ error: 'certificates/quit-date-invalid' })
        .refine(isIsoDate, { error: 'certificates/quit-date-invalid', abort: true })
        .refine((value) => value >= getEarliestQuitDate(now), { error: 'certificates/quit-date-too-early' })
        .refine((value) => value <= getLatestTodayOnEarth(now), {
          error: 'certificates/quit-date-in-future',
        }),
      cigarettesPerDay: optional(
        z.coerce
          .number({ error: 'certificates/cigarettes-invalid' })
          .int({ error: 'certificates/cigarettes-invalid' })
          .min(1, { error: 'certificates/cigarettes-invalid' })
          .max(200, { error: 'certificates/cigarettes-invalid' }),
      ),
      packPrice: optional(
        z
          .string({ error: 'certificates/price-invalid' })
          .trim()
          .regex(/^\d{1,4}([.,]\d{1,2})?$/, { error: 'certificates/price-invalid' })
          .transform((value) => Math.round(Number(value.replace(',', '.')) * 100))
          .refine((minor) => minor > 0, { error: 'certificates/price-invalid' }),
      ),
      packSize: optional(
        z.coerce
          .number({ error: 'certificates/pack-size-invalid' })
          .int({ error: 'certificates/pack-size-invalid' })
          .min(1, { error: 'certificates/pack-size-invalid' })
          .max(100, { error: 'certificates/pack-size-invalid' }),
      ),
      currency: optional(z.enum(CURRENCIES, { error: 'certificates/currency-invalid' })),
      message: optional(
        z
          .string({ error: 'certificates/message-too-long' })
          .overwrite(trimInvisible)
          .max(MESSAGE_MAX, { error: 'certificates/message-too-long' }),
      ),
    })
    .superRefine((input, context) => {
      if (input.packPrice !== undefined && input.currency === undefined) {
        context.addIssue({ code: 'custom', path: ['currency'], message: 'certificates/currency-required' })
      }
    })
    .transform((input) => ({
      displayName: input.displayName,
      quitDate: input.quitDate,
      cigarettesPerDay: input.cigarettesPerDay ?? null,
      packPriceMinor: input.packPrice ?? null,
      packSize: input.packSize ?? 20,
      // A currency without a price means nothing.
      currency: input.packPrice !== undefined ? (input.currency ?? null) : null,
      message: input.message ? input.message : null,
    }))
}
export type TCertificateInput = z.output<ReturnType<typeof buildCertificateInputSchema>>

/** The fields of the certificate form, read from a submitted form. */
export function readCertificateForm(form: FormData) {
  const field = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  return {
    displayName: field('displayName'),
    quitDate: field('quitDate'),
    cigarettesPerDay: field('cigarettesPerDay'),
    packPrice: field('packPrice'),
    packSize: field('packSize'),
    currency: field('currency'),
    message: field('message'),
  }
}
