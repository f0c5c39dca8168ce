import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { buildPageMetadata } from '@/modules/i18n/metadata'

type TLocaleParams = { params: Promise<{ locale: string }> }

/** Metadata of the deletion flow's own pages (never indexed). */
export function deletionMetadata(key: 'confirm' | 'done') {
  return async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
    const locale = (await params).locale as TLocale
    const t = await getTranslations({ locale, namespace: `deletionPages.${key}` })
    return buildPageMetadata(locale, t('title'), { index: false })
  }
}
