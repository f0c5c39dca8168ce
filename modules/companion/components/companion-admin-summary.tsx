import { getFormatter, getTranslations } from 'next-intl/server'
import { DataTable } from '@/modules/ui/components/data-table'
import { Section } from '@/modules/ui/components/section'
import type { TCompanionAggregates } from '../aggregates'

const WIDTH = 480
const HEIGHT = 160
const AXIS = 20

/**
 * The admin dashboard's view of the quit companion: aggregates over everybody as figures and a
 * server-rendered SVG chart of check-ins per day (decision 014), with a table for screen readers.
 */
export async function CompanionAdminSummary({ aggregates }: { aggregates: TCompanionAggregates }) {
  const t = await getTranslations('companion.admin')
  const format = await getFormatter()
  const { days } = aggregates
  const highest = Math.max(1, ...days.map((d) => d.smokeFree + d.slips))
  const slot = (WIDTH - 8) / days.length
  const barWidth = Math.max(4, slot * 0.7)
  const dateOf = (day: string) =>
    format.dateTime(new Date(`${day}T00:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const figures = [
    ['peopleWithPlan', format.number(aggregates.peopleWithPlan)],
    [
      'medianSmokeFreeDays',
      aggregates.medianSmokeFreeDays == null ? '–' : format.number(aggregates.medianSmokeFreeDays),
    ],
    ['checkInRate7d', `${format.number(aggregates.checkInRate7d)} %`],
    ['slips7d', format.number(aggregates.slips7d)],
  ] as const
  return (
    <Section id="companion" title={t('heading')} className="mt-10">
      <p className="mt-1 text-sm text-slate-600">{t('privacy')}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([key, value]) => (
          <div key={key} className="rounded-lg border border-slate-200 p-3">
            <dt className="text-sm text-slate-600">{t(key)}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <figure className="mt-4 rounded-lg border border-slate-200 p-4">
        <figcaption className="font-semibold text-slate-900">{t('chart')}</figcaption>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
          className="mt-3 h-auto w-full max-w-xl"
          role="img"
          aria-label={t('chart')}
        >
          <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#94a3b8" />
          {days.map((d, i) => {
            const x = 4 + i * slot + (slot - barWidth) / 2
            const free = Math.round((d.smokeFree / highest) * (HEIGHT - 16))
            const slips = Math.round((d.slips / highest) * (HEIGHT - 16))
            return (
              <g key={d.day}>
                <title>
                  {t('chartDay', { date: dateOf(d.day), smokeFree: d.smokeFree, slips: d.slips })}
                </title>
                <rect x={x} y={HEIGHT - free} width={barWidth} height={free} fill="#0f7a5c" />
                <rect x={x} y={HEIGHT - free - slips} width={barWidth} height={slips} fill="#b45309" />
              </g>
            )
          })}
        </svg>
        <DataTable
          caption={t('chart')}
          className="sr-only"
          rows={days}
          rowKey={(d) => d.day}
          columns={[
            { header: t('date'), cell: (d) => dateOf(d.day) },
            { header: t('smokeFree'), cell: (d) => d.smokeFree },
            { header: t('slips'), cell: (d) => d.slips },
          ]}
        />
      </figure>
    </Section>
  )
}
