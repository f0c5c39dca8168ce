'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'

type TState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on' | 'working' | 'failed'

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index)
  return bytes
}

/** The server's localized message of a refused request (with the event id of an unexpected one). */
async function readFailureMessage(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null
  return typeof body?.message === 'string' ? body.message : null
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration()
  return (await registration?.pushManager.getSubscription()) ?? null
}

/** Turns this browser's notifications on or off (a Web Push subscription, kept by /api/push). */
export function PushDeviceSwitch() {
  const t = useTranslations('push.device')
  const locale = useLocale()
  const [state, setState] = useState<TState>('checking')
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
      setState('unsupported')
      return
    }
    if (Notification.permission === 'denied') {
      setState('denied')
      return
    }
    currentSubscription()
      .then((subscription) => setState(subscription ? 'on' : 'off'))
      .catch(() => setState('unsupported'))
  }, [])

  const turnOn = useCallback(async () => {
    setState('working')
    setFailure(null)
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        setState('denied')
        return
      }
      const { publicKey } = (await (await fetch('/api/push')).json()) as { publicKey: string }
      const registration = await navigator.serviceWorker.ready
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      })
      const saved = await fetch(`/api/push?locale=${locale}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(subscription),
      })
      if (!saved.ok) setFailure(await readFailureMessage(saved))
      setState(saved.ok ? 'on' : 'failed')
    } catch {
      setState('failed')
    }
  }, [locale])

  const turnOff = useCallback(async () => {
    setState('working')
    setFailure(null)
    try {
      const subscription = await currentSubscription()
      if (subscription) {
        await fetch(`/api/push?locale=${locale}`, {
          method: 'DELETE',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ endpoint: subscription.endpoint }),
        })
        await subscription.unsubscribe()
      }
      setState('off')
    } catch {
      setState('failed')
    }
  }, [locale])

  const button =
    'rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60'
  return (
    <div className="rounded-md border border-slate-200 p-4">
      <p className="font-semibold">{t('title')}</p>
      <p role="status" className="mt-1 text-slate-700">
        {state === 'checking' ? null : state === 'working' ? t('working') : t(state)}
        {state === 'failed' && failure ? <span className="mt-1 block">{failure}</span> : null}
      </p>
      {state === 'off' || state === 'failed' ? (
        <button type="button" className={`${button} mt-3`} onClick={turnOn}>
          {t('turnOn')}
        </button>
      ) : null}
      {state === 'on' ? (
        <button type="button" className={`${button} mt-3`} onClick={turnOff}>
          {t('turnOff')}
        </button>
      ) : null}
      <noscript>
        <p className="mt-1 text-slate-700">{t('needsScript')}</p>
      </noscript>
    </div>
  )
}
