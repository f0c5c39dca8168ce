import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { RouteLink } from '@/modules/ui/components/route-link'

/** The way from /progress to the craving insight and the doctor's report. */
export async function InsightLinks({ locale }: { locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: 'insights.links' })
  return (
    <section aria-labelledby="insight-links" className="mt-10">
      <h2 id="insight-links" className="text-2xl font-bold text-slate-900">
        {t('heading')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        <li className="rounded-lg border border-slate-200 p-4">
          <RouteLink
            locale={locale}
            href="/progress/insights"
            className="font-semibold text-brand-700 underline"
          >
            {t('insights')}
          </RouteLink>
          <p className="mt-1 text-slate-700">{t('insightsText')}</p>
        </li>
        <li className="rounded-lg border border-slate-200 p-4">
          <RouteLink
            locale={locale}
            href="/progress/report"
            className="font-semibold text-brand-700 underline"
          >
            {t('report')}
          </RouteLink>
          <p className="mt-1 text-slate-700">{t('reportText')}</p>
        </li>
      </ul>
    </section>
  )
}
