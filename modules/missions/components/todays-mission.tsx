import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { addDays, getTodayIn, type TIsoDate } from '@/lib/calendar'
import { getPlan } from '@/modules/companion/public'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { BCT_LABELS, FIRST_MISSION_DAY, MISSIONS, type TMission } from '../catalogue'
import { listMissionStates } from '../queries'
import { planMissions, type TMissionState } from '../schedule'
import { MISSION_SOURCES } from '../sources'
import { MissionForm, type TMissionFormTexts } from './mission-form'

type TTranslate = Awaited<ReturnType<typeof getTranslations<'missions'>>>

function formTexts(t: TTranslate, mission: TMission): TMissionFormTexts {
  return {
    answerLabel: mission.answer ? t(`catalogue.${mission.key}.answer` as never) : null,
    answerHint: t('form.answerHint'),
    done: t('form.done'),
    doing: t('form.saving'),
    skip: t('form.skip'),
    savedDone: t('form.savedDone'),
    savedSkip: t('form.savedSkip'),
  }
}

/** A mission's text, task, technique and source; the form unless it is done. */
function MissionCard({
  mission,
  state,
  t,
  headingLevel,
}: {
  mission: TMission
  state: TMissionState | undefined
  t: TTranslate
  headingLevel: 'h3' | 'h4'
}) {
  const Heading = headingLevel
  const text = (part: 'title' | 'text' | 'task') => t(`catalogue.${mission.key}.${part}` as never)
  const source = MISSION_SOURCES[mission.source]
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4">
      <Heading className="text-lg font-semibold text-slate-900">{text('title')}</Heading>
      <p className="mt-2 text-slate-800">{text('text')}</p>
      <p className="mt-2 font-semibold text-slate-900">
        {t('task')} {text('task')}
      </p>
      <p className="mt-3 text-sm text-slate-600">
        {t('technique', { code: mission.bct, label: BCT_LABELS[mission.bct] })} · {t('source')}{' '}
        <a href={source.url} className="underline" rel="noopener">
          {source.title}
        </a>
      </p>
      {state?.status === 'done' ? (
        // A status: after the form is sent, this note replaces it and is announced.
        <div role="status" className="mt-4 rounded-md bg-brand-50 p-3 text-brand-900">
          <p className="font-semibold">
            <span aria-hidden="true">✓ </span>
            {t('doneNote')}
          </p>
          {state.answer ? (
            <p className="mt-1 whitespace-pre-line">
              {t('yourAnswer')} {state.answer}
            </p>
          ) : null}
        </div>
      ) : (
        <>
          {state?.status === 'skipped' ? <p className="mt-3 text-slate-700">{t('skippedNote')}</p> : null}
          <MissionForm mission={mission.key} answer={null} texts={formTexts(t, mission)} />
        </>
      )}
    </article>
  )
}

/** The query parameter that opens one earlier mission to catch up on (its card and form). */
export const OPEN_MISSION_PARAM = 'mission'

/**
 * /progress: today's mission of the programme (decision 064), earlier ones still open to catch
 * up on, and how many are done. Nothing without a quit plan (the plan form comes first).
 * The earlier ones are listed by title; the one the person opens (`?mission=`) shows its card, and
 * keeps showing it once marked, so the answer is seen. A card per open mission made the page of a
 * person a month in a third heavier (up to 30 forms).
 */
export async function TodaysMission({
  userId,
  locale,
  now,
  openMission,
}: {
  userId: string
  locale: TLocale
  now: Date
  openMission?: string
}) {
  const plan = await getPlan(userId)
  if (!plan) return null
  const t = await getTranslations({ locale, namespace: 'missions' })
  const today = getTodayIn(now, plan.timeZone)
  const states = await listMissionStates(userId)
  const missions = planMissions(plan.quitDate, today, states)
  const date = (day: TIsoDate) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    )
  const current = missions.current
  const chosen = MISSIONS.find(
    (mission) =>
      mission.key === openMission &&
      mission.key !== current?.key &&
      (missions.open.includes(mission) || states.has(mission.key)),
  )
  const listed = missions.open.filter((mission) => mission !== chosen)
  return (
    <section aria-labelledby="mission" className="mt-10">
      <h2 id="mission" className="text-2xl font-bold text-slate-900">
        {t('heading')}
      </h2>
      <p className="mt-1 text-slate-700">{t('progress', { done: missions.done, total: MISSIONS.length })}</p>
      <ClientMessages errorGroups={['missions']} errors={['common/invalid-input']}>
        <div className="mt-4">
          {missions.phase === 'early' ? (
            <p className="mb-3 text-slate-700">
              {t('early', { date: date(addDays(plan.quitDate, FIRST_MISSION_DAY)) })}
            </p>
          ) : null}
          {current ? (
            <MissionCard mission={current} state={states.get(current.key)} t={t} headingLevel="h3" />
          ) : (
            <p className="text-slate-800">{t('over')}</p>
          )}
          {current && states.get(current.key)?.status === 'done' && missions.next ? (
            <p className="mt-3 text-slate-700">
              {t('nextOn', {
                date: date(missions.next.date),
                title: t(`catalogue.${missions.next.mission.key}.title` as never),
              })}
            </p>
          ) : null}
          {missions.open.length > 0 || chosen ? (
            <details open={chosen ? true : undefined} className="mt-6 rounded-lg border border-slate-200 p-4">
              <summary className="cursor-pointer font-semibold">
                {t('openHeading', { count: missions.open.length })}
              </summary>
              <p className="mt-2 text-slate-700">{t('openText')}</p>
              {chosen ? (
                <div id={`mission-${chosen.key}`} className="mt-4">
                  <MissionCard mission={chosen} state={states.get(chosen.key)} t={t} headingLevel="h4" />
                </div>
              ) : null}
              {listed.length > 0 ? (
                <ul className="mt-4 list-disc space-y-1 pl-5">
                  {listed.map((mission) => (
                    <li key={mission.key}>
                      <a
                        href={`?${OPEN_MISSION_PARAM}=${mission.key}#mission-${mission.key}`}
                        className="text-brand-700 underline"
                      >
                        {t(`catalogue.${mission.key}.title` as never)}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </details>
          ) : null}
        </div>
      </ClientMessages>
    </section>
  )
}
