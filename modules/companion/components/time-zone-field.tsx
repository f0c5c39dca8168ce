'use client'

import { useEffect, useState } from 'react'

/**
 * The browser's time zone as a hidden field, so "today" is the person's day. Without
 * JavaScript the field stays empty and the server uses the zone stored with the plan.
 */
export function TimeZoneField() {
  const [timeZone, setTimeZone] = useState('')
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''), [])
  return <input type="hidden" name="timeZone" value={timeZone} />
}
