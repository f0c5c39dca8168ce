import { setRequestLocale } from 'next-intl/server'
import { localeOf } from '@/i18n/params'
import { getRequestNow } from '@/lib/request-clock'
import { requireUser } from '@/modules/auth/public'
import {
  CravingInsightsPage,
  cravingInsightsMetadata,
} from '@/modules/insights/components/craving-insights-page'
import { ZInsightPeriod } from '@/modules/insights/schemas'

export const generateMetadata = cravingInsightsMetadata

// Guarded like /progress: the proxy sends visitors to login, and the page checks the session.
export default async function Page({ params, searchParams }: PageProps<'/[locale]/progress/insights'>) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const session = await requireUser(locale, '/progress/insights')
  const { period } = await searchParams
  return (
    <CravingInsightsPage
      locale={locale}
      userId={session.user.id}
      now={await getRequestNow()}
      period={ZInsightPeriod.parse(period)}
    />
  )
}
