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

// Guarded like /progress: the proxy sends visitors to login; with a session cookie the proxy is
// skipped (decision 075) and this check is the guard.
export default async function Page({ params, searchParams }: PageProps<'/[locale]/progress/insights'>) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const query = await searchParams
  const session = await requireUser(locale, '/progress/insights', query)
  const { period } = query
  return (
    <CravingInsightsPage
      locale={locale}
      userId={session.user.id}
      now={await getRequestNow()}
      period={ZInsightPeriod.parse(period)}
    />
  )
}
