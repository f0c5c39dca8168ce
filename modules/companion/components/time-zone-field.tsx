'use client'

import { useHydrated } from '@/modules/ui/client/hydrated'

/**
 * The browser's time zone as a hidden field, so "today" is the person's day. Without
 * JavaScript the field stays empty and the server uses the zone stored with the plan. Empty too
 * while the server's HTML hydrates (the server cannot know the zone); a form an island mounts
 * later has it from its first render, so a submit held while its code loaded sends it.
 */
export function TimeZoneField() {
  const hydrated = useHydrated()
  const timeZone = hydrated ? (Intl.DateTimeFormat().resolvedOptions().timeZone ?? '') : ''
  return <input type="hidden" name="timeZone" value={timeZone} />
}
