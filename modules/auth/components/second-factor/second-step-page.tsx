import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { buildPageMetadata } from '@/modules/i18n/public'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { SecondStepForm, type TSecondStepMode } from './second-step-form'

export async function secondStepMetadata({
  params,
}: {
  params: Promise<{ locale: string }>
}): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations({ locale, namespace: 'pages.secondFactor' })
  return buildPageMetadata(locale, t('title'), {
    description: t('intro'),
    href: '/login/second-factor',
    index: false,
  })
}

/**
 * `/login/second-factor`: the code step of a sign-in. Rendered per request from its query
 * (`redirect`, `mode`), so the form works without JavaScript; the pending sign-in lives in
 * Better Auth's httpOnly two-factor cookie, read by the action only.
 */
export async function SecondStepPage({
  locale,
  wanted,
  mode,
}: {
  locale: TLocale
  wanted: string | null
  mode: TSecondStepMode
}) {
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'pages.secondFactor' })
  return (
    <PageIntro title={t('title')} intro={t('intro')}>
      <div className="mt-8">
        <ClientMessages namespaces={['auth', 'secondFactor']} errorGroups={['auth', 'common']}>
          <SecondStepForm wanted={wanted} mode={mode} />
        </ClientMessages>
      </div>
    </PageIntro>
  )
}
