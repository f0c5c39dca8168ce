'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import type { TBroadcastProgress } from '../queries'

const POLL_MS = 2_000

/**
 * Live progress of a broadcast: polls GET /api/admin/broadcasts/{id}/progress every two seconds
 * while it sends or is paused (a pause lets the mails already in hand go out, and another admin
 * may resume it) and refreshes the page when its status changes.
 */
export function BroadcastProgress({
  id,
  initial,
  labels,
}: {
  id: string
  initial: TBroadcastProgress
  labels: { sent: string; failed: string; skipped: string; remaining: string; progress: string }
}) {
  const router = useRouter()
  const [progress, setProgress] = useState(initial)
  const live = progress.status === 'sending' || progress.status === 'paused'
  const shownStatus = initial.status
  useEffect(() => {
    if (!live) return
    const timer = setInterval(async () => {
      try {
        const response = await fetch(`/api/admin/broadcasts/${id}/progress`, { cache: 'no-store' })
        if (!response.ok) return
        const next = (await response.json()) as TBroadcastProgress
        setProgress(next)
        if (next.status !== shownStatus) router.refresh()
      } catch (error) {
        // Offline for a moment: the next tick tries again.
        console.warn('broadcast progress', error)
      }
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [id, live, shownStatus, router])
  const done = progress.total - progress.remaining
  return (
    <div>
      <progress
        value={done}
        max={Math.max(progress.total, 1)}
        aria-label={labels.progress}
        className="h-3 w-full max-w-xl"
      />
      <dl className="mt-3 grid max-w-xl grid-cols-4 gap-3 text-center" aria-live="polite">
        {(['sent', 'failed', 'skipped', 'remaining'] as const).map((key) => (
          <div key={key} className="rounded-md border border-slate-200 p-2">
            <dt className="text-xs text-slate-600">{labels[key]}</dt>
            <dd className="text-xl font-semibold text-slate-900" data-testid={`progress-${key}`}>
              {progress[key]}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
