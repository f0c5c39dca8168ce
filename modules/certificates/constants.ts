// The certificate form's constants, for the server and the browser: no zod here, so a client
// component that needs a limit or the currency list does not ship the validation library
// (e2e/client-bundles.spec.ts checks the build's chunks).
import type { TLocale } from '@/i18n/locales'
import type { TErrorGroup } from '@/lib/action-result'

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
