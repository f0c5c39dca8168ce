import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import type { TErrorGroup } from '@/lib/action-result'
import { addDays, getLatestTodayOnEarth, getTodayIn, getZoneOffsets, type TIsoDate } from '@/lib/calendar'
import { DEFAULT_CURRENCY } from '@/modules/certificates/shared'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { buildPageMetadata } from '@/modules/i18n/public'
import { PushDeviceSwitch } from '@/modules/push/components/push-device-switch'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { RouteLink } from '@/modules/ui/components/route-link'
import type { checkInAction } from '../actions'
import { PLAN_AHEAD_DAYS_MAX } from '../constants'
import { listPreparationSteps } from '../preparation'
import { buildCheckInSeries, buildCravingSeries, buildMoneySeries, computeProgress } from '../progress'
import { getPlan, listCheckIns, listCravings, type TPlanView } from '../queries'
import { AccountNotices } from './account-notices'
import { CheckInFormIsland } from './check-in-form-island'
import { CutDownView } from './cut-down-view'
import { NewQuitDateForm } from './new-quit-date-form'
import { PlanFormIsland } from './plan-form-island'
import { CheckInChart, CravingChart, MoneyChart } from './progress-charts'
import { TimeZoneSync } from './time-zone-sync'

/** Days of check-ins the page always loads (the chart), besides everything since the quit date. */
const CHART_DAYS = 30

export async function progressMetadata({
  params,
}: {
  params: Promise<{ locale: string }>
}): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations({ locale, namespace: 'companion.page' })
  return buildPageMetadata(locale, t('title'), { description: t('intro'), index: false })
}

function buildFormatters(locale: TLocale, currency: string) {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency })
  const number = new Intl.NumberFormat(locale)
  // Calendar dates are zone-less: format them as the UTC day they name.
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
  const shortDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  return {
    money: (minor: number) => money.format(minor / 100),
    number: (value: number) => number.format(value),
    date: (day: TIsoDate) => date.format(new Date(`${day}T00:00:00Z`)),
    shortDate: (day: TIsoDate) => shortDate.format(new Date(`${day}T00:00:00Z`)),
  }
}

function Section({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section className="mt-10" aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

function Counter({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-slate-600">{note}</dd> : null}
    </div>
  )
}

async function PlanEditor({
  plan,
  locale,
  emailConfirmed,
}: {
  plan: TPlanView | null
  locale: TLocale
  emailConfirmed: boolean
}) {
  return (
    <ClientMessages parts={['companion.plan', 'push.device']} errorGroups={['companion', 'common', 'push']}>
      <PlanFormIsland
        plan={plan}
        latestQuitDate={addDays(getLatestTodayOnEarth(new Date()), PLAN_AHEAD_DAYS_MAX)}
        defaultCurrency={DEFAULT_CURRENCY[locale]}
        emailConfirmed={emailConfirmed}
      />
      {/* Notifications need this browser's permission and subscription, once the plan asks for them. */}
      {plan?.milestonePush || plan?.dailyReminderPush ? (
        <div className="mt-4">
          <PushDeviceSwitch />
        </div>
      ) : null}
    </ClientMessages>
  )
}

function Reasons({ reasons, heading }: { reasons: string[]; heading: string }) {
  if (reasons.length === 0) return null
  return (
    <Section id="reasons" heading={heading}>
      <ul className="list-disc space-y-1 pl-6 text-lg text-slate-800">
        {reasons.map((reason, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two reasons may read the same
          <li key={i}>{reason}</li>
        ))}
      </ul>
    </Section>
  )
}

/**
 * /progress: the signed-in person's home (decision 024), with a one-time welcome after registering,
 * the "confirm your e-mail" notice while the address is unconfirmed, and the programme parts of
 * other modules (`programme`: tests, certificates, challenges) below (decisions 047, 048).
 * The route has checked the session already.
 */
export async function ProgressPage({
  locale,
  userId,
  now = new Date(),
  welcome = false,
  unconfirmedEmail,
  programme,
  today,
  highlights,
  tools,
  checkIn,
}: {
  locale: TLocale
  userId: string
  now?: Date
  /** Just registered (`?welcome=1`): greet once, then the address forgets the parameter. */
  welcome?: boolean
  /** The address while it is not confirmed: the notice with "send again". */
  unconfirmedEmail?: string | null
  programme?: React.ReactNode
  /** Other features' part of the day, under the countdown or the counters (today's mission). */
  today?: React.ReactNode
  /** What keeps the person going, right after the day's part (the next badge, the savings goal). */
  highlights?: React.ReactNode
  /** Other features' tools for the plan, above its editor (if-then plans, medicine). */
  tools?: React.ReactNode
  /** A check-in action with other features' fields, and those fields (buildCheckInAction). */
  checkIn?: TCheckInExtension
}) {
  const t = await getTranslations({ locale, namespace: 'companion' })
  return (
    <>
      <PageIntro title={t('page.title')} intro={t('page.intro')} />
      {welcome || unconfirmedEmail ? (
        <ClientMessages
          parts={['companion.welcome', 'companion.confirmEmail', 'auth.account', 'auth.retryAfter']}
          errorGroups={['auth', 'common']}
        >
          <AccountNotices welcome={welcome} unconfirmedEmail={unconfirmedEmail ?? null} />
        </ClientMessages>
      ) : null}
      <ProgressBody
        locale={locale}
        userId={userId}
        now={now}
        emailConfirmed={!unconfirmedEmail}
        today={today}
        highlights={highlights}
        tools={tools}
        checkIn={checkIn}
      />
      {programme ? <div className="mt-12 border-t border-slate-200 pt-2">{programme}</div> : null}
    </>
  )
}

export type TCheckInExtension = {
  action: typeof checkInAction
  fields: React.ReactNode
  /** The features whose error codes the extra fields can answer with (the form shows them). */
  errorGroups?: readonly TErrorGroup[]
}

async function ProgressBody({
  locale,
  userId,
  now,
  emailConfirmed,
  today,
  highlights,
  tools,
  checkIn,
}: {
  locale: TLocale
  userId: string
  now: Date
  emailConfirmed: boolean
  today?: React.ReactNode
  highlights?: React.ReactNode
  tools?: React.ReactNode
  checkIn?: TCheckInExtension
}) {
  const t = await getTranslations({ locale, namespace: 'companion' })
  const plan = await getPlan(userId)
  if (!plan) {
    return (
      <Section id="start-plan" heading={t('empty.heading')}>
        <p className="mb-6 max-w-2xl text-slate-700">{t('empty.text')}</p>
        <PlanEditor plan={null} locale={locale} emailConfirmed={emailConfirmed} />
      </Section>
    )
  }

  const format = buildFormatters(locale, plan.currency)
  // Every view of a plan keeps its zone in step with the browser's.
  const zoneSync = <TimeZoneSync stored={plan.timeZone} storedOffsets={getZoneOffsets(now, plan.timeZone)} />
  const editor = (
    <details className="mt-10 rounded-lg border border-slate-200 p-4">
      <summary className="cursor-pointer text-lg font-semibold">{t('plan.editHeading')}</summary>
      <div className="mt-4">
        <PlanEditor plan={plan} locale={locale} emailConfirmed={emailConfirmed} />
      </div>
    </details>
  )

  if (plan.mode === 'cut-down') {
    const today = getTodayIn(now, plan.timeZone)
    const cutDown = { ...plan, cutDownFrom: plan.cutDownFrom ?? today }
    return (
      <>
        {zoneSync}
        <CutDownView
          locale={locale}
          plan={cutDown}
          today={today}
          checkIns={await listCheckIns(userId, cutDown.cutDownFrom)}
          latestQuitDate={addDays(getLatestTodayOnEarth(now), PLAN_AHEAD_DAYS_MAX)}
          formatDate={format.date}
          todaySlot={today}
          highlights={highlights}
          checkIn={checkIn}
        />
        <Reasons reasons={plan.reasons} heading={t('reasons.heading')} />
        {tools}
        {editor}
      </>
    )
  }

  const chartStart = addDays(getTodayIn(now, plan.timeZone), -CHART_DAYS)
  // Everything since the quit date (slips count), and at least the chart's days.
  const [since = chartStart] = [plan.quitDate, chartStart].sort()
  const checkIns = await listCheckIns(userId, since)
  const progress = computeProgress(plan, checkIns, now, plan.timeZone)

  if (progress.phase === 'before') {
    const steps = await listPreparationSteps(locale)
    return (
      <>
        {zoneSync}
        <section aria-labelledby="countdown" className="rounded-lg bg-brand-50 p-6">
          <h2 id="countdown" className="text-2xl font-bold text-brand-900">
            {t('countdown.heading', { count: progress.daysUntilQuit })}
          </h2>
          <p className="mt-2 text-brand-900">{t('countdown.date', { date: format.date(plan.quitDate) })}</p>
        </section>
        {today}
        {highlights}
        {steps.length > 0 ? (
          <Section id="prepare" heading={t('countdown.prepareHeading')}>
            <ol className="space-y-4">
              {steps.map((step) => (
                <li key={step.title}>
                  <p className="font-semibold text-slate-900">{step.title}</p>
                  <p className="text-slate-700">{step.text}</p>
                </li>
              ))}
            </ol>
          </Section>
        ) : null}
        <Reasons reasons={plan.reasons} heading={t('reasons.heading')} />
        {tools}
        {editor}
      </>
    )
  }

  // A day of margin: the zone decides which logged cravings fall on the chart's first day.
  const cravings = await listCravings(userId, new Date(`${addDays(progress.today, -CHART_DAYS)}T00:00:00Z`))
  const todayCheckIn = checkIns.find((checkIn) => checkIn.day === progress.today) ?? null
  const lifeHours = Math.floor(progress.lifeRegainedMinutes / 60)
  const milestoneText = await getTranslations({ locale, namespace: 'certificates.milestones' })
  return (
    <>
      {zoneSync}
      <section aria-labelledby="counters">
        <h2 id="counters" className="sr-only">
          {t('counters.heading')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Counter
            label={t('counters.smokeFreeTime')}
            value={t('counters.days', { count: progress.smokeFreeDays })}
            note={t('counters.since', { date: format.date(plan.quitDate) })}
          />
          <Counter label={t('counters.notSmoked')} value={format.number(progress.cigarettesNotSmoked)} />
          <Counter label={t('counters.moneySaved')} value={format.money(progress.moneySavedMinor)} />
          <Counter
            label={t('counters.lifeRegained')}
            value={t('counters.lifeValue', { days: Math.floor(lifeHours / 24), hours: lifeHours % 24 })}
            note={t('counters.lifeSource')}
          />
        </dl>
        <p className="mt-4 text-slate-700">
          {t('counters.streak', { count: progress.streak })} ·{' '}
          {t('counters.slips', { count: progress.slipCount })}
        </p>
      </section>
      {today}

      <Section id="check-in" heading={t('checkIn.heading')}>
        {todayCheckIn ? (
          <p className="mb-4 text-slate-700">
            {todayCheckIn.smokeFree
              ? t('checkIn.doneSmokeFree')
              : t('checkIn.doneSlip', { count: todayCheckIn.cigarettesSmoked })}
          </p>
        ) : null}
        <ClientMessages
          parts={['companion.checkIn', 'companion.slip']}
          errorGroups={['companion', 'common', ...(checkIn?.errorGroups ?? [])]}
        >
          <CheckInFormIsland today={todayCheckIn} action={checkIn?.action} extraFields={checkIn?.fields} />
          {todayCheckIn && !todayCheckIn.smokeFree ? (
            <div className="mt-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950">
              <h3 className="text-lg font-semibold">{t('slip.heading')}</h3>
              <p className="mt-1">{t('slip.text')}</p>
              <p className="mt-1">{t('slip.keep', { date: format.date(plan.quitDate) })}</p>
              <NewQuitDateForm
                suggested={addDays(progress.today, 1)}
                latest={addDays(getLatestTodayOnEarth(now), PLAN_AHEAD_DAYS_MAX)}
              />
            </div>
          ) : null}
        </ClientMessages>
      </Section>
      {highlights}

      <Section id="milestones" heading={t('milestones.heading')}>
        <ol className="space-y-3">
          {progress.milestones.map((milestone) => (
            <li
              key={milestone.key}
              className={
                milestone.reached
                  ? 'text-slate-900'
                  : milestone.daysLeft != null
                    ? 'font-semibold'
                    : 'text-slate-600'
              }
            >
              <span aria-hidden="true">{milestone.reached ? '✓ ' : '○ '}</span>
              {milestoneText(milestone.key)}{' '}
              <span className="text-sm">
                (
                {milestone.reached
                  ? t('milestones.reached', { date: format.date(milestone.date) })
                  : milestone.daysLeft != null
                    ? t('milestones.next', { date: format.date(milestone.date), count: milestone.daysLeft })
                    : t('milestones.later', { date: format.date(milestone.date) })}
                )
              </span>
            </li>
          ))}
        </ol>
      </Section>

      <Reasons reasons={plan.reasons} heading={t('reasons.heading')} />

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <MoneyChart
          points={buildMoneySeries(plan, checkIns, progress.today)}
          format={format.money}
          formatDate={format.shortDate}
        />
        <CheckInChart
          bars={buildCheckInSeries(checkIns, progress.today, CHART_DAYS)}
          formatDate={format.shortDate}
        />
        <CravingChart
          days={buildCravingSeries(
            cravings.map((craving) => craving.loggedAt),
            progress.today,
            plan.timeZone,
            CHART_DAYS,
          )}
          formatDate={format.shortDate}
        />
      </div>
      <p className="mt-6">
        <RouteLink locale={locale} href="/craving" className="font-semibold text-brand-700 underline">
          {t('cravingLink')}
        </RouteLink>
      </p>

      <p className="mt-8">
        <RouteLink
          locale={locale}
          href="/certificates/new"
          query={{ from: 'plan' }}
          className="font-semibold text-brand-700 underline"
        >
          {t('certificate.link')}
        </RouteLink>
      </p>
      {tools}
      {editor}
    </>
  )
}
