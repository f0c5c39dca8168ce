'use client'

import { useFormatter, useTranslations } from 'next-intl'
import { useActionState, useEffect, useState } from 'react'
import { getTodayIn } from '@/lib/calendar'
import { Button } from '@/modules/ui/components/button'
import { CheckboxField } from '@/modules/ui/components/fields'
import { ActionFeedback } from '@/modules/ui/components/form-feedback'
import { checkInAction, closeChallengeAction, joinChallengeAction } from '../actions'
import { canCheckInDay } from '../calendar'

/** One click to join. */
export function JoinChallengeForm({ challengeId }: { challengeId: string }) {
  const t = useTranslations('challenges.invite')
  const [state, dispatch, pending] = useActionState(joinChallengeAction, null)
  return (
    <form action={dispatch} className="grid gap-3">
      <input type="hidden" name="challengeId" value={challengeId} />
      <Button pending={pending} pendingLabel={t('joining')}>
        {t('join')}
      </Button>
      <ActionFeedback state={state} />
    </form>
  )
}

/**
 * The challenge's days as buttons; each checks its day in. Days still to come (in the
 * participant's own time zone, which the form sends along) are disabled.
 */
export function CheckInForm({
  challengeId,
  days,
  checked,
  todayUtc,
}: {
  challengeId: string
  days: string[]
  checked: string[]
  todayUtc: string
}) {
  const t = useTranslations('challenges.checkIn')
  const format = useFormatter()
  const [state, dispatch, pending] = useActionState(checkInAction, null)
  const [timeZone, setTimeZone] = useState('')
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'), [])
  const today = timeZone ? getTodayIn(new Date(), timeZone) : todayUtc
  const startsOn = days[0] ?? todayUtc
  const notStarted = today < startsOn
  return (
    <form action={dispatch}>
      <input type="hidden" name="challengeId" value={challengeId} />
      <input type="hidden" name="timeZone" value={timeZone} />
      <p className="text-slate-700">{notStarted ? t('notStarted') : t('hint')}</p>
      <ul className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2">
        {days.map((day) => {
          const done = checked.includes(day)
          const open = canCheckInDay({ day, startsOn, lengthDays: days.length, today })
          const label = format.dateTime(new Date(`${day}T00:00:00Z`), {
            weekday: 'short',
            day: 'numeric',
            month: 'short',
            timeZone: 'UTC',
          })
          return (
            <li key={day}>
              <button
                type="submit"
                name="day"
                value={day}
                disabled={done || !open || pending}
                aria-pressed={done}
                className="w-full rounded-md border px-2 py-2 text-sm font-semibold disabled:cursor-not-allowed aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white enabled:border-brand-600 enabled:text-brand-700 enabled:hover:bg-brand-50 [&:disabled:not([aria-pressed=true])]:border-slate-200 [&:disabled:not([aria-pressed=true])]:text-slate-400"
              >
                <span className="block">{t('dayButton', { date: label })}</span>
                <span className="block text-xs font-normal">
                  {done ? `✓ ${t('checked')}` : open ? '' : t('future')}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      <div className="mt-3">
        <ActionFeedback state={state} success={t('saved')} />
      </div>
    </form>
  )
}

/** The owner closes the challenge, after ticking a confirmation. */
export function CloseChallengeForm({ challengeId }: { challengeId: string }) {
  const t = useTranslations('challenges.close')
  const [state, dispatch, pending] = useActionState(closeChallengeAction, null)
  return (
    <form action={dispatch} className="grid gap-3">
      <input type="hidden" name="challengeId" value={challengeId} />
      <CheckboxField label={t('confirm')} name="confirm" value="yes" required />
      <Button variant="danger" pending={pending}>
        {t('button')}
      </Button>
      <ActionFeedback state={state} success={t('closed')} />
    </form>
  )
}

/** The invite link in a read-only field with a copy button. */
export function InviteLink({ url }: { url: string }) {
  const t = useTranslations('challenges.invite')
  const [copied, setCopied] = useState(false)
  const [canCopy, setCanCopy] = useState(false)
  useEffect(() => setCanCopy(Boolean(navigator.clipboard)), [])
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor="invite-link" className="sr-only">
        {t('inviteLink')}
      </label>
      <input
        id="invite-link"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="min-w-0 flex-1 rounded-md border border-slate-400 px-3 py-2 font-mono text-sm"
      />
      {canCopy ? (
        <button
          type="button"
          onClick={() =>
            navigator.clipboard.writeText(url).then(
              () => setCopied(true),
              (error: unknown) => console.warn('clipboard write failed', error),
            )
          }
          className="rounded-md border border-brand-600 px-3 py-2 font-semibold text-brand-700"
        >
          {t('copy')}
        </button>
      ) : null}
      <span role="status" className="text-sm text-brand-700">
        {copied ? t('copied') : ''}
      </span>
    </div>
  )
}
