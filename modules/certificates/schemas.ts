import { z } from 'zod'
import type { TLocale } from '@/i18n/locales'
import type { TErrorGroup } from '@/lib/action-result'
import { getEarliestQuitDate, getLatestTodayOnEarth, isIsoDate } from '@/lib/calendar'
import { ID_PATTERN } from '@/lib/ids'
import { trimInvisible } from '@/lib/text'

/**
 * The error codes a certificate form can show: the feature's own and the action pipeline's
 * (`common/invalid-input`). The pages ship only these (certificate-error-codes.test.ts checks it).
 */
export const CERTIFICATE_ERROR_GROUPS = ['certificates', 'common'] as const satisfies readonly TErrorGroup[]

/** Currencies offered for the pack price; all have two decimal places. */
export const CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'PLN',
  'RUB',
  'CAD',
  'AUD',
  'SEK',
  'NOK',
  'DKK',
  'CZK',
  'BRL',
] as const
export type TCurrency = (typeof CURRENCIES)[number]

/** The currency a money field starts with, by the page's language. */
export const DEFAULT_CURRENCY: Record<TLocale, TCurrency> = {
  en: 'USD',
  de: 'EUR',
  fr: 'EUR',
  nl: 'EUR',
  es: 'EUR',
  ru: 'RUB',
  it: 'EUR',
  pt: 'EUR',
  pl: 'PLN',
}

/** The currencies as the options of a select (the code is its own label). */
export const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }))

export const NAME_MAX = 80
export const MESSAGE_MAX = 280

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
