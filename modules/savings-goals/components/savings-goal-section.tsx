import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import type { TIsoDate } from '@/lib/calendar'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { markCelebrated } from '../commands'
import { loadGoalRow } from '../goal-row'
import { GOALS_MAX } from '../schemas'
import { GoalFormIsland } from './goal-form-island'
import { RemoveGoalButton } from './remove-goal-button'

function formatters(locale: TLocale, currency: string) {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency })
  const percent = new Intl.NumberFormat(locale, { style: 'percent' })
  // Calendar dates are zone-less: format them as the UTC day they name.
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
  return {
    money: (minor: number) => money.format(minor / 100),
    percent: (share: number) => percent.format(share),
    date: (day: TIsoDate) => date.format(new Date(`${day}T00:00:00Z`)),
  }
}

/**
 * /progress: what the person saves for (decision 066): the goal the money kept is filling now, the
 * day it will be reached at today's pace, the goals after it, the ones reached, and once, when a
 * goal is reached, a celebration. Nothing without a quit plan.
 */
export async function SavingsGoalSection({
  userId,
  locale,
  now,
}: {
  userId: string
  locale: TLocale
  now: Date
}) {
  const loaded = await loadGoalRow(userId, now)
  if (!loaded) return null
  const { summary, row } = loaded
  const t = await getTranslations({ locale, namespace: 'savingsGoals' })
  const format = formatters(locale, summary.plan.currency)
  // Shown once: the request that marks a goal celebrated shows it; the next one does not.
  const celebrated = new Set(
    await markCelebrated(
      userId,
      row.reached.filter((goal) => goal.celebratedAt === null).map((goal) => goal.id),
      now,
    ),
  )
  const celebrations = row.reached.filter((goal) => celebrated.has(goal.id))
  const active = row.active
  const goalCount = row.reached.length + (active ? 1 : 0) + row.queued.length
  return (
    <section aria-labelledby="savings-goal" className="mt-10">
      <h2 id="savings-goal" className="text-2xl font-bold text-slate-900">
        {t('heading')}
      </h2>
      {celebrations.map((goal) => (
        <div
          key={goal.id}
          className="mt-4 rounded-lg border-2 border-brand-600 bg-brand-50 p-4 text-brand-900"
        >
          <h3 className="text-xl font-bold">
            <span aria-hidden="true">🎉 </span>
            {t('celebrate.heading')}
          </h3>
          <p className="mt-1">
            {t('celebrate.text', { name: goal.name, price: format.money(goal.priceMinor) })}
          </p>
        </div>
      ))}
      {active ? (
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
          <h3 className="text-lg font-semibold text-slate-900">
            {t('active.heading', { name: active.goal.name })}
          </h3>
          <p className="mt-1 text-slate-800">
            {t('active.kept', {
              kept: format.money(active.keptMinor),
              price: format.money(active.goal.priceMinor),
              percent: format.percent(Math.min(1, active.keptMinor / active.goal.priceMinor)),
            })}
          </p>
          {/* The bar repeats the sentence above for the eye. */}
          <div aria-hidden="true" className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200">
            <div
              className="h-full bg-brand-600"
              style={{
                width: `${Math.round(Math.min(1, active.keptMinor / active.goal.priceMinor) * 100)}%`,
              }}
            />
          </div>
          <p className="mt-2 text-slate-800">
            {summary.phase === 'cut-down'
              ? t('active.cutDown')
              : active.reachDate === null
                ? t('active.noPace')
                : summary.phase === 'before'
                  ? t('active.before', { date: format.date(active.reachDate) })
                  : t('active.pace', { date: format.date(active.reachDate), count: active.daysLeft ?? 0 })}
          </p>
        </div>
      ) : (
        <p className="mt-2 max-w-2xl text-slate-700">{goalCount === 0 ? t('intro') : t('allReached')}</p>
      )}
      <ClientMessages errorGroups={['savings-goals']} errors={['common/invalid-input']}>
        {goalCount > 0 ? (
          <ul className="mt-4 space-y-2">
            {[...(active ? [active.goal] : []), ...row.queued].map((goal, i) => (
              <li
                key={goal.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
              >
                <span>
                  {i === 0 ? t('list.now') : t('list.later')} {goal.name} ({format.money(goal.priceMinor)})
                </span>
                <RemoveGoalButton id={goal.id} label={t('remove', { name: goal.name })} />
              </li>
            ))}
            {row.reached.map((goal) => (
              <li key={goal.id} className="rounded-lg border border-slate-200 p-3 text-slate-800">
                <span aria-hidden="true">✓ </span>
                {t('list.reached', {
                  name: goal.name,
                  price: format.money(goal.priceMinor),
                  date: format.date(goal.reachedOn ?? summary.today),
                })}
              </li>
            ))}
          </ul>
        ) : null}
        {goalCount < GOALS_MAX ? (
          <details className="mt-4 rounded-lg border border-slate-200 p-4" open={goalCount === 0}>
            <summary className="cursor-pointer font-semibold">
              {goalCount === 0 ? t('form.first') : t('form.next')}
            </summary>
            <div className="mt-4">
              <GoalFormIsland
                texts={{
                  name: t('form.name'),
                  nameHint: t('form.nameHint'),
                  price: t('form.price', { currency: summary.plan.currency }),
                  priceHint: t('form.priceHint'),
                  submit: t('form.submit'),
                  saving: t('form.saving'),
                  saved: t('form.saved'),
                }}
              />
            </div>
          </details>
        ) : null}
      </ClientMessages>
    </section>
  )
}
