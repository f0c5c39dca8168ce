import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { DataTable } from '@/modules/ui/components/data-table'
import { RouteLink } from '@/modules/ui/components/route-link'
import { listSurveyHistory } from '../queries'

/** The signed-in user's survey results with dates and scores, for the signed-in home (/progress). */
export async function SurveyHistory({ userId }: { userId: string }) {
  const t = await getTranslations('surveys')
  const locale = (await getLocale()) as TLocale
  const format = await getFormatter()
  const entries = await listSurveyHistory(userId)
  return (
    <section aria-labelledby="survey-history-heading" className="mt-10">
      <h2 id="survey-history-heading" className="text-2xl font-bold">
        {t('history.title')}
      </h2>
      <DataTable
        labelledBy="survey-history-heading"
        className="mt-4"
        // Cards on phones: four columns do not fit, and a table scrolling sideways is out of a
        // keyboard's reach.
        stacked
        tableClassName="md:min-w-[32rem]"
        empty={t('history.empty')}
        rows={entries}
        rowKey={(entry) => entry.id}
        columns={[
          {
            header: t('history.date'),
            cell: (entry) => (
              <time dateTime={entry.createdAt.toISOString()}>
                {format.dateTime(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            ),
          },
          { header: t('history.survey'), cell: (entry) => t(`history.names.${entry.survey}`) },
          {
            header: t('history.score'),
            cell: (entry) =>
              entry.survey === 'ftnd'
                ? t('history.ftndScore', { score: entry.score })
                : t('history.motivationScore', { score: entry.score }),
          },
          {
            header: t('history.result'),
            cell: (entry) =>
              entry.survey === 'ftnd'
                ? t(`ftnd.bands.${entry.result}.title`)
                : t(`motivation.v${entry.version}.readiness.${entry.result}`),
          },
        ]}
      />
      <p className="mt-4 flex flex-wrap gap-4 text-sm">
        <RouteLink locale={locale} href="/survey/test" className="font-semibold text-brand-700 underline">
          {t('history.takeTest')}
        </RouteLink>
        <RouteLink
          locale={locale}
          href="/survey/motivation"
          className="font-semibold text-brand-700 underline"
        >
          {t('history.takeMotivation')}
        </RouteLink>
      </p>
    </section>
  )
}
