import { setRequestLocale } from 'next-intl/server'
import { localeOf } from '@/i18n/params'
import { requireUser } from '@/modules/auth/public'
import { WELCOME_PARAM } from '@/modules/auth/welcome'
import { MyCertificates } from '@/modules/certificates/components/my-certificates'
import { MyChallenges } from '@/modules/challenges/components/my-challenges'
import { ProgressPage, progressMetadata } from '@/modules/companion/components/progress-page'
import { SurveyHistory } from '@/modules/surveys/components/survey-history'

export const generateMetadata = progressMetadata

// Guarded: the proxy sends visitors to login, and the page checks the session again.
export default async function Page({ params, searchParams }: PageProps<'/[locale]/progress'>) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const session = await requireUser(locale, '/progress')
  const query = await searchParams
  const userId = session.user.id
  return (
    <ProgressPage
      locale={locale}
      userId={userId}
      welcome={query[WELCOME_PARAM] === '1'}
      unconfirmedEmail={session.user.emailVerified ? null : session.user.email}
      programme={
        <>
          <SurveyHistory userId={userId} />
          <MyCertificates userId={userId} />
          <MyChallenges userId={userId} />
        </>
      }
    />
  )
}
