import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { addDays, daysBetween, getTodayIn, type TIsoDate } from '@/lib/calendar'
import { getCravingInsightData, getPlan, getSlipSummary } from '@/modules/companion/public'
import { getMedicineSummary } from '@/modules/medicines/public'
import { listDependenceScores } from '@/modules/surveys/public'
import type { TReportSection } from './schemas'

// The doctor's report: only the parts the person ticked, read when asked and handed to the page
// or the PDF as finished texts; nothing of it is stored (decision 076).

/** Weeks of cravings the report counts, the current one included. */
export const REPORT_CRAVING_WEEKS = 12
/** Slip days the report lists by date (all are counted). */
const REPORT_SLIP_DAYS = 10

export type TReportPart = {
  section: TReportSection
  heading: string
  lines: string[]
  table?: { columns: string[]; rows: string[][] }
}

export type TDoctorReport = {
  heading: string
  made: string
  parts: TReportPart[]
}

/** The Monday of the week `day` is in. */
function mondayOf(day: TIsoDate): TIsoDate {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

/** The report of the parts in `sections`, in the person's language, counted in their zone. */
export async function buildDoctorReport(
  userId: string,
  sections: readonly TReportSection[],
  { locale, now }: { locale: TLocale; now: Date },
): Promise<TDoctorReport> {
  const t = await getTranslations({ locale, namespace: 'insights.report' })
  const bands = await getTranslations({ locale, namespace: 'surveys.ftnd.bands' })
  const medicines = await getTranslations({ locale, namespace: 'medicines.types' })
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
  const formatDay = (day: TIsoDate) => longDate.format(new Date(`${day}T00:00:00Z`))
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  const plan = await getPlan(userId)
  const timeZone = plan?.timeZone ?? 'UTC'
  const today = getTodayIn(now, timeZone)
  const started = plan !== null && plan.quitDate <= today

  const build = async (section: TReportSection): Promise<Omit<TReportPart, 'section' | 'heading'>> => {
    if (section === 'dependence') {
      const scores = await listDependenceScores(userId)
      if (scores.length === 0) return { lines: [t('noScores')] }
      const dayOf = (at: Date) => getTodayIn(at, timeZone)
      return {
        lines: [],
        table: {
          columns: [t('dependenceDate'), t('dependenceResult')],
          rows: scores.map((score) => [
            formatDay(dayOf(score.takenAt)),
            t('score', {
              score: score.score,
              band: bands.has(`${score.band}.title`)
                ? bands(`${score.band}.title` as 'low.title')
                : score.band,
            }),
          ]),
        },
      }
    }
    if (section === 'medicine') {
      const summary = await getMedicineSummary(userId, now)
      if (!summary.medicine || !summary.startedOn) return { lines: [t('noMedicine')] }
      return {
        lines: [
          t('medicine', {
            name: medicines(`${summary.medicine}.name` as 'nrt-patch.name'),
            date: formatDay(summary.startedOn),
          }),
          t('daysTaken', { taken: summary.daysTaken, days: summary.daysSinceStart }),
        ],
      }
    }
    if (section === 'cravings') {
      const firstWeek = addDays(mondayOf(today), -7 * (REPORT_CRAVING_WEEKS - 1))
      const data = await getCravingInsightData(userId, { timeZone, sinceDay: firstWeek })
      if (data.total === 0) return { lines: [t('noCravings')] }
      const byWeek = new Map(data.weeks.map((week) => [week.week, week]))
      return {
        lines: [],
        table: {
          columns: [t('week'), t('cravings'), t('strength')],
          rows: Array.from({ length: REPORT_CRAVING_WEEKS }, (_, i) => {
            const week = byWeek.get(addDays(firstWeek, 7 * i))
            return [
              formatDay(addDays(firstWeek, 7 * i)),
              String(week?.count ?? 0),
              week ? number.format(week.averageIntensity) : '–',
            ]
          }),
        },
      }
    }
    if (!plan) return { lines: [t('noPlan')] }
    if (section === 'quitDate') {
      const date = formatDay(plan.quitDate)
      return { lines: [started ? t('quitDate', { date }) : t('quitDateAhead', { date })] }
    }
    if (section === 'smokeFreeDays') {
      return { lines: [t('smokeFreeDays', { count: started ? daysBetween(plan.quitDate, today) : 0 })] }
    }
    if (section === 'cigarettesBefore') {
      return { lines: [t('cigarettesPerDay', { count: plan.cigarettesPerDay })] }
    }
    const slips = await getSlipSummary(userId, plan.quitDate, REPORT_SLIP_DAYS)
    if (slips.days === 0) return { lines: [t('noSlips')] }
    return {
      lines: [
        t('slips', { days: slips.days, cigarettes: slips.cigarettes }),
        `${t('latestSlips')}: ${slips.latest
          .map((slip) => t('slipDay', { date: formatDay(slip.day), count: slip.cigarettes }))
          .join('; ')}`,
      ],
    }
  }

  const parts = await Promise.all(
    sections.map(async (section) => ({
      section,
      heading: t(`sections.${section}`),
      ...(await build(section)),
    })),
  )
  return { heading: t('heading'), made: t('made', { date: formatDay(today) }), parts }
}
