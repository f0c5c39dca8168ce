import { getFormatter, getTranslations } from 'next-intl/server'
import { DataTable } from '@/modules/ui/components/data-table'
import { Section } from '@/modules/ui/components/section'
import type { TMissionAggregates } from '../aggregates'

/** The admin dashboard's view of the missions: counts per programme day, never a person. */
export async function MissionsAdminSummary({ aggregates }: { aggregates: TMissionAggregates }) {
  const t = await getTranslations('missions.admin')
  const format = await getFormatter()
  return (
    <Section id="missions" title={t('heading')} className="mt-10">
      <p className="mt-1 text-sm text-slate-600">{t('privacy')}</p>
      <p className="mt-3 text-slate-800">{t('people', { count: aggregates.peopleWithMissionDone })}</p>
      <DataTable
        caption={t('table')}
        className="mt-3"
        rows={aggregates.days}
        rowKey={(row) => String(row.day)}
        columns={[
          {
            header: t('day'),
            cell: (row) => (row.day < 0 ? t('before', { count: -row.day }) : t('after', { day: row.day })),
          },
          { header: t('done'), cell: (row) => format.number(row.done) },
          { header: t('skipped'), cell: (row) => format.number(row.skipped) },
        ]}
      />
    </Section>
  )
}
