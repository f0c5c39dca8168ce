import { setRequestLocale } from 'next-intl/server'
import { localeOf } from '@/i18n/params'
import { getRequestNow } from '@/lib/request-clock'
import { requireUser } from '@/modules/auth/public'
import { DoctorReportPage, doctorReportMetadata } from '@/modules/insights/components/doctor-report-page'
import { parseReportSections } from '@/modules/insights/schemas'

export const generateMetadata = doctorReportMetadata

// Guarded like /progress: the proxy sends visitors to login; with a session cookie the proxy is
// skipped (decision 075) and this check is the guard.
export default async function Page({ params, searchParams }: PageProps<'/[locale]/progress/report'>) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const query = await searchParams
  const session = await requireUser(locale, '/progress/report', query)
  const include = query.include
  return (
    <DoctorReportPage
      locale={locale}
      userId={session.user.id}
      now={await getRequestNow()}
      sections={parseReportSections(include === undefined ? [] : [include].flat())}
      submitted={query.view !== undefined}
    />
  )
}
