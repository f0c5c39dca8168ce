import type { TLocale } from '@/i18n/locales'
import type { TContentVariables } from '../variables'

/** What block components need besides their block: all plain values, so they render anywhere. */
export type TRenderContext = {
  locale: TLocale
  /** Unknown or invalid blocks show a warning in development and nothing in production. */
  development: boolean
  variables: TContentVariables
  /**
   * Production (https PUBLIC_URL): a paragraph that needs a required setting which is missing is
   * left out and the page shows a neutral notice, instead of the "not configured (IMPRINT_NAME)"
   * marker meant for whoever sets the site up.
   */
  hideMissingSettings: boolean
  labels: {
    readMore: string
    opensInNewTab: string
    /** Replaces a link to registration for a signed-in person (decision 047). */
    myProgress: string
    onThisPage: string
    invalidBlock: (component: string, problem: string) => string
    notConfigured: (env: string) => string
  }
}
