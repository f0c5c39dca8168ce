'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'
import { promptInstall, readInstallState, subscribeToInstallState } from '../client/install-event'

export type TInstallPromptTexts = {
  heading: string
  button: string
  installed: string
  accepted: string
  ios: string
  fallback: string
}

type TPlatform = 'unknown' | 'ios' | 'standalone' | 'other'

function detectPlatform(): TPlatform {
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    ('standalone' in navigator && navigator.standalone === true)
  if (standalone) return 'standalone'
  // iPadOS reports itself as a Mac; touch points tell them apart.
  const ios =
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  return ios ? 'ios' : 'other'
}

/** The browser's own install dialog where it offers one; instructions everywhere else. */
export function InstallPromptIsland({ texts }: { texts: TInstallPromptTexts }) {
  const state = useSyncExternalStore(subscribeToInstallState, readInstallState, () => 'unknown' as const)
  const [platform, setPlatform] = useState<TPlatform>('unknown')
  const [accepted, setAccepted] = useState(false)

  useEffect(() => setPlatform(detectPlatform()), [])

  const install = async () => {
    const choice = await promptInstall()
    if (choice?.outcome === 'accepted') setAccepted(true)
  }

  let body: React.ReactNode
  if (accepted) body = <p>{texts.accepted}</p>
  else if (state === 'installed' || platform === 'standalone') body = <p>{texts.installed}</p>
  else if (state === 'available')
    body = (
      <button
        type="button"
        onClick={install}
        className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {texts.button}
      </button>
    )
  else body = <p>{platform === 'ios' ? texts.ios : texts.fallback}</p>

  return (
    <section
      aria-labelledby="install-prompt-heading"
      className="print:hidden mt-8 rounded-lg border border-brand-100 bg-brand-50 p-4"
    >
      <h2 id="install-prompt-heading" className="mb-2 text-lg font-semibold">
        {texts.heading}
      </h2>
      <div aria-live="polite">{body}</div>
    </section>
  )
}
