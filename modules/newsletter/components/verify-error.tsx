import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { PageIntro } from '@/modules/ui/components/page-intro'
import type { TVerifyErrorReason } from '../schemas'
import { SubscribeForm } from './subscribe-form'

/** Why the link failed, and a way to get a fresh one (the subscribe form again). */
export async function VerifyError({ locale, reason }: { locale: TLocale; reason: TVerifyErrorReason }) {
  setRequestLocale(locale)
  const pages = await getTranslations({ locale, namespace: 'pages.subscribeVerifyError' })
  const t = await getTranslations({ locale, namespace: 'newsletterPages.verifyError' })
  return (
    <>
      <PageIntro title={pages('title')}>
        <p role="alert" className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {t(`reasons.${reason}`)}
        </p>
      </PageIntro>
      <h2 className="text-xl font-semibold text-slate-900">{t('requestNew')}</h2>
      <p className="mt-1 mb-4 text-slate-700">{t('requestNewIntro')}</p>
      <SubscribeForm headingLevel="h3" />
    </>
  )
}
