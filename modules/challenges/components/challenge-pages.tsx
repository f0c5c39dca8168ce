import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import { servedPath } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import { daysBetween, getTodayIn } from '@/lib/calendar'
import { getConfig } from '@/lib/config'
import { getSession } from '@/modules/auth/public'
import { buildSignInLinks } from '@/modules/certificates/public'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { buildPageMetadata } from '@/modules/i18n/public'
import { DangerZone } from '@/modules/ui/components/danger-zone'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { RouteLink } from '@/modules/ui/components/route-link'
import { getChallengeEndsOn, getChallengeState, isJoinable, listChallengeDays } from '../calendar'
import { getChallengeView } from '../queries'
import { ZChallengeId } from '../schemas'
import { CheckInForm, CloseChallengeForm, InviteLink, JoinChallengeForm } from './challenge-forms'
import { getChallengeTitle } from './challenge-title'
import { ProgressChart } from './progress-chart'
import { StartChallengeForm } from './start-challenge-form'

export async function challengeCreateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>
}): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations({ locale, namespace: 'challenges.new' })
  return buildPageMetadata(locale, t('title'), { description: t('intro'), index: false })
}

/** /challenges/new for a signed-in user (the route sends visitors to sign in first). */
export async function ChallengeCreatePage({ locale }: { locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: 'challenges.new' })
  return (
    <>
      <PageIntro title={t('title')} intro={t('intro')} />
      <ClientMessages namespaces={['challenges']} errorGroups={['challenges', 'common']}>
        <StartChallengeForm today={getTodayIn(new Date(), 'UTC')} />
      </ClientMessages>
    </>
  )
}

export async function challengeInviteMetadata({
  params,
}: {
  params: Promise<{ locale: string; id: string }>
}): Promise<Metadata> {
  const locale = await localeOf(params)
  const { id } = await params
  const t = await getTranslations({ locale, namespace: 'pages.challengeInvite' })
  return buildPageMetadata(locale, t('title'), {
    description: t('intro'),
    href: { pathname: '/challenge-invite/[id]', params: { id } },
    index: false,
  })
}

function StatusBox({ tone, children }: { tone: 'info' | 'warning'; children: React.ReactNode }) {
  return (
    <p
      role="status"
      className={
        tone === 'info'
          ? 'mt-4 rounded-md border border-brand-100 bg-brand-50 p-4 text-brand-900'
          : 'mt-4 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900'
      }
    >
      {children}
    </p>
  )
}

/**
 * /challenge-invite/{id}: who invites, the challenge, everybody's progress (display names
 * only), and what the viewer can do: sign in, join, check in, or (owner) close it.
 */
export async function ChallengeInvitePage({ id, locale }: { id: string; locale: TLocale }) {
  setRequestLocale(locale)
  const parsed = ZChallengeId.safeParse(id)
  const challenge = parsed.success ? await getChallengeView(parsed.data) : null
  if (!challenge) notFound()

  const session = await getSession()
  const viewerId = session?.user.id
  const t = await getTranslations({ locale, namespace: 'challenges' })
  const format = await getFormatter({ locale })
  const date = (day: string) =>
    format.dateTime(new Date(`${day}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })

  const todayUtc = getTodayIn(new Date(), 'UTC')
  const state = getChallengeState({ ...challenge, today: todayUtc })
  const endsOn = getChallengeEndsOn(challenge.startsOn, challenge.lengthDays)
  const days = listChallengeDays(challenge.startsOn, challenge.lengthDays)
  const me = challenge.participants.find((participant) => participant.userId === viewerId)
  const isOwner = Boolean(viewerId) && challenge.ownerId === viewerId
  const full = challenge.participants.length >= challenge.maxParticipants
  const href = { pathname: '/challenge-invite/[id]', params: { id: challenge.id } } as const
  const signIn = buildSignInLinks(locale, href)
  const inviteUrl = new URL(servedPath(locale, href), getConfig().PUBLIC_URL).toString()

  const intro = isOwner
    ? t('invite.yours')
    : challenge.ownerName
      ? t('invite.invitedBy', { name: challenge.ownerName })
      : t('invite.invitedByUnknown')

  return (
    <ClientMessages namespaces={['challenges']} errorGroups={['challenges', 'common']}>
      <PageIntro title={getChallengeTitle(t, challenge)} intro={intro} />
      <dl className="grid gap-x-8 gap-y-2 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">{t('form.startsOn')}</dt>
          <dd className="font-semibold">
            {t('invite.dates', { start: date(challenge.startsOn), end: date(endsOn) })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('form.length')}</dt>
          <dd className="font-semibold">{t('invite.length', { days: challenge.lengthDays })}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('form.maxParticipants')}</dt>
          <dd className="font-semibold">
            {t('invite.participantsCount', {
              count: challenge.participants.length,
              max: challenge.maxParticipants,
            })}
          </dd>
        </div>
      </dl>

      {state === 'upcoming' ? (
        <StatusBox tone="info">{t('invite.stateUpcoming', { date: date(challenge.startsOn) })}</StatusBox>
      ) : null}
      {state === 'running' ? (
        <StatusBox tone="info">
          {t('invite.stateRunning', {
            day: daysBetween(challenge.startsOn, todayUtc) + 1,
            total: challenge.lengthDays,
          })}
        </StatusBox>
      ) : null}
      {state === 'ended' ? <StatusBox tone="warning">{t('invite.stateEnded')}</StatusBox> : null}
      {state === 'closed' ? <StatusBox tone="warning">{t('invite.stateClosed')}</StatusBox> : null}

      <section aria-label={t('invite.join')} className="mt-6">
        {me ? (
          <p className="font-semibold text-brand-700">{t('invite.joined')}</p>
        ) : !isJoinable(state) ? null : full ? (
          <StatusBox tone="warning">{t('invite.full', { max: challenge.maxParticipants })}</StatusBox>
        ) : session ? (
          <JoinChallengeForm challengeId={challenge.id} />
        ) : (
          <div>
            <p className="text-slate-700">{t('invite.visitorHint')}</p>
            <p className="mt-3 flex flex-wrap gap-3">
              <RouteLink
                locale={locale}
                href={signIn.login.pathname}
                query={signIn.login.query}
                className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
              >
                {t('invite.signInToJoin')}
              </RouteLink>
              <RouteLink
                locale={locale}
                href={signIn.register.pathname}
                query={signIn.register.query}
                className="rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700"
              >
                {t('invite.registerToJoin')}
              </RouteLink>
            </p>
          </div>
        )}
      </section>

      {me && state !== 'closed' ? (
        <section aria-labelledby="check-in-heading" className="mt-10">
          <h2 id="check-in-heading" className="text-2xl font-bold">
            {t('checkIn.heading')}
          </h2>
          <div className="mt-3">
            <CheckInForm challengeId={challenge.id} days={days} checked={me.checkIns} todayUtc={todayUtc} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="progress-heading" className="mt-10">
        <h2 id="progress-heading" className="text-2xl font-bold">
          {t('progress.heading')}
        </h2>
        <div className="mt-4">
          <ProgressChart days={days} participants={challenge.participants} viewerId={viewerId} />
        </div>
      </section>

      {me && isJoinable(state) ? (
        <section aria-labelledby="invite-link-heading" className="mt-10">
          <h2 id="invite-link-heading" className="text-xl font-bold">
            {t('invite.inviteLink')}
          </h2>
          <p className="mt-1 text-slate-700">{t('invite.inviteLinkHint')}</p>
          <div className="mt-3">
            <InviteLink url={inviteUrl} />
          </div>
        </section>
      ) : null}

      {isOwner && state !== 'closed' ? (
        <DangerZone id="close-heading" heading={t('close.heading')} warning={t('close.hint')}>
          <CloseChallengeForm challengeId={challenge.id} />
        </DangerZone>
      ) : null}
    </ClientMessages>
  )
}
