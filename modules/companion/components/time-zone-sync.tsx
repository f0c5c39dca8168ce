'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import type { TZoneOffset } from '@/lib/calendar'
import { syncTimeZoneAction } from '../actions'

/**
 * Keeps the plan's zone in step with the browser's: when they differ, the zone is stored and the
 * page renders again with the person's "today". Renders nothing; without JavaScript the stored
 * zone stays until the next form. The browser's offsets are compared first (`storedOffsets`, the
 * stored zone's from the server): reading the zone's name costs a phone tens of milliseconds the
 * first time, in the page's first task after hydration, and is done only when they differ. A
 * zone with the same offsets shares "today" now; the next check-in or plan saved stores its name
 * (both forms send it).
 */
export function TimeZoneSync({ stored, storedOffsets }: { stored: string; storedOffsets: TZoneOffset[] }) {
  const router = useRouter()
  useEffect(() => {
    if (storedOffsets.every(({ at, minutes }) => -new Date(at).getTimezoneOffset() === minutes)) return
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    if (!zone || zone === stored) return
    let cancelled = false
    const form = new FormData()
    form.set('timeZone', zone)
    void syncTimeZoneAction(null, form).then((result) => {
      if (result?.ok && !cancelled) router.refresh()
    })
    return () => {
      cancelled = true
    }
  }, [stored, storedOffsets, router])
  return null
}
