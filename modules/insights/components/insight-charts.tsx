import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import type { TIsoDate } from '@/lib/calendar'
import type { TCravingInsightData } from '@/modules/companion/public'
import type { TCravingTrigger } from '@/modules/companion/shared'

// Server-drawn SVG charts (decision 014: no chart library in the browser), each with its numbers
// in a table for screen readers, like the charts of /progress.

const CELL = 16
const LABEL_WIDTH = 44
const HOUR_AXIS = 16
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const
const HOURS = Array.from({ length: 24 }, (_, hour) => hour)
/** Fill of an hour cell by its share of the busiest one: none, then four steps of violet. */
const SHADES = ['#f1f5f9', '#ddd6fe', '#a78bfa', '#7c3aed', '#4c1d95'] as const

function shadeOf(count: number, highest: number): string {
  if (count === 0) return SHADES[0]
  return SHADES[Math.min(4, Math.ceil((count / highest) * 4))]!
}

/** Weekday names (ISO 1 = Monday) and hour labels in the person's language. */
export function buildCalendarNames(locale: TLocale) {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
  const hour = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  const hourOnly = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' })
  // 2024-01-01 was a Monday.
  const monday = Date.UTC(2024, 0, 1)
  return {
    weekday: (iso: number) => weekday.format(new Date(monday + (iso - 1) * 86_400_000)),
    shortWeekday: (iso: number) => short.format(new Date(monday + (iso - 1) * 86_400_000)),
    hour: (h: number) => hour.format(new Date(monday + h * 3_600_000)),
    hourTick: (h: number) => hourOnly.format(new Date(monday + h * 3_600_000)),
  }
}

/** Cravings by weekday (rows) and local hour (columns), the darker the more. */
export async function CravingHeatMap({
  cells,
  locale,
}: {
  cells: TCravingInsightData['cells']
  locale: TLocale
}) {
  const t = await getTranslations({ locale, namespace: 'insights.heatMap' })
  const names = buildCalendarNames(locale)
  const counts = new Map(cells.map((cell) => [`${cell.weekday}-${cell.hour}`, cell.count]))
  const highest = Math.max(1, ...cells.map((cell) => cell.count))
  const width = LABEL_WIDTH + 24 * CELL
  const height = HOUR_AXIS + 7 * CELL
  const describeCell = (weekday: number, hour: number, count: number) =>
    t('cell', {
      day: names.weekday(weekday),
      from: names.hour(hour),
      to: names.hour((hour + 1) % 24),
      count,
    })
  return (
    <figure className="rounded-lg border border-slate-200 p-4">
      <figcaption className="font-semibold text-slate-900">
        {t('heading')} <span className="font-normal text-slate-600">· {t('description')}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mt-3 h-auto w-full max-w-2xl"
        role="img"
        aria-label={`${t('heading')}: ${cells.map((cell) => describeCell(cell.weekday, cell.hour, cell.count)).join('; ')}`}
        data-testid="craving-heat-map"
      >
        {HOURS.filter((hour) => hour % 3 === 0).map((hour) => (
          <text key={hour} x={LABEL_WIDTH + hour * CELL} y={11} fontSize="9" fill="#475569">
            {names.hourTick(hour)}
          </text>
        ))}
        {WEEKDAYS.map((weekday, row) => (
          <g key={weekday}>
            <text x={0} y={HOUR_AXIS + row * CELL + 11} fontSize="10" fill="#334155">
              {names.shortWeekday(weekday)}
            </text>
            {HOURS.map((hour) => {
              const count = counts.get(`${weekday}-${hour}`) ?? 0
              return (
                <rect
                  key={hour}
                  x={LABEL_WIDTH + hour * CELL + 1}
                  y={HOUR_AXIS + row * CELL + 1}
                  width={CELL - 2}
                  height={CELL - 2}
                  rx="2"
                  fill={shadeOf(count, highest)}
                  data-count={count}
                >
                  <title>{describeCell(weekday, hour, count)}</title>
                </rect>
              )
            })}
          </g>
        ))}
      </svg>
      {/* A table ignores sr-only's 1 px width; the wrapper clips it (a phone would scroll sideways). */}
      <div className="sr-only">
        <table>
          <caption>{t('heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('day')}</th>
              <th scope="col">{t('hour')}</th>
              <th scope="col">{t('cravings')}</th>
            </tr>
          </thead>
          <tbody>
            {cells.map((cell) => (
              <tr key={`${cell.weekday}-${cell.hour}`}>
                <td>{names.weekday(cell.weekday)}</td>
                <td>{`${names.hour(cell.hour)}–${names.hour((cell.hour + 1) % 24)}`}</td>
                <td>{cell.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}

/** Logged cravings by trigger, most first, with their mean strength. */
export async function TriggerChart({
  triggerParts,
  locale,
}: {
  triggerParts: TCravingInsightData['triggerParts']
  locale: TLocale
}) {
  const t = await getTranslations({ locale, namespace: 'insights.triggers' })
  const label = await getTranslations({ locale, namespace: 'companion.craving.log.triggers' })
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  const totals = new Map<TCravingTrigger, { count: number; intensitySum: number }>()
  for (const group of triggerParts) {
    const total = totals.get(group.trigger) ?? { count: 0, intensitySum: 0 }
    totals.set(group.trigger, {
      count: total.count + group.count,
      intensitySum: total.intensitySum + group.intensitySum,
    })
  }
  const rows = [...totals]
    .map(([trigger, total]) => ({ trigger, ...total }))
    .sort((a, b) => b.count - a.count)
  const highest = Math.max(1, ...rows.map((row) => row.count))
  const BAR = 22
  const NAME = 150
  const width = 480
  return (
    <figure className="rounded-lg border border-slate-200 p-4">
      <figcaption className="font-semibold text-slate-900">{t('heading')}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${rows.length * BAR + 4}`}
        className="mt-3 h-auto w-full max-w-xl"
        role="img"
        aria-label={`${t('heading')}: ${rows.map((row) => t('bar', { trigger: label(row.trigger), count: row.count })).join('; ')}`}
      >
        {rows.map((row, i) => {
          const barWidth = Math.max(2, Math.round((row.count / highest) * (width - NAME - 40)))
          return (
            <g key={row.trigger}>
              <text x={0} y={i * BAR + 15} fontSize="12" fill="#1e293b">
                {label(row.trigger)}
              </text>
              <rect x={NAME} y={i * BAR + 4} width={barWidth} height={BAR - 8} rx="2" fill="#7c3aed" />
              <text x={NAME + barWidth + 6} y={i * BAR + 15} fontSize="12" fill="#1e293b">
                {row.count}
              </text>
            </g>
          )
        })}
      </svg>
      <div className="sr-only">
        <table>
          <caption>{t('heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('trigger')}</th>
              <th scope="col">{t('cravings')}</th>
              <th scope="col">{t('strength')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.trigger}>
                <td>{label(row.trigger)}</td>
                <td>{row.count}</td>
                <td>{number.format(row.intensitySum / row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}

const WIDTH = 480
const HEIGHT = 140
const AXIS = 20

/**
 * The mean strength per week: of the logged cravings (1–5, violet) and of the check-ins' craving
 * level (0–10, amber), each drawn against its own scale's top.
 */
export async function StrengthChart({
  weeks,
  checkInWeeks,
  locale,
}: {
  weeks: TCravingInsightData['weeks']
  checkInWeeks: TCravingInsightData['checkInWeeks']
  locale: TLocale
}) {
  const t = await getTranslations({ locale, namespace: 'insights.strength' })
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  const shortDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const formatWeek = (week: TIsoDate) => shortDate.format(new Date(`${week}T00:00:00Z`))
  const allWeeks = [...new Set([...weeks, ...checkInWeeks].map((week) => week.week))].sort()
  if (allWeeks.length === 0) return null
  const first = Date.parse(`${allWeeks[0]}T00:00:00Z`)
  const span = Math.max(1, Date.parse(`${allWeeks.at(-1)}T00:00:00Z`) - first)
  const xOf = (week: TIsoDate) =>
    allWeeks.length === 1 ? WIDTH / 2 : 12 + ((Date.parse(`${week}T00:00:00Z`) - first) / span) * (WIDTH - 24)
  const yOf = (share: number) => HEIGHT - 8 - share * (HEIGHT - 20)
  const logged = weeks.map((week) => ({ x: xOf(week.week), y: yOf(week.averageIntensity / 5) }))
  const checkIns = checkInWeeks.map((week) => ({ x: xOf(week.week), y: yOf(week.averageLevel / 10) }))
  const byWeek = new Map(weeks.map((week) => [week.week, week]))
  const checkInByWeek = new Map(checkInWeeks.map((week) => [week.week, week]))
  const series = [
    { points: logged, colour: '#7c3aed', dash: undefined },
    { points: checkIns, colour: '#b45309', dash: '5 3' },
  ]
  return (
    <figure className="rounded-lg border border-slate-200 p-4">
      <figcaption className="font-semibold text-slate-900">{t('heading')}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="mt-3 h-auto w-full max-w-xl"
        role="img"
        aria-label={
          weeks.length > 0
            ? `${t('heading')}: ${t('describe', {
                from: number.format(weeks[0]!.averageIntensity),
                to: number.format(weeks.at(-1)!.averageIntensity),
              })}`
            : t('heading')
        }
      >
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#94a3b8" />
        {series.map(({ points, colour, dash }) => (
          <g key={colour}>
            {points.length > 1 ? (
              <polyline
                fill="none"
                stroke={colour}
                strokeWidth="2.5"
                strokeDasharray={dash}
                points={points.map((point) => `${point.x},${point.y}`).join(' ')}
              />
            ) : null}
            {points.map((point) => (
              <circle key={point.x} cx={point.x} cy={point.y} r="3.5" fill={colour} />
            ))}
          </g>
        ))}
        <text x="4" y={HEIGHT + 15} fontSize="11" fill="#475569">
          {formatWeek(allWeeks[0]!)}
        </text>
        {allWeeks.length > 1 ? (
          <text x={WIDTH - 4} y={HEIGHT + 15} fontSize="11" fill="#475569" textAnchor="end">
            {formatWeek(allWeeks.at(-1)!)}
          </text>
        ) : null}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <li>
          <span className="mr-2 inline-block h-1 w-6 bg-violet-600 align-middle" />
          {t('logged')}
        </li>
        <li>
          <span className="mr-2 inline-block w-6 border-t-2 border-dashed border-amber-700 align-middle" />
          {t('checkIns')}
        </li>
      </ul>
      <div className="sr-only">
        <table>
          <caption>{t('heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('week')}</th>
              <th scope="col">{t('count')}</th>
              <th scope="col">{t('logged')}</th>
              <th scope="col">{t('checkIns')}</th>
            </tr>
          </thead>
          <tbody>
            {allWeeks.map((week) => {
              const loggedWeek = byWeek.get(week)
              const checkInWeek = checkInByWeek.get(week)
              return (
                <tr key={week}>
                  <td>{formatWeek(week)}</td>
                  <td>{loggedWeek?.count ?? 0}</td>
                  <td>{loggedWeek ? number.format(loggedWeek.averageIntensity) : t('noValue')}</td>
                  <td>{checkInWeek ? number.format(checkInWeek.averageLevel) : t('noValue')}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
