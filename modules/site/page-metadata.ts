import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { localeOf } from '@/i18n/params'
import type { TPathname } from '@/i18n/routing'
import type en from '@/messages/en.json'
import { buildPageMetadata } from '@/modules/i18n/public'

export type TPageKey = keyof (typeof en)['pages']
type TLocaleParams = { params: Promise<{ locale: string }> }

/** A page's title and description from its `pages.<key>` messages (title and intro), with its alternates. */
export function pageMetadata(key: TPageKey, href?: TPathname, options: { index?: boolean } = {}) {
  return async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
    const locale = await localeOf(params)
    const t = await getTranslations({ locale, namespace: `pages.${key}` })
    return buildPageMetadata(locale, t('title'), { description: t('intro'), href, index: options.index })
  }
}
