import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { getPlan, listCravings } from '@/modules/companion/public'
import { CRAVING_IDEAS, CRAVING_TRIGGERS } from '@/modules/companion/shared'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { PLANS_MAX } from '../constants'
import { getRiskyHourSettings, listCopingPlans } from '../queries'
import { CopingPlanFormIsland } from './coping-plan-form-island'
import { DeletePlanButton, RiskyHourSettingsForm } from './plan-row-actions'

/** The craving log's triggers, most logged first (the person's own situations come first). */
function orderByLog(cravings: ReadonlyArray<{ trigger: string }>) {
  const counts = new Map<string, number>()
  for (const craving of cravings) counts.set(craving.trigger, (counts.get(craving.trigger) ?? 0) + 1)
  return [...CRAVING_TRIGGERS].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))
}

/**
 * /progress: the person's if-then plans (up to ten), the form for a new one and the reminder
 * before their risky hour. Nothing without a quit plan.
 */
export async function CopingPlansSection({ userId, locale }: { userId: string; locale: TLocale }) {
  if (!(await getPlan(userId))) return null
  const t = await getTranslations({ locale, namespace: 'copingPlans' })
  const triggerText = await getTranslations({ locale, namespace: 'companion.craving.log.triggers' })
  const ideas = await getTranslations({ locale, namespace: 'companion.craving.ideas' })
  const [plans, cravings, settings] = await Promise.all([
    listCopingPlans(userId),
    listCravings(userId, new Date(Date.now() - 90 * 86_400_000)),
    getRiskyHourSettings(userId),
  ])
  const triggers = orderByLog(cravings)
  return (
    <section aria-labelledby="coping-plans" className="mt-10">
      <h2 id="coping-plans" className="text-2xl font-bold text-slate-900">
        {t('heading')}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{t('intro')}</p>
      <ClientMessages errorGroups={['coping-plans']} errors={['common/invalid-input']}>
        {plans.length > 0 ? (
          <ul className="mt-4 space-y-3">
            {plans.map((plan) => (
              <li
                key={plan.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
              >
                <span>
                  <span className="text-sm text-slate-600">
                    {triggerText(plan.trigger as (typeof CRAVING_TRIGGERS)[number])}:{' '}
                  </span>
                  <span className="text-slate-900">
                    {t('plan', { situation: plan.situation, action: plan.action })}
                  </span>
                </span>
                <DeletePlanButton id={plan.id} label={t('delete')} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-slate-700">{t('empty')}</p>
        )}
        <h3 className="mt-6 text-lg font-semibold text-slate-900">{t('newHeading')}</h3>
        {plans.length >= PLANS_MAX ? (
          <p className="mt-2 text-slate-700">{t('full', { max: PLANS_MAX })}</p>
        ) : (
          <div className="mt-3">
            <CopingPlanFormIsland
              triggers={triggers.map((trigger) => ({ value: trigger, label: triggerText(trigger) }))}
              situations={triggers.map((trigger) => t(`situations.${trigger}`))}
              actions={CRAVING_IDEAS.map((idea) => ideas(idea))}
              texts={{
                trigger: t('form.trigger'),
                triggerHint: t('form.triggerHint'),
                situation: t('form.situation'),
                situationHint: t('form.situationHint'),
                action: t('form.action'),
                actionHint: t('form.actionHint'),
                submit: t('form.submit'),
                saving: t('form.saving'),
                saved: t('form.saved'),
              }}
            />
          </div>
        )}
        <RiskyHourSettingsForm
          settings={settings}
          texts={{
            legend: t('risky.legend'),
            hint: t('risky.hint'),
            email: t('risky.email'),
            push: t('risky.push'),
            save: t('risky.save'),
            saved: t('risky.saved'),
          }}
        />
      </ClientMessages>
    </section>
  )
}
