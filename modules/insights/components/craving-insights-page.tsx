import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import { addDays, getTodayIn } from '@/lib/calendar'
import { getCravingInsightData, getPlan } from '@/modules/companion/public'
import { buildPageMetadata } from '@/modules/i18n/public'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { RouteLink } from '@/modules/ui/components/route-link'
import { buttonClass, inputClass, labelClass } from '@/modules/ui/components/styles'
import { INSIGHT_PERIODS, type TInsightPeriod } from '../schemas'
import { findStandOut, findStrengthTrend } from '../stand-out'
import { CravingHeatMap, StrengthChart, TriggerChart } from './insight-charts'

export async function cravingInsightsMetadata({
  params,
}: {
  params: Promise<{ locale: string }>
}): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations({ locale, namespace: 'insights.page' })
  return buildPageMetadata(locale, t('title'), { description: t('intro'), index: false })
}

/** The sentences over the charts: what stands out, and whether the cravings grew weaker or stronger. */
async function StandOut({
  locale,
  data,
}: {
  locale: TLocale
  data: Awaited<ReturnType<typeof getCravingInsightData>>
}) {
  const t = await getTranslations({ locale, namespace: 'insights' })
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  const standOut = findStandOut(data.triggerParts)
  const trend = findStrengthTrend(data.weeks)
  const phrases = (value: { trigger?: string; part?: string }) => ({
    trigger: value.trigger ? t(`triggerPhrases.${value.trigger}` as 'triggerPhrases.coffee') : '',
    part: value.part ? t(`partPhrases.${value.part}` as 'partPhrases.morning') : '',
  })
  const sentence =
    standOut.kind === 'none'
      ? null
      : standOut.kind === 'few'
        ? t('standOut.few', { count: standOut.count })
        : standOut.kind === 'spread'
          ? t('standOut.spread')
          : t(`standOut.${standOut.kind}`, phrases(standOut))
  return (
    <section aria-labelledby="stand-out" className="rounded-lg bg-brand-50 p-6">
      <h2 id="stand-out" className="text-xl font-bold text-brand-900">
        {t('standOut.heading')}
      </h2>
      {sentence ? (
        <p className="mt-2 text-lg text-brand-900" data-testid="stand-out">
          {sentence}
        </p>
      ) : null}
      {trend ? (
        <p className="mt-2 text-brand-900">
          {t(`standOut.${trend.direction}`, { from: number.format(trend.from), to: number.format(trend.to) })}
        </p>
      ) : null}
    </section>
  )
}

/**
 * /progress/insights: when and why the person's cravings come, from their own log and check-ins,
 * counted in their plan's time zone over the chosen period. The route has checked the session.
 */
export async function CravingInsightsPage({
  locale,
  userId,
  now,
  period,
}: {
  locale: TLocale
  userId: string
  now: Date
  period: TInsightPeriod
}) {
  const t = await getTranslations({ locale, namespace: 'insights' })
  const plan = await getPlan(userId)
  const timeZone = plan?.timeZone ?? 'UTC'
  const sinceDay = addDays(getTodayIn(now, timeZone), -(Number(period) - 1))
  const inPeriod = await getCravingInsightData(userId, { timeZone, sinceDay })
  return (
    <>
      <PageIntro title={t('page.title')} intro={t('page.intro')} />
      <form method="get" className="mb-8 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="period" className={labelClass}>
            {t('page.period')}
          </label>
          <select id="period" name="period" defaultValue={period} className={inputClass}>
            {INSIGHT_PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`page.periods.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass.secondary}>
          {t('page.show')}
        </button>
      </form>
      {inPeriod.total === 0 && inPeriod.checkInWeeks.length === 0 ? (
        <section aria-labelledby="no-cravings" className="rounded-lg border border-slate-200 p-6">
          <h2 id="no-cravings" className="text-xl font-bold text-slate-900">
            {t('empty.heading')}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">{t('empty.text')}</p>
          <p className="mt-4">
            <RouteLink locale={locale} href="/craving" className="font-semibold text-brand-700 underline">
              {t('empty.link')}
            </RouteLink>
          </p>
        </section>
      ) : (
        <>
          <p className="mb-4 text-slate-700">{t('page.summary', { count: inPeriod.total })}</p>
          {inPeriod.total > 0 ? <StandOut locale={locale} data={inPeriod} /> : null}
          <div className="mt-8 grid gap-6">
            {inPeriod.total > 0 ? (
              <>
                <CravingHeatMap cells={inPeriod.cells} locale={locale} />
                <TriggerChart triggerParts={inPeriod.triggerParts} locale={locale} />
              </>
            ) : null}
            <StrengthChart weeks={inPeriod.weeks} checkInWeeks={inPeriod.checkInWeeks} locale={locale} />
          </div>
        </>
      )}
      <p className="mt-10">
        <RouteLink locale={locale} href="/progress" className="font-semibold text-brand-700 underline">
          {t('back')}
        </RouteLink>
      </p>
    </>
  )
}
