import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { AccountView } from '@/modules/auth/components/account-view'
import { requireUser } from '@/modules/auth/session'
import { MyCertificates } from '@/modules/certificates/components/my-certificates'
import { MyChallenges } from '@/modules/challenges/components/my-challenges'
import { DataExportSection } from '@/modules/deletion/components/data-export-section'
import { SETUP_QUERY_VALUE } from '@/modules/second-factor/constants'
import { PageIntro } from '@/modules/site/components/page-intro'
import { placeholderMetadata } from '@/modules/site/placeholder-page'
import { SurveyHistory } from '@/modules/surveys/components/survey-history'

export const generateMetadata = placeholderMetadata('account', '/account', { index: false })

// Guarded: the proxy sends visitors to login, and the page checks the session again.
export default async function Page({ params, searchParams }: PageProps<'/[locale]/account'>) {
  const locale = (await params).locale as TLocale
  const session = await requireUser(locale, '/account')
  const query = await searchParams
  const verified = query.error ? 'failed' : query.verified === '1' ? 'yes' : undefined
  const t = await getTranslations({ locale, namespace: 'pages.account' })
  return (
    <PageIntro title={t('title')} intro={t('intro')}>
      <div className="mt-8">
        <AccountView session={session} verified={verified} setup={query.setup === SETUP_QUERY_VALUE} />
      </div>
      {/* The programme (issue #6) and the data export (issue #7) of this user. */}
      <SurveyHistory userId={session.user.id} />
      <MyCertificates userId={session.user.id} />
      <MyChallenges userId={session.user.id} />
      <DataExportSection />
    </PageIntro>
  )
}
