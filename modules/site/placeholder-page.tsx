import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import type { TPathname } from '@/i18n/routing'
import type en from '@/messages/en.json'
import { buildPageMetadata } from '@/modules/i18n/metadata'
import { PageIntro } from './components/page-intro'

export type TPageKey = keyof (typeof en)['pages']
type TLocaleParams = { params: Promise<{ locale: string }> }

/** Metadata of a page that so far only has its heading and explanation. */
export function placeholderMetadata(key: TPageKey, href?: TPathname, options: { index?: boolean } = {}) {
  return async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
    const locale = (await params).locale as TLocale
    const t = await getTranslations({ locale, namespace: `pages.${key}` })
    return buildPageMetadata(locale, t('title'), { description: t('intro'), href, index: options.index })
  }
}

/**
 * A page whose feature is built by a later issue: its real layout, localized heading and a
 * short localized explanation. The feature's issue replaces the route's body.
 */
export async function PlaceholderPage({ pageKey, locale }: { pageKey: TPageKey; locale: string }) {
  setRequestLocale(locale as TLocale)
  const t = await getTranslations({ locale, namespace: 'pages' })
  const common = await getTranslations({ locale })
  return (
    <PageIntro title={t(`${pageKey}.title`)} intro={t(`${pageKey}.intro`)}>
      <p className="mt-6 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900">
        {common('comingSoon')}
      </p>
    </PageIntro>
  )
}
