'use client'

import { useTranslations } from 'next-intl'
import { startTransition, useEffect, useRef, useState } from 'react'
import { whenIdle } from '@/modules/ui/client/when-idle'
import { Button } from '@/modules/ui/components/button'
import { FormNotice } from '@/modules/ui/components/form-feedback'
import { loadClientSettings } from '../client/client-settings'
import { completeSignIn } from '../client/session-store'
import { signInWithPopup, signInWithRedirect } from '../client/social-sign-in'
import type { TAuthErrorCode } from '../error-codes'
import type { TClientSettings } from '../sign-in/client-settings-plugin'
import { AuthAlert } from './form-parts'

/**
 * "Continue with Google / Apple / <OIDC>" buttons: a popup keeps this page; a blocked popup
 * offers the full-page redirect instead.
 */
export function ProviderButtons({
  target,
  errorPage,
  onSignedIn,
  onSecondStep,
}: {
  /** Where to land after the redirect flow (same as after a popup). */
  target: string
  /** This page, for the redirect flow's errors (`?error=` is appended). */
  errorPage: string
  onSignedIn: () => void
  /** The account has a second factor: the popup signed in the first one only. */
  onSecondStep?: () => void
}) {
  const t = useTranslations('auth')
  const [providers, setProviders] = useState<TClientSettings['providers']>([])
  const [pending, setPending] = useState<string | null>(null)
  const [error, setError] = useState<TAuthErrorCode | null>(null)
  const [blocked, setBlocked] = useState<string | null>(null)
  const attempt = useRef(0)

  useEffect(() => {
    let active = true
    // Asked for when the browser is idle after hydration, not in the task that runs the page's
    // effects; a site without providers renders nothing again; the buttons come in slices
    // (decisions 083 and 088).
    const cancelIdle = whenIdle(() => {
      void loadClientSettings().then((settings) => {
        if (active && settings.providers.length > 0) startTransition(() => setProviders(settings.providers))
      })
    })
    return () => {
      active = false
      cancelIdle()
    }
  }, [])

  if (providers.length === 0) return null

  async function startPopup(provider: string) {
    attempt.current += 1
    const mine = attempt.current
    setBlocked(null)
    setError(null)
    setPending(provider)
    const outcome = await signInWithPopup(provider)
    if (outcome.ok) {
      await completeSignIn()
      onSignedIn()
      return
    }
    if (outcome.code === 'auth/multi-factor-auth-required' && onSecondStep) return onSecondStep()
    setError(outcome.code)
    // A cancelled popup was replaced by a newer one, which is still running.
    if (mine === attempt.current) {
      setPending(null)
      if (outcome.code === 'auth/popup-blocked') setBlocked(provider)
    }
  }

  async function startRedirect(provider: string) {
    setPending(provider)
    const outcome = await signInWithRedirect(provider, target, errorPage)
    if (!outcome.ok) {
      setPending(null)
      setError(outcome.code)
    }
  }

  return (
    <div className="space-y-3">
      {providers.map((provider) => (
        <Button
          block
          variant="secondary"
          key={provider.id}
          type="button"
          onClick={() => void startPopup(provider.id)}
        >
          {t('providers.continueWith', { provider: provider.name })}
        </Button>
      ))}
      {pending && !blocked ? <FormNotice>{t('providers.waiting')}</FormNotice> : null}
      <AuthAlert failure={error ? { code: error } : null} />
      {blocked ? (
        <Button block variant="secondary" type="button" onClick={() => void startRedirect(blocked)}>
          {t('providers.useRedirect')}
        </Button>
      ) : null}
    </div>
  )
}
