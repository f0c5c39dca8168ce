import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { addDays, type TIsoDate } from '@/lib/calendar'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { compareWithTarget, dailyTarget, type TCutDownPlan } from '../cut-down'
import type { TCheckInView } from '../queries'
import { CheckInFormIsland } from './check-in-form-island'
import { NewQuitDateForm } from './new-quit-date-form'
import type { TCheckInExtension } from './progress-page'

type TTranslate = Awaited<ReturnType<typeof getTranslations<'companion'>>>

/** A cut-down day: what was smoked against the day's target (stored with the check-in). */
function dayRecord(plan: TCutDownPlan, checkIn: TCheckInView) {
  const smoked = checkIn.smokeFree ? 0 : checkIn.cigarettesSmoked
  const target = checkIn.target ?? dailyTarget(plan, checkIn.day)
  return { smoked, target, result: compareWithTarget(smoked, target), diff: Math.abs(smoked - target) }
}

function recordText(t: TTranslate, record: ReturnType<typeof dayRecord>): string {
  return t(`cutDown.record.${record.result}`, {
    smoked: record.smoked,
    target: record.target,
    diff: record.diff,
  })
}

/**
 * /progress while cutting down (decision 067): today's target first, the check-in against it, the
 * days so far against theirs, and the switch to a quit date. No counters or milestones yet.
 */
export async function CutDownView({
  locale,
  plan,
  today,
  checkIns,
  latestQuitDate,
  formatDate,
  todaySlot,
  highlights,
  checkIn,
}: {
  locale: TLocale
  plan: TCutDownPlan
  today: TIsoDate
  checkIns: readonly TCheckInView[]
  latestQuitDate: TIsoDate
  formatDate: (day: TIsoDate) => string
  todaySlot?: React.ReactNode
  highlights?: React.ReactNode
  checkIn?: TCheckInExtension
}) {
  const t = await getTranslations({ locale, namespace: 'companion' })
  const target = dailyTarget(plan, today)
  const todayCheckIn = checkIns.find((row) => row.day === today) ?? null
  const days = checkIns.filter((row) => row.day >= plan.cutDownFrom && row.day <= today).reverse()
  const shortDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    <>
      <section aria-labelledby="cut-down" className="rounded-lg bg-brand-50 p-6 text-brand-900">
        <h2 id="cut-down" className="text-lg font-semibold">
          {t('cutDown.heading')}
        </h2>
        <p className="mt-1 text-2xl font-bold">{t('cutDown.target', { count: target })}</p>
        <p className="mt-2">{t('cutDown.targetDate', { date: formatDate(plan.quitDate) })}</p>
      </section>
      {todaySlot}
      <section aria-labelledby="check-in" className="mt-10">
        <h2 id="check-in" className="text-2xl font-bold text-slate-900">
          {t('checkIn.heading')}
        </h2>
        <div className="mt-4">
          {todayCheckIn ? (
            <p className="mb-4 text-slate-700">
              {t('cutDown.todayRecord', { record: recordText(t, dayRecord(plan, todayCheckIn)) })}
            </p>
          ) : null}
          <ClientMessages
            parts={['companion.checkIn']}
            errorGroups={['companion', 'common', ...(checkIn?.errorGroups ?? [])]}
          >
            <CheckInFormIsland
              today={todayCheckIn}
              action={checkIn?.action}
              extraFields={checkIn?.fields}
              cutDown
            />
          </ClientMessages>
        </div>
      </section>
      {highlights}
      <section aria-labelledby="cut-down-days" className="mt-10">
        <h2 id="cut-down-days" className="text-2xl font-bold text-slate-900">
          {t('cutDown.daysHeading')}
        </h2>
        {days.length === 0 ? (
          <p className="mt-4 text-slate-700">{t('cutDown.noDays')}</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full max-w-xl text-left text-slate-800">
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-4">
                    {t('cutDown.day')}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    {t('cutDown.dayTarget')}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    {t('cutDown.daySmoked')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('cutDown.dayResult')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {days.map((row) => {
                  const record = dayRecord(plan, row)
                  return (
                    <tr key={row.day} className="border-b border-slate-200">
                      <th scope="row" className="py-2 pr-4 font-normal">
                        {shortDate.format(new Date(`${row.day}T00:00:00Z`))}
                      </th>
                      <td className="py-2 pr-4 text-right">{record.target}</td>
                      <td className="py-2 pr-4 text-right">{record.smoked}</td>
                      <td
                        className={record.result === 'over' ? 'py-2 text-amber-800' : 'py-2 text-brand-800'}
                      >
                        {t(`cutDown.result.${record.result}`, { count: record.diff })}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="ready" className="mt-10 rounded-lg border border-slate-200 p-4">
        <h2 id="ready" className="text-2xl font-bold text-slate-900">
          {t('cutDown.readyHeading')}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">{t('cutDown.readyText')}</p>
        <ClientMessages parts={['companion.cutDown']} errorGroups={['companion', 'common']}>
          <NewQuitDateForm
            kind="switch"
            suggested={plan.quitDate > today ? plan.quitDate : addDays(today, 1)}
            latest={latestQuitDate}
          />
        </ClientMessages>
      </section>
    </>
  )
}
