import { getTranslations } from 'next-intl/server'
import { DataTable } from '@/modules/ui/components/data-table'
import type { TScoreDistribution } from '../queries'

const WIDTH = 480
const HEIGHT = 180
const AXIS = 22

/**
 * Bar chart of how many responses had each score, drawn as server-rendered SVG (no chart
 * library in the browser: docs/decisions/014-admin-charts-as-server-svg.md). The numbers are also in a
 * table for screen readers.
 */
export async function ScoreChart({ distribution }: { distribution: TScoreDistribution }) {
  const t = await getTranslations('adminArea.dashboard')
  const { counts, min, total } = distribution
  const highest = Math.max(1, ...counts)
  const slot = (WIDTH - 8) / counts.length
  const barWidth = Math.max(4, slot * 0.7)
  const title = t(`surveyTitles.${distribution.survey}`)
  const bars = counts.map((n, i) => ({ score: min + i, n, i }))
  return (
    <figure className="rounded-lg border border-slate-200 p-4">
      <figcaption className="font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-600">· {t('chartTotal', { total })}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="mt-3 h-auto w-full max-w-xl"
        role="img"
        aria-label={`${title}: ${bars.map((bar) => t('chartBar', { score: bar.score, count: bar.n })).join('; ')}`}
      >
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#94a3b8" />
        {bars.map(({ score, n, i }) => {
          const height = Math.round((n / highest) * (HEIGHT - 16))
          const x = 4 + i * slot + (slot - barWidth) / 2
          return (
            <g key={score}>
              <title>{t('chartBar', { score, count: n })}</title>
              <rect x={x} y={HEIGHT - height} width={barWidth} height={height} fill="#0f7a5c" rx="2" />
              {n > 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - height - 3}
                  textAnchor="middle"
                  fontSize="11"
                  fill="#1e293b"
                >
                  {n}
                </text>
              ) : null}
              <text x={x + barWidth / 2} y={HEIGHT + 15} textAnchor="middle" fontSize="11" fill="#475569">
                {score}
              </text>
            </g>
          )
        })}
      </svg>
      <DataTable
        caption={title}
        className="sr-only"
        rows={bars}
        rowKey={(bar) => String(bar.score)}
        columns={[
          { header: t('chartScore'), cell: (bar) => bar.score },
          { header: t('chartCount'), cell: (bar) => bar.n },
        ]}
      />
    </figure>
  )
}
