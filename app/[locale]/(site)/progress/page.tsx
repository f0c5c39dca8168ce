import { setRequestLocale } from 'next-intl/server'
import { localeOf } from '@/i18n/params'
import { getRequestNow } from '@/lib/request-clock'
import { requireUser } from '@/modules/auth/public'
import { WELCOME_PARAM } from '@/modules/auth/welcome'
import { BadgesSection } from '@/modules/badges/components/badges-section'
import { MyCertificates } from '@/modules/certificates/components/my-certificates'
import { MyChallenges } from '@/modules/challenges/components/my-challenges'
import { ProgressPage, progressMetadata } from '@/modules/companion/components/progress-page'
import { CopingPlansSection } from '@/modules/coping-plans/components/coping-plans-section'
import { InsightLinks } from '@/modules/insights/components/insight-links'
import { MedicineSection } from '@/modules/medicines/components/medicine-section'
import { MedicineTakenField } from '@/modules/medicines/components/medicine-taken-field'
import { OPEN_MISSION_PARAM, TodaysMission } from '@/modules/missions/components/todays-mission'
import { QuitSupportServices } from '@/modules/quit-support/components/quit-support-services'
import { SavingsGoalSection } from '@/modules/savings-goals/components/savings-goal-section'
import { SurveyHistory } from '@/modules/surveys/components/survey-history'
import { checkInWithMedicineAction } from './check-in-action'

export const generateMetadata = progressMetadata

// Guarded: the proxy sends visitors to login; with a session cookie the proxy is skipped (decision
// 075) and this check is the guard. The page composes the programme's features around the
// companion (which knows none of them).
export default async function Page({ params, searchParams }: PageProps<'/[locale]/progress'>) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const query = await searchParams
  const session = await requireUser(locale, '/progress', query)
  const userId = session.user.id
  const now = await getRequestNow()
  return (
    <ProgressPage
      locale={locale}
      userId={userId}
      now={now}
      welcome={query[WELCOME_PARAM] === '1'}
      unconfirmedEmail={session.user.emailVerified ? null : session.user.email}
      today={
        <TodaysMission
          userId={userId}
          locale={locale}
          now={now}
          openMission={typeof query[OPEN_MISSION_PARAM] === 'string' ? query[OPEN_MISSION_PARAM] : undefined}
        />
      }
      highlights={
        <>
          <BadgesSection userId={userId} locale={locale} now={now} />
          <SavingsGoalSection userId={userId} locale={locale} now={now} />
        </>
      }
      checkIn={{
        action: checkInWithMedicineAction,
        fields: <MedicineTakenField userId={userId} locale={locale} now={now} />,
        errorGroups: ['medicines'],
      }}
      tools={
        <>
          <CopingPlansSection userId={userId} locale={locale} />
          <MedicineSection userId={userId} locale={locale} now={now} />
        </>
      }
      programme={
        <>
          <InsightLinks locale={locale} />
          <QuitSupportServices locale={locale} />
          <SurveyHistory userId={userId} />
          <MyCertificates userId={userId} />
          <MyChallenges userId={userId} />
        </>
      }
    />
  )
}
