import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { CompanionAdminSummary } from '@/modules/companion/components/companion-admin-summary'
import { getCompanionAggregates } from '@/modules/companion/public'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { Section } from '@/modules/ui/components/section'
import { requireAdminPage } from '../guard'
import { getDashboardCounts, getSurveyScoreDistributions, listAuditEntries } from '../queries'
import { ZAuditFilter } from '../schemas'
import { firstValues } from '../search-params'
import { AuditLog } from './audit-log'
import { ScoreChart } from './score-chart'

/** `/admin`: key figures, survey score charts and the audit log. */
export async function DashboardPage({
  locale,
  searchParams,
}: {
  locale: TLocale
  searchParams: Record<string, string | string[] | undefined>
}) {
  setRequestLocale(locale)
  await requireAdminPage(locale, '/admin')
  const t = await getTranslations('adminArea.dashboard')
  const pages = await getTranslations('pages.admin')
  const format = await getFormatter()
  const query = firstValues(searchParams)
  const filter = ZAuditFilter.parse(query)
  const [counts, distributions, audit, companion] = await Promise.all([
    getDashboardCounts(),
    getSurveyScoreDistributions(),
    listAuditEntries(filter),
    getCompanionAggregates(),
  ])
  const figures = [
    ['users', counts.users],
    ['newUsers7d', counts.newUsers7d],
    ['newUsers30d', counts.newUsers30d],
    ['subscribers', counts.subscribers],
    ['surveyResponses', counts.surveyResponses],
    ['certificates', counts.certificates],
    ['activeChallenges', counts.activeChallenges],
    ['purchases', counts.purchases],
  ] as const
  return (
    <>
      <PageIntro title={pages('title')} intro={pages('intro')} />
      <Section id="figures" title={t('figures')}>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map(([key, value]) => (
            <div key={key} className="rounded-lg border border-slate-200 p-3">
              <dt className="text-sm text-slate-600">{t(key)}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{format.number(value)}</dd>
            </div>
          ))}
          <div className="col-span-2 rounded-lg border border-slate-200 p-3 sm:col-span-4">
            <dt className="text-sm text-slate-600">{t('revenue')}</dt>
            <dd className="mt-1">
              {counts.revenue.length === 0 ? (
                <span className="text-slate-600">{t('revenueNone')}</span>
              ) : (
                <ul className="flex flex-wrap gap-x-6 gap-y-1">
                  {counts.revenue.map((line) => (
                    <li key={line.currency} className="text-lg font-semibold text-slate-900">
                      {t('revenueLine', {
                        amount: format.number(line.amountMinor / 100, {
                          style: 'currency',
                          currency: line.currency,
                        }),
                        count: line.count,
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
      </Section>
      <Section id="charts" title={t('charts')} className="mt-10">
        <div className="mt-3 grid gap-4 lg:grid-cols-2">
          {distributions.map((distribution) => (
            <ScoreChart key={distribution.survey} distribution={distribution} />
          ))}
        </div>
      </Section>
      {/* Aggregates only: no admin page shows a person's plan or check-ins (health data stays personal). */}
      <CompanionAdminSummary aggregates={companion} />
      <AuditLog rows={audit.rows} hasMore={audit.hasMore} filter={filter} query={query} />
    </>
  )
}
