import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { getConfig } from '@/lib/config'
import type { TRenderContext } from './components/render-context'
import { contentVariablesFromConfig } from './variables'

/** Everything block components need, with the locale's labels, built once per page. */
export async function getRenderContext(locale: TLocale): Promise<TRenderContext> {
  const t = await getTranslations({ locale, namespace: 'content' })
  return {
    locale,
    development: process.env.NODE_ENV === 'development',
    variables: contentVariablesFromConfig(getConfig(), locale),
    hideMissingSettings: getConfig().PUBLIC_URL.startsWith('https:'),
    labels: {
      readMore: t('readMore'),
      opensInNewTab: t('opensInNewTab'),
      myProgress: t('myProgress'),
      onThisPage: t('onThisPage'),
      invalidBlock: (component, problem) => t('invalidBlock', { component, problem }),
      notConfigured: (env) => t('notConfigured', { env }),
    },
  }
}
