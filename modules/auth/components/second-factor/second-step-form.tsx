'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useActionState, useEffect, useState } from 'react'
import { withLocale } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { Button } from '@/modules/ui/components/button'
import { CheckboxField, TextField } from '@/modules/ui/components/fields'
import { completeSignIn } from '../../client/session-store'
import { SECOND_STEP_PATH } from '../../second-factor/constants'
import { loginHref } from '../../second-factor/login-href'
import { type TSecondStepState, verifySecondStepAction } from '../../second-factor/second-step-action'
import { AuthAlert } from '../form-parts'
import { APP_CODE_INPUT, RECOVERY_CODE_INPUT } from './code-inputs'

export type TSecondStepMode = 'app' | 'recovery'

/** Codes after which this challenge is over: only a new sign-in helps. */
const CHALLENGE_OVER = new Set(['auth/too-many-requests', 'auth/code-expired'])

function modeHref(locale: TLocale, wanted: string | null, mode: TSecondStepMode): string {
  const query = new URLSearchParams()
  if (wanted) query.set('redirect', wanted)
  if (mode === 'recovery') query.set('mode', 'recovery')
  const search = query.toString()
  return `${withLocale(locale, SECOND_STEP_PATH)}${search ? `?${search}` : ''}`
}

/**
 * The sign-in's second step: one code input (numeric keypad, one-time-code autofill), or a
 * recovery code, and "trust this browser for 30 days". A form action, so it works without
 * JavaScript; with it, the page finishes the sign-in (session store, other tabs) and goes on.
 * The session exists only after this.
 */
export function SecondStepForm({ wanted, mode }: { wanted: string | null; mode: TSecondStepMode }) {
  const t = useTranslations('secondFactor.step')
  const locale = useLocale()
  const [state, formAction, pending] = useActionState<TSecondStepState, FormData>(
    verifySecondStepAction,
    null,
  )
  const [hydrated, setHydrated] = useState(false)

  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    if (!state?.ok) return
    const { target } = state.data
    void completeSignIn().then(() => window.location.assign(target))
  }, [state])

  const failure = state && !state.ok ? state : null
  const over = failure !== null && CHALLENGE_OVER.has(failure.code)
  const invalid = failure?.code === 'auth/invalid-verification-code'
  const busy = pending || state?.ok === true

  return (
    <div className="max-w-md space-y-6">
      <form action={formAction} className="space-y-4" aria-busy={busy}>
        <input type="hidden" name="mode" value={mode} />
        <input type="hidden" name="locale" value={locale} />
        {wanted ? <input type="hidden" name="redirect" value={wanted} /> : null}
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <AuthAlert failure={failure} attempt={state} />
        <TextField
          label={mode === 'app' ? t('codeLabel') : t('recoveryLabel')}
          hint={mode === 'app' ? t('codeHint') : t('recoveryHint')}
          {...(mode === 'app' ? APP_CODE_INPUT : RECOVERY_CODE_INPUT)}
          invalid={invalid}
          required
          autoFocus
        />
        <CheckboxField label={t('trust')} name="trustDevice" />
        <Button block pending={busy} pendingLabel={t('submitting')} disabled={over}>
          {t('submit')}
        </Button>
      </form>
      <p className="text-sm">
        <a
          href={modeHref(locale, wanted, mode === 'app' ? 'recovery' : 'app')}
          className="font-medium text-brand-700 hover:underline"
        >
          {mode === 'app' ? t('useRecovery') : t('useApp')}
        </a>
      </p>
      <p className="text-sm">
        <a href={loginHref(locale, wanted)} className="font-medium text-brand-700 hover:underline">
          {t('restart')}
        </a>
      </p>
    </div>
  )
}
