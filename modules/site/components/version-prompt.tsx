'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

const POLL_INTERVAL_MS = 60_000
const currentBuildId = process.env.NEXT_PUBLIC_BUILD_ID

async function fetchLatestBuildId(): Promise<string | undefined> {
  const response = await fetch('/builds/latest.json', { cache: 'no-store' })
  if (!response.ok) return undefined
  const body: unknown = await response.json()
  return typeof body === 'object' && body && 'id' in body && typeof body.id === 'string' ? body.id : undefined
}

/** Polls /builds/latest.json (every minute and on focus) and offers a reload when it changed. */
export function VersionPrompt() {
  const t = useTranslations('version')
  const [outdated, setOutdated] = useState(false)
  const [dismissed, setDismissed] = useState(false)

  useEffect(() => {
    let active = true
    const check = () => {
      fetchLatestBuildId().then(
        (latest) => {
          if (active && latest && latest !== currentBuildId) setOutdated(true)
        },
        // Offline or a deploy in progress: the next poll tries again.
        (error: unknown) => console.debug('version check failed', error),
      )
    }
    const timer = window.setInterval(check, POLL_INTERVAL_MS)
    window.addEventListener('focus', check)
    return () => {
      active = false
      window.clearInterval(timer)
      window.removeEventListener('focus', check)
    }
  }, [])

  if (!outdated || dismissed) return null
  return (
    <div
      role="status"
      className="print:hidden fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-lg flex-wrap items-center gap-3 rounded-lg bg-slate-900 p-4 text-white shadow-lg"
    >
      <p className="flex-1">{t('available')}</p>
      <button
        type="button"
        className="rounded bg-white px-3 py-1.5 font-semibold text-slate-900"
        onClick={() => window.location.reload()}
      >
        {t('reload')}
      </button>
      <button type="button" className="px-2 py-1.5 underline" onClick={() => setDismissed(true)}>
        {t('dismiss')}
      </button>
    </div>
  )
}
