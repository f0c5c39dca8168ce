'use client'

import { useEffect, useState } from 'react'
import { useAuthState } from '@/modules/auth/client/session-store'
import type { TCravingPlansResponse } from '../plans-route'

export type TCravingPlansTexts = {
  heading: string
  pick: string
  none: string
  write: string
  /** "If {situation}, then I will {action}" with the placeholders kept for the browser. */
  plan: string
  triggers: Record<string, string>
}

/**
 * The top of /craving for a signed-in person: their if-then plans for the trigger they pick,
 * first the one of their latest logged craving. The page stays static (it works offline); this
 * island asks /api/coping-plans in the browser, and shows nothing to visitors.
 */
export function CravingPlansIsland({ texts, writeHref }: { texts: TCravingPlansTexts; writeHref: string }) {
  const auth = useAuthState()
  const [data, setData] = useState<TCravingPlansResponse | null>(null)
  const [picked, setPicked] = useState<string | null>(null)
  const signedIn = auth.status === 'signed-in'

  useEffect(() => {
    if (!signedIn) return
    const controller = new AbortController()
    fetch('/api/coping-plans', { credentials: 'same-origin', cache: 'no-store', signal: controller.signal })
      .then(async (response) => (response.ok ? ((await response.json()) as TCravingPlansResponse) : null))
      .then(setData)
      // Offline or signed out meanwhile: the page's other help is still there.
      .catch(() => setData(null))
    return () => controller.abort()
  }, [signedIn])

  if (!signedIn || !data) return null
  const triggers = [...new Set(data.plans.map((plan) => plan.trigger))]
  const trigger =
    picked ??
    (data.lastTrigger && triggers.includes(data.lastTrigger) ? data.lastTrigger : (triggers[0] ?? null))
  const shown = data.plans.filter((plan) => plan.trigger === trigger)
  return (
    <section
      aria-labelledby="my-plans"
      className="mb-10 rounded-lg border-2 border-brand-600 bg-brand-50 p-5"
    >
      <h2 id="my-plans" className="text-2xl font-bold text-brand-900">
        {texts.heading}
      </h2>
      {triggers.length === 0 ? (
        <p className="mt-2 text-brand-900">
          {texts.none}{' '}
          <a href={writeHref} className="font-semibold underline">
            {texts.write}
          </a>
        </p>
      ) : (
        <>
          {triggers.length > 1 ? (
            <fieldset className="mt-3">
              <legend className="text-sm font-semibold text-brand-900">{texts.pick}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {triggers.map((name) => (
                  <button
                    key={name}
                    type="button"
                    aria-pressed={name === trigger}
                    onClick={() => setPicked(name)}
                    className="rounded-full border border-brand-700 px-3 py-1 text-sm text-brand-900 aria-pressed:bg-brand-700 aria-pressed:text-white"
                  >
                    {texts.triggers[name] ?? name}
                  </button>
                ))}
              </div>
            </fieldset>
          ) : null}
          <ul className="mt-4 space-y-2">
            {shown.map((plan) => (
              <li key={`${plan.situation}|${plan.action}`} className="text-lg text-brand-900">
                {texts.plan.replace('{situation}', plan.situation).replace('{action}', plan.action)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
