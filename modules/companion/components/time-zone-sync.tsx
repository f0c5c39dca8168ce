'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { syncTimeZoneAction } from '../actions'

/**
 * Keeps the plan's zone in step with the browser's: when they differ, the zone is stored and the
 * page renders again with the person's "today". Renders nothing; without JavaScript the stored
 * zone stays until the next form.
 */
export function TimeZoneSync({ stored }: { stored: string }) {
  const router = useRouter()
  useEffect(() => {
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
  }, [stored, router])
  return null
}
