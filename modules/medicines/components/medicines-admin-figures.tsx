import { getFormatter, getTranslations } from 'next-intl/server'
import { DataTable } from '@/modules/ui/components/data-table'
import { Section } from '@/modules/ui/components/section'
import type { TMedicineAggregates } from '../aggregates'
import { MEDICINES } from '../catalogue'

/** The admin dashboard's view of the medicines: the share of people with a plan who use one. */
export async function MedicinesAdminFigures({
  aggregates,
  peopleWithPlan,
}: {
  aggregates: TMedicineAggregates
  peopleWithPlan: number
}) {
  const t = await getTranslations('medicines')
  const format = await getFormatter()
  const share = peopleWithPlan === 0 ? 0 : aggregates.peopleWithMedicine / peopleWithPlan
  return (
    <Section id="medicines-admin" title={t('admin.heading')} className="mt-10">
      <p className="mt-3 text-slate-800">
        {t('admin.share', {
          share: format.number(Math.min(1, share), { style: 'percent' }),
          count: aggregates.peopleWithMedicine,
        })}
      </p>
      <DataTable
        caption={t('admin.table')}
        className="mt-3"
        rows={[...MEDICINES]}
        rowKey={(medicine) => medicine}
        columns={[
          { header: t('admin.medicine'), cell: (medicine) => t(`types.${medicine}.name`) },
          { header: t('admin.people'), cell: (medicine) => format.number(aggregates.byMedicine[medicine]) },
        ]}
      />
    </Section>
  )
}
