import type { TLocale } from '@/i18n/locales'
import type { TContentVariables } from '../variables'

/** What block components need besides their block: all plain values, so they render anywhere. */
export type TRenderContext = {
  locale: TLocale
  /** Unknown or invalid blocks show a warning in development and nothing in production. */
  development: boolean
  variables: TContentVariables
  labels: {
    readMore: string
    opensInNewTab: string
    onThisPage: string
    invalidBlock: (component: string, problem: string) => string
    notConfigured: (env: string) => string
  }
}
