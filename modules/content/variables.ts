// Values from configuration that content may show: `{{imprint.name}}` in a story's text (and in
// link URLs such as `mailto:{{imprint.email}}`) becomes IMPRINT_NAME. The operator of a site is
// configuration, not content, so the imprint stays correct in every language without editing
// nine stories. A paragraph or list item that uses an optional value which is not set is left
// out; a required value that is missing shows a visible "not configured" marker.
import { isLocale } from '@/i18n/locales'
import type { TConfig } from '@/lib/config'

export const CONTENT_VARIABLES = {
  'imprint.name': { env: 'IMPRINT_NAME', required: true },
  'imprint.address': { env: 'IMPRINT_ADDRESS', required: true },
  'imprint.email': { env: 'IMPRINT_EMAIL', required: true },
  'imprint.phone': { env: 'IMPRINT_PHONE', required: false },
  'imprint.representative': { env: 'IMPRINT_REPRESENTATIVE', required: false },
  'imprint.register': { env: 'IMPRINT_REGISTER', required: false },
  'imprint.vat_id': { env: 'IMPRINT_VAT_ID', required: false },
  'site.url': { env: 'PUBLIC_URL', required: true },
  // The other sign-in ways this site offers ("Google or Apple"), so Help and Privacy promise only
  // what is configured: a paragraph using it is left out when there is none.
  'sign_in.providers': { env: 'GOOGLE_CLIENT_ID, APPLE_CLIENT_ID, OIDC_ISSUER', required: false },
} as const
export type TContentVariableName = keyof typeof CONTENT_VARIABLES
export type TContentVariables = Partial<Record<TContentVariableName, string>>

const VARIABLE = /\{\{\s*([a-z_]+(?:\.[a-z_]+)+)\s*\}\}/g

export function isContentVariable(name: string): name is TContentVariableName {
  return name in CONTENT_VARIABLES
}

/** Names of the configured sign-in providers, as the sign-in page lists them (modules/auth/auth-options.ts). */
function listSignInProviders(config: TConfig): string[] {
  const names: string[] = []
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) names.push('Google')
  if (config.APPLE_CLIENT_ID && config.APPLE_CLIENT_SECRET) names.push('Apple')
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID) names.push(config.OIDC_NAME ?? 'OpenID Connect')
  return names
}

/** The values content may show; `locale` (a route's, possibly not one of ours) words the provider list. */
export function contentVariablesFromConfig(config: TConfig, locale = 'en'): TContentVariables {
  const providers = listSignInProviders(config)
  return {
    'sign_in.providers':
      providers.length > 0
        ? new Intl.ListFormat(isLocale(locale) ? locale : 'en', { type: 'disjunction' }).format(providers)
        : undefined,
    'imprint.name': config.IMPRINT_NAME,
    'imprint.address': config.IMPRINT_ADDRESS,
    'imprint.email': config.IMPRINT_EMAIL,
    'imprint.phone': config.IMPRINT_PHONE,
    'imprint.representative': config.IMPRINT_REPRESENTATIVE,
    'imprint.register': config.IMPRINT_REGISTER,
    'imprint.vat_id': config.IMPRINT_VAT_ID,
    'site.url': config.PUBLIC_URL.replace(/\/+$/, ''),
  }
}

/** The required settings (IMPRINT_NAME, …) that have no value: the start warns about them in production. */
export function findMissingRequiredSettings(values: TContentVariables): string[] {
  return (Object.keys(CONTENT_VARIABLES) as TContentVariableName[])
    .filter((name) => CONTENT_VARIABLES[name].required && !values[name])
    .map((name) => CONTENT_VARIABLES[name].env)
}

/**
 * The start's warning when a public site (https PUBLIC_URL) runs without the settings its legal
 * pages need, or null. Visitors then see a neutral notice on those pages, not the setting names.
 */
export function describeMissingSettings(config: TConfig): string | null {
  if (!config.PUBLIC_URL.startsWith('https:')) return null
  const missing = findMissingRequiredSettings(contentVariablesFromConfig(config))
  if (missing.length === 0) return null
  return `IMPRINT SETTINGS MISSING: ${missing.join(', ')} not set. The imprint of ${config.PUBLIC_URL} shows visitors only a "details are being completed" notice; many countries require a complete imprint. Set them (README, Configuration) and restart.`
}

/** True when the text uses a required variable that has no value. */
export function usesMissingRequired(text: string, values: TContentVariables): boolean {
  return findVariables(text).some(
    (name) => isContentVariable(name) && CONTENT_VARIABLES[name].required && !values[name],
  )
}

/** Names of the variables a text uses (unknown names included, for content:check). */
export function findVariables(text: string): string[] {
  return [...text.matchAll(VARIABLE)].map((match) => match[1]!)
}

/** True when the text uses an optional variable that has no value (the text is then left out). */
export function usesMissingOptional(text: string, values: TContentVariables): boolean {
  return findVariables(text).some(
    (name) => isContentVariable(name) && !CONTENT_VARIABLES[name].required && !values[name],
  )
}

/** The parts of a text: plain strings and missing required variables (rendered as a marker). */
export function splitVariables(
  text: string,
  values: TContentVariables,
): (string | { missing: TContentVariableName; env: string })[] {
  const parts: (string | { missing: TContentVariableName; env: string })[] = []
  let last = 0
  for (const match of text.matchAll(VARIABLE)) {
    const name = match[1]!
    const index = match.index ?? 0
    if (index > last) parts.push(text.slice(last, index))
    if (isContentVariable(name)) {
      const value = values[name]
      parts.push(value ? value : { missing: name, env: CONTENT_VARIABLES[name].env })
    } else {
      parts.push(match[0])
    }
    last = index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts.filter((part) => part !== '')
}

/** The text with every known variable replaced (missing ones become empty), for URLs and metadata. */
export function fillVariables(text: string, values: TContentVariables): string {
  return text.replace(VARIABLE, (whole, name: string) =>
    isContentVariable(name) ? (values[name] ?? '') : whole,
  )
}
