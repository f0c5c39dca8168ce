'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { BREATH_COUNT, EXERCISE_SECONDS, getBreathMoment } from '../breathing'

/**
 * About three minutes of guided breathing. The phase and its length are text in a polite live
 * region (announced once per phase, not every second); the circle only grows and shrinks when
 * the person has not asked for reduced motion (Tailwind's motion-safe variant).
 */
export function BreathingExercise() {
  const t = useTranslations('companion.craving.breathing')
  const [startedAt, setStartedAt] = useState<number | null>(null)
  const [elapsed, setElapsed] = useState(0)
  const [completed, setCompleted] = useState(false)

  useEffect(() => {
    if (startedAt === null) return
    const tick = () => setElapsed(Math.floor((Date.now() - startedAt) / 1000))
    tick()
    const timer = window.setInterval(tick, 250)
    return () => window.clearInterval(timer)
  }, [startedAt])

  const running = startedAt !== null
  const moment = running ? getBreathMoment(elapsed) : null
  useEffect(() => {
    if (moment?.done) {
      setStartedAt(null)
      setCompleted(true)
    }
  }, [moment?.done])
  const finished = completed && !running

  const scale = moment && !moment.done ? (moment.phase === 'out' ? 'scale-75' : 'scale-100') : 'scale-75'
  const announcement =
    moment && !moment.done
      ? t(`phase.${moment.phase}`, {
          seconds: moment.phaseSeconds,
          breath: moment.breath,
          total: BREATH_COUNT,
        })
      : finished
        ? t('done')
        : ''

  return (
    <div className="grid justify-items-center gap-4 rounded-lg border border-slate-200 p-6 text-center">
      <p className="max-w-prose text-slate-700">
        {t('intro', { minutes: Math.round(EXERCISE_SECONDS / 60) })}
      </p>
      <div
        aria-hidden="true"
        data-phase={moment && !moment.done ? moment.phase : 'idle'}
        className={`flex size-40 items-center justify-center rounded-full bg-brand-100 text-4xl font-bold text-brand-900 motion-safe:transition-transform motion-safe:duration-[4000ms] motion-safe:ease-in-out ${scale}`}
      >
        {moment && !moment.done ? moment.secondsLeft : ''}
      </div>
      <p aria-live="polite" aria-atomic="true" className="min-h-7 text-xl font-semibold text-slate-900">
        {announcement}
      </p>
      {running ? (
        <button
          type="button"
          onClick={() => setStartedAt(null)}
          className="rounded-md border border-slate-400 px-5 py-2.5 font-semibold hover:bg-slate-50"
        >
          {t('stop')}
        </button>
      ) : (
        <button
          type="button"
          onClick={() => {
            setElapsed(0)
            setCompleted(false)
            setStartedAt(Date.now())
          }}
          className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {finished ? t('again') : t('start')}
        </button>
      )}
    </div>
  )
}
