import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { buildPageMetadata } from '@/modules/i18n/metadata'
import { ErrorMessage } from '@/modules/site/components/error-message'
import { PageIntro } from '@/modules/site/components/page-intro'
import { ZErrorPageQuery } from '@/modules/site/schemas'

export async function generateMetadata({ params }: PageProps<'/[locale]/error'>): Promise<Metadata> {
  const locale = (await params).locale as TLocale
  const t = await getTranslations({ locale, namespace: 'pages.error' })
  return buildPageMetadata(locale, t('title'), { index: false })
}

export default async function ErrorPage({ params, searchParams }: PageProps<'/[locale]/error'>) {
  const locale = (await params).locale as TLocale
  setRequestLocale(locale)
  const query = ZErrorPageQuery.safeParse(await searchParams)
  const t = await getTranslations('pages.error')
  return (
    <PageIntro title={t('title')} intro={t('intro')}>
      {query.success && query.data.message ? <ErrorMessage message={query.data.message} /> : null}
    </PageIntro>
  )
}
