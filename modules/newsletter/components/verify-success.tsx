import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { RouteLink } from '@/modules/ui/components/route-link'

export async function VerifySuccess({ locale }: { locale: TLocale }) {
  setRequestLocale(locale)
  const pages = await getTranslations({ locale, namespace: 'pages.subscribeVerifySuccess' })
  const t = await getTranslations({ locale, namespace: 'newsletterPages.verifySuccess' })
  return (
    <PageIntro title={pages('title')} intro={pages('intro')}>
      <p className="mt-4 text-slate-700">{t('text')}</p>
      <p className="mt-6">
        <RouteLink locale={locale} href="/" className="font-semibold text-brand-700 underline">
          {t('backHome')}
        </RouteLink>
      </p>
    </PageIntro>
  )
}
