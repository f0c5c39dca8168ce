import { getTranslations } from 'next-intl/server'
import { withLocale } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { getTodayIn } from '@/lib/calendar'
import { getPlan } from '@/modules/companion/public'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { MEDICINE_SOURCES, MEDICINES } from '../catalogue'
import { getMedicineSummary } from '../queries'
import { MedicineUseFormIsland } from './medicine-use-form-island'

/** /progress: the person's stop-smoking medicine, the days they took it, and the form to change it. */
export async function MedicineSection({
  userId,
  locale,
  now,
}: {
  userId: string
  locale: TLocale
  now: Date
}) {
  const plan = await getPlan(userId)
  if (!plan) return null
  const t = await getTranslations({ locale, namespace: 'medicines' })
  const summary = await getMedicineSummary(userId, now)
  const date = (day: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    )
  const combined = MEDICINE_SOURCES['cochrane-combined']
  return (
    <section aria-labelledby="medicine" className="mt-10">
      <h2 id="medicine" className="text-2xl font-bold text-slate-900">
        {t('section.heading')}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">
        {t('section.why')}{' '}
        <a href={combined.url} className="underline" rel="noopener">
          ({combined.title})
        </a>
      </p>
      {summary.medicine && summary.startedOn ? (
        <p className="mt-3 text-lg text-slate-900">
          {t('section.current', {
            medicine: t(`types.${summary.medicine}.name`),
            date: date(summary.startedOn),
          })}{' '}
          {t('section.daysTaken', { taken: summary.daysTaken, days: summary.daysSinceStart + 1 })}{' '}
          <a
            href={withLocale(locale, `/medicines/${summary.medicine}`)}
            className="font-semibold text-brand-700 underline"
          >
            {t('section.about', { medicine: t(`types.${summary.medicine}.name`) })}
          </a>
        </p>
      ) : (
        <p className="mt-3 text-slate-700">
          {t('section.none')}{' '}
          <a href={withLocale(locale, '/medicines')} className="font-semibold text-brand-700 underline">
            {t('section.compare')}
          </a>
        </p>
      )}
      <ClientMessages errorGroups={['medicines']} errors={['common/invalid-input']}>
        <MedicineUseFormIsland
          options={[
            { value: 'none', label: t('section.noneOption') },
            ...MEDICINES.map((medicine) => ({ value: medicine, label: t(`types.${medicine}.name`) })),
          ]}
          current={
            summary.medicine && summary.startedOn
              ? { medicine: summary.medicine, startedOn: summary.startedOn }
              : null
          }
          today={getTodayIn(now, plan.timeZone)}
          texts={{
            medicine: t('section.medicine'),
            startedOn: t('section.startedOn'),
            startedOnHint: t('section.startedOnHint'),
            save: t('section.save'),
            saving: t('section.saving'),
            saved: t('section.saved'),
          }}
        />
      </ClientMessages>
    </section>
  )
}
