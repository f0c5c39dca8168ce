import { getLocale, getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { RouteLink } from '@/modules/ui/components/route-link'
import { RetryButton } from './retry-button'

/** The page the service worker shows for a page it has not stored while there is no network. */
export async function OfflineView() {
  const t = await getTranslations('pwa.offline')
  const locale = (await getLocale()) as TLocale
  return (
    <section className="mx-auto max-w-xl text-center">
      <h1 className="mb-4 text-3xl font-bold">{t('title')}</h1>
      <p className="mb-2">{t('description')}</p>
      <p className="mb-6 text-slate-600">{t('hint')}</p>
      <div className="flex flex-wrap justify-center gap-4">
        <RetryButton label={t('retry')} />
        <RouteLink
          locale={locale}
          href="/"
          className="rounded-md px-4 py-2 font-semibold text-brand-700 underline"
        >
          {t('backHome')}
        </RouteLink>
      </div>
    </section>
  )
}
