import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import type { TIsoDate } from '@/lib/calendar'
import { BADGES, listNextBadges, type TBadge } from '../catalogue'
import { earnBadges } from '../earn'
import { BadgeMedal } from './badge-medal'

type TTranslate = Awaited<ReturnType<typeof getTranslations<'badges'>>>

function badgeName(t: TTranslate, badge: TBadge): string {
  return t(`names.${badge.family}`, { count: badge.threshold })
}

/**
 * /progress: the next badge with how far away it is, then every badge earned with its day
 * (decision 066). A badge earned in an earlier attempt says so: a fresh start keeps it.
 */
export async function BadgesSection({ userId, locale, now }: { userId: string; locale: TLocale; now: Date }) {
  const result = await earnBadges(userId, now)
  if (!result) return null
  const { summary, values, earned } = result
  const t = await getTranslations({ locale, namespace: 'badges' })
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: summary.plan.currency })
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
  const formatDate = (day: TIsoDate) => date.format(new Date(`${day}T00:00:00Z`))
  const earnedKeys = new Set(earned.map((badge) => badge.key))
  const next = listNextBadges(values, earnedKeys)
  const [first, ...others] = next
  const distance = (family: TBadge['family'], missing: number) =>
    family === 'money'
      ? t('missing.money', { amount: money.format((missing * summary.plan.packPriceMinor) / 100) })
      : t(`missing.${family}`, { count: missing })
  const byKey = new Map(BADGES.map((badge) => [badge.key, badge]))
  return (
    <section aria-labelledby="badges" className="mt-10">
      <h2 id="badges" className="text-2xl font-bold text-slate-900">
        {t('heading')}
      </h2>
      {first ? (
        <div className="mt-4 flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-4">
          <BadgeMedal
            family={first.badge.family}
            threshold={first.badge.threshold}
            label={t('notYet', { name: badgeName(t, first.badge) })}
            earned={false}
          />
          <p className="text-slate-800">
            <span className="font-semibold">{t('next', { name: badgeName(t, first.badge) })}</span>{' '}
            {distance(first.badge.family, first.missing)}
          </p>
        </div>
      ) : null}
      {others.length > 0 ? (
        <ul className="mt-3 space-y-1 text-slate-700">
          {others.map(({ badge, missing }) => (
            <li key={badge.key}>
              {t('after', { name: badgeName(t, badge) })} {distance(badge.family, missing)}
            </li>
          ))}
        </ul>
      ) : null}
      {earned.length > 0 ? (
        <>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">
            {t('earnedHeading', { count: earned.length })}
          </h3>
          <ul className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {earned.map((item) => {
              const badge = byKey.get(item.key)
              if (!badge) return null
              const name = badgeName(t, badge)
              return (
                <li key={item.key} className="flex flex-col items-center text-center">
                  <BadgeMedal
                    family={badge.family}
                    threshold={badge.threshold}
                    label={t('image', { name })}
                  />
                  <span className="mt-2 font-semibold text-slate-900">{name}</span>
                  <span className="text-sm text-slate-600">
                    {t('earnedOn', { date: formatDate(item.earnedOn) })}
                  </span>
                  {item.quitDate && item.quitDate !== summary.plan.quitDate ? (
                    <span className="text-sm text-slate-600">{t('earlierAttempt')}</span>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </>
      ) : (
        <p className="mt-4 text-slate-700">{t('none')}</p>
      )}
    </section>
  )
}
