import { getFormatter, getTranslations } from 'next-intl/server'
import type { TChallengeParticipantView } from '../queries'

const CELL = 16
const GAP = 4

/**
 * Each participant's smoke-free days: a row of squares, one per challenge day, filled when
 * checked in. The text beside it carries the same information for screen readers.
 */
export async function ProgressChart({
  days,
  participants,
  viewerId,
}: {
  days: string[]
  participants: TChallengeParticipantView[]
  viewerId: string | undefined
}) {
  const t = await getTranslations('challenges.progress')
  const format = await getFormatter()
  if (participants.length === 0) return <p className="text-slate-700">{t('nobody')}</p>
  const width = days.length * (CELL + GAP) - GAP
  return (
    <figure>
      <figcaption className="sr-only">{t('chartLabel')}</figcaption>
      <ul className="grid gap-4">
        {participants.map((participant) => {
          const checked = new Set(participant.checkIns)
          const count = days.filter((day) => checked.has(day)).length
          return (
            <li key={participant.userId} data-testid="challenge-participant">
              <p className="flex flex-wrap items-baseline justify-between gap-x-4">
                <span className="font-semibold">
                  {participant.userId === viewerId ? t('you', { name: participant.name }) : participant.name}
                </span>
                <span className="text-sm text-slate-700">{t('days', { count, total: days.length })}</span>
              </p>
              <svg
                aria-hidden="true"
                viewBox={`0 0 ${width} ${CELL}`}
                width={width}
                height={CELL}
                className="mt-1 max-w-full"
              >
                {days.map((day, index) => (
                  <rect
                    key={day}
                    x={index * (CELL + GAP)}
                    y={0}
                    width={CELL}
                    height={CELL}
                    rx={3}
                    fill={checked.has(day) ? '#0f7a5c' : '#e2e8f0'}
                  >
                    <title>
                      {t(checked.has(day) ? 'dayChecked' : 'dayOpen', {
                        date: format.dateTime(new Date(`${day}T00:00:00Z`), {
                          dateStyle: 'medium',
                          timeZone: 'UTC',
                        }),
                      })}
                    </title>
                  </rect>
                ))}
              </svg>
            </li>
          )
        })}
      </ul>
    </figure>
  )
}
