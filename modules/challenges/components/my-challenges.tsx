import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { getTodayIn } from '@/lib/calendar'
import { RouteLink } from '@/modules/ui/components/route-link'
import { getChallengeEndsOn, getChallengeState } from '../calendar'
import { listMyChallenges } from '../queries'
import { getChallengeTitle } from './challenge-title'

/** The challenges the signed-in user takes part in, for the signed-in home (/progress). */
export async function MyChallenges({ userId }: { userId: string }) {
  const t = await getTranslations('challenges')
  const locale = (await getLocale()) as TLocale
  const format = await getFormatter()
  const challenges = await listMyChallenges(userId)
  const today = getTodayIn(new Date(), 'UTC')
  const date = (day: string) =>
    format.dateTime(new Date(`${day}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    <section aria-labelledby="my-challenges-heading" className="mt-10">
      <h2 id="my-challenges-heading" className="text-2xl font-bold">
        {t('list.title')}
      </h2>
      {challenges.length === 0 ? <p className="mt-3 text-slate-700">{t('list.empty')}</p> : null}
      <ul className="mt-4 grid gap-3">
        {challenges.map((challenge) => {
          const state = getChallengeState({ ...challenge, today })
          const endsOn = getChallengeEndsOn(challenge.startsOn, challenge.lengthDays)
          const title = getChallengeTitle(t, challenge)
          return (
            <li
              key={challenge.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-300 p-3"
            >
              <div>
                <p className="font-semibold">{title}</p>
                <p className="text-sm text-slate-600">
                  {t(`list.state.${state}`, {
                    date: date(state === 'upcoming' ? challenge.startsOn : endsOn),
                  })}
                  {' · '}
                  {t('list.progress', { count: challenge.checkedInDays, total: challenge.lengthDays })}
                  {challenge.isOwner ? ` · ${t('list.yours')}` : ''}
                </p>
              </div>
              <RouteLink
                locale={locale}
                href={`/challenge-invite/${challenge.id}`}
                className="text-sm font-semibold text-brand-700 underline"
                aria-label={`${t('list.open')}: ${title}`}
              >
                {t('list.open')}
              </RouteLink>
            </li>
          )
        })}
      </ul>
      <p className="mt-4">
        <RouteLink locale={locale} href="/challenges/new" className="font-semibold text-brand-700 underline">
          {t('list.start')}
        </RouteLink>
      </p>
    </section>
  )
}
