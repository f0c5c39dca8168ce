import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localeOf } from '@/i18n/params'
import { buildPageMetadata } from '@/modules/i18n/metadata'
import { ErrorMessage } from '@/modules/site/components/error-message'
import { ZErrorPageQuery } from '@/modules/site/schemas'
import { PageIntro } from '@/modules/ui/components/page-intro'

export async function generateMetadata({ params }: PageProps<'/[locale]/error'>): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations({ locale, namespace: 'pages.error' })
  return buildPageMetadata(locale, t('title'), { index: false })
}

export default async function ErrorPage({ params, searchParams }: PageProps<'/[locale]/error'>) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const query = ZErrorPageQuery.safeParse(await searchParams)
  const t = await getTranslations('pages.error')
  return (
    <PageIntro title={t('title')} intro={t('intro')}>
      {query.success && query.data.message ? <ErrorMessage message={query.data.message} /> : null}
    </PageIntro>
  )
}
