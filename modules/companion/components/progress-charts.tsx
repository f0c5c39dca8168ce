import { getTranslations } from 'next-intl/server'
import { TextRows } from '@/modules/ui/components/text-rows'
import type { TCheckInBar } from '../progress'

const WIDTH = 480
const HEIGHT = 160
const AXIS = 20

type TBar = { x: number; width: number; height: number }

/** Bars of one colour as one path (a rect each would be an element each, 30 a chart). */
function barsPath(bars: TBar[]): string {
  return bars
    .map(({ x, width, height }) => `M${x.toFixed(1)},${HEIGHT}v${-height}h${width.toFixed(1)}v${height}z`)
    .join('')
}

/**
 * Money saved over time as a server-rendered SVG line (decision 014: no chart library in the
 * browser), with the same points in a table for screen readers. The charts' pictures are hidden
 * from assistive technology: the figure's caption names each, its table holds the figures.
 */
export async function MoneyChart({
  points,
  format,
  formatDate,
}: {
  points: Array<{ day: string; minor: number }>
  format: (minor: number) => string
  formatDate: (day: string) => string
}) {
  const t = await getTranslations('companion.charts')
  if (points.length < 2) return null
  const highest = Math.max(1, ...points.map((point) => point.minor))
  const step = (WIDTH - 16) / (points.length - 1)
  const coordinates = points.map((point, i) => ({
    x: 8 + i * step,
    y: HEIGHT - Math.round((point.minor / highest) * (HEIGHT - 16)),
    ...point,
  }))
  const last = coordinates.at(-1)!
  return (
    <figure className="rounded-lg border border-slate-200 p-4">
      <figcaption className="font-semibold text-slate-900">{t('moneyHeading')}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="mt-3 h-auto w-full max-w-xl"
        aria-hidden="true"
      >
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#94a3b8" />
        <polyline
          fill="none"
          stroke="#0f7a5c"
          strokeWidth="2.5"
          points={coordinates.map((c) => `${c.x},${c.y}`).join(' ')}
        />
        <text x="8" y={HEIGHT + 15} fontSize="11" fill="#475569">
          {formatDate(coordinates[0]!.day)}
        </text>
        <text x={WIDTH - 8} y={HEIGHT + 15} fontSize="11" fill="#475569" textAnchor="end">
          {formatDate(last.day)}
        </text>
        <text x={WIDTH - 8} y={Math.max(12, last.y - 6)} fontSize="12" fill="#1e293b" textAnchor="end">
          {format(last.minor)}
        </text>
      </svg>
      {/* A table ignores sr-only's 1 px width; the wrapper clips it (a phone would scroll sideways). */}
      <div className="sr-only">
        <table>
          <caption>{t('moneyHeading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('amount')}</th>
            </tr>
          </thead>
          <TextRows rows={points.map((point) => [formatDate(point.day), format(point.minor)])} />
        </table>
      </div>
    </figure>
  )
}

const COLOURS = { 'smoke-free': '#0f7a5c', slip: '#b45309', none: '#cbd5e1' } as const
const STATUSES = ['smoke-free', 'slip', 'none'] as const

/** One column per day of the last 30: smoke-free, a slip (taller with more cigarettes) or none. */
export async function CheckInChart({
  bars,
  formatDate,
}: {
  bars: TCheckInBar[]
  formatDate: (day: string) => string
}) {
  const t = await getTranslations('companion.charts')
  const describeBar = (bar: TCheckInBar) =>
    bar.status === 'smoke-free'
      ? t('statusSmokeFree')
      : bar.status === 'slip'
        ? t('statusSlip', { count: bar.cigarettes })
        : t('statusNone')
  const slot = (WIDTH - 8) / bars.length
  const barWidth = Math.max(3, slot * 0.7)
  const heightOf = (bar: TCheckInBar) =>
    bar.status === 'smoke-free'
      ? HEIGHT - 20
      : bar.status === 'slip'
        ? Math.min(HEIGHT - 20, 20 + bar.cigarettes * 8)
        : 6
  const recorded = bars.filter((bar) => bar.status !== 'none')
  const columns = bars.map((bar, i) => ({
    status: bar.status,
    x: 4 + i * slot + (slot - barWidth) / 2,
    width: barWidth,
    height: heightOf(bar),
  }))
  return (
    <figure className="rounded-lg border border-slate-200 p-4">
      <figcaption className="font-semibold text-slate-900">{t('checkInsHeading')}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="mt-3 h-auto w-full max-w-xl"
        aria-hidden="true"
      >
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#94a3b8" />
        {STATUSES.map((status) => {
          const ofStatus = columns.filter((column) => column.status === status)
          return ofStatus.length > 0 ? (
            <path key={status} d={barsPath(ofStatus)} fill={COLOURS[status]} />
          ) : null
        })}
        <text x="4" y={HEIGHT + 15} fontSize="11" fill="#475569">
          {formatDate(bars[0]!.day)}
        </text>
        <text x={WIDTH - 4} y={HEIGHT + 15} fontSize="11" fill="#475569" textAnchor="end">
          {formatDate(bars.at(-1)!.day)}
        </text>
      </svg>
      <div className="sr-only">
        <table>
          <caption>{t('checkInsHeading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('status')}</th>
            </tr>
          </thead>
          <TextRows rows={recorded.map((bar) => [formatDate(bar.day), describeBar(bar)])} />
        </table>
      </div>
    </figure>
  )
}

/** Logged cravings per day of the last 30 days, with the same numbers in a table. */
export async function CravingChart({
  days,
  formatDate,
}: {
  days: Array<{ day: string; count: number }>
  formatDate: (day: string) => string
}) {
  const t = await getTranslations('companion.charts')
  const total = days.reduce((sum, d) => sum + d.count, 0)
  const highest = Math.max(1, ...days.map((d) => d.count))
  const slot = (WIDTH - 8) / days.length
  const barWidth = Math.max(3, slot * 0.7)
  const logged = days.filter((d) => d.count > 0)
  return (
    <figure className="rounded-lg border border-slate-200 p-4">
      <figcaption className="font-semibold text-slate-900">
        {t('cravingsHeading')}{' '}
        <span className="font-normal text-slate-600">· {t('cravingsCount', { count: total })}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="mt-3 h-auto w-full max-w-xl"
        aria-hidden="true"
      >
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#94a3b8" />
        <path
          d={barsPath(
            days.map((d, i) => ({
              x: 4 + i * slot + (slot - barWidth) / 2,
              width: barWidth,
              height: Math.round((d.count / highest) * (HEIGHT - 20)),
            })),
          )}
          fill="#7c3aed"
        />
        <text x="4" y={HEIGHT + 15} fontSize="11" fill="#475569">
          {formatDate(days[0]!.day)}
        </text>
        <text x={WIDTH - 4} y={HEIGHT + 15} fontSize="11" fill="#475569" textAnchor="end">
          {formatDate(days.at(-1)!.day)}
        </text>
      </svg>
      <div className="sr-only">
        <table>
          <caption>{t('cravingsHeading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('cravingsColumn')}</th>
            </tr>
          </thead>
          <TextRows rows={logged.map((d) => [formatDate(d.day), String(d.count)])} />
        </table>
      </div>
    </figure>
  )
}
