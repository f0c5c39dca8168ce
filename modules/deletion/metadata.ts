import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { localeOf } from '@/i18n/params'
import { buildPageMetadata } from '@/modules/i18n/public'

type TLocaleParams = { params: Promise<{ locale: string }> }

/** Metadata of the deletion flow's own pages (never indexed). */
export function deletionMetadata(key: 'confirm' | 'done') {
  return async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
    const locale = await localeOf(params)
    const t = await getTranslations({ locale, namespace: `deletionPages.${key}` })
    return buildPageMetadata(locale, t('title'), { index: false })
  }
}
