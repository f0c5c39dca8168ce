import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'
import type { TLocale } from '@/i18n/locales'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { buildPageMetadata } from '@/modules/i18n/metadata'
import { PageIntro } from '@/modules/site/components/page-intro'
import { SecondStepForm } from './second-step-form'

export async function secondStepMetadata({
  params,
}: {
  params: Promise<{ locale: string }>
}): Promise<Metadata> {
  const locale = (await params).locale as TLocale
  const t = await getTranslations({ locale, namespace: 'pages.secondFactor' })
  return buildPageMetadata(locale, t('title'), {
    description: t('intro'),
    href: '/login/second-factor',
    index: false,
  })
}

/**
 * `/login/second-factor`: the code step of a sign-in. Static like the other sign-in pages: the
 * pending sign-in lives in Better Auth's httpOnly two-factor cookie, read by the API only.
 */
export async function SecondStepPage({ locale }: { locale: TLocale }) {
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'pages.secondFactor' })
  return (
    <PageIntro title={t('title')} intro={t('intro')}>
      <div className="mt-8">
        <ClientMessages namespaces={['auth', 'errors', 'secondFactor']}>
          <Suspense fallback={null}>
            <SecondStepForm />
          </Suspense>
        </ClientMessages>
      </div>
    </PageIntro>
  )
}
