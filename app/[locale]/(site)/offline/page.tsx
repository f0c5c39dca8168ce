import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localeOf } from '@/i18n/params'
import { buildPageMetadata } from '@/modules/i18n/metadata'
import { OfflineView } from '@/modules/pwa/components/offline-view'

// Static per locale: the service worker precaches it and shows it for pages it has not stored.
export const dynamic = 'force-static'

export async function generateMetadata({ params }: PageProps<'/[locale]/offline'>): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations({ locale, namespace: 'pwa.offline' })
  return buildPageMetadata(locale, t('title'), { index: false })
}

export default async function OfflinePage({ params }: PageProps<'/[locale]/offline'>) {
  setRequestLocale(await localeOf(params))
  return <OfflineView />
}
