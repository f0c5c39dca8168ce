import { getFormatter, getTranslations } from 'next-intl/server'
import { Section } from '@/modules/ui/components/section'
import type { TCopingPlanAggregates } from '../aggregates'

/** The admin dashboard's view of the if-then plans: totals only, never a plan's words. */
export async function CopingPlansAdminFigures({ aggregates }: { aggregates: TCopingPlanAggregates }) {
  const t = await getTranslations('copingPlans.admin')
  const format = await getFormatter()
  return (
    <Section id="coping-plans-admin" title={t('heading')} className="mt-10">
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ['people', aggregates.peopleWithPlans],
            ['plans', aggregates.plansWritten],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-lg border border-slate-200 p-3">
            <dt className="text-sm text-slate-600">{t(key)}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{format.number(value)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
