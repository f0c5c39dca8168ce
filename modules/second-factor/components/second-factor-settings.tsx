'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import type { TErrorCode } from '@/lib/action-result'
import { authClient, callAuth } from '@/modules/auth/client/auth-client'
import { ReauthPrompt } from '@/modules/auth/components/account-actions'
import { AuthAlert } from '@/modules/auth/components/form-parts'
import { Button } from '@/modules/ui/components/button'
import { PasswordField, TextField } from '@/modules/ui/components/fields'
import { FormNotice } from '@/modules/ui/components/form-feedback'
import { startSecondFactorSetupAction } from '../actions'
import type { TSetupStart } from '../setup'
import { RecoveryCodes } from './recovery-codes'

/** A refusal of the server: its error code and, for a rate limit, when to try again. */
type TFailure = { code: TErrorCode; retryAfter?: number }

type TStep =
  | { kind: 'idle' }
  | { kind: 'scan'; setup: TSetupStart }
  | { kind: 'codes'; codes: string[]; notice: 'turnedOn' | null }

function readField(event: FormEvent<HTMLFormElement>, name: string): string {
  return String(new FormData(event.currentTarget).get(name) ?? '').trim()
}

/** The current authenticator code, as one numeric field (keypad and autofill on phones). */
function CodeField({ label, invalid }: { label: string; invalid: boolean }) {
  return (
    <TextField
      label={label}
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      invalid={invalid}
      required
    />
  )
}

/**
 * /account: the second factor's status and set-up. Turning on: QR code and key → a current code
 * confirms it → recovery codes shown once. When on: new recovery codes, or turning it off with a
 * current code. Each change needs a recent sign-in (the re-authentication prompt offers it).
 */
export function SecondFactorSettings({ enabled, hasPassword }: { enabled: boolean; hasPassword: boolean }) {
  const t = useTranslations('secondFactor.settings')
  const router = useRouter()
  const [step, setStep] = useState<TStep>({ kind: 'idle' })
  const [failure, setFailure] = useState<TFailure | null>(null)
  const [retry, setRetry] = useState<(() => void) | null>(null)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<'turnedOff' | null>(null)

  function fail(result: TFailure, again: () => void) {
    setFailure(result)
    setRetry(() => (result.code === 'auth/requires-recent-login' && hasPassword ? again : null))
  }

  async function start(password: string) {
    setBusy(true)
    setFailure(null)
    const form = new FormData()
    if (password) form.set('password', password)
    const result = await startSecondFactorSetupAction(null, form).catch((error: unknown) => {
      console.error('second-factor set-up failed', error)
      return { ok: false as const, code: 'auth/network-request-failed' as const }
    })
    setBusy(false)
    if (!result.ok) return fail({ code: result.code }, () => void start(password))
    setStep({ kind: 'scan', setup: result.data })
  }

  async function confirm(code: string, setup: TSetupStart) {
    setBusy(true)
    setFailure(null)
    const result = await callAuth((fetchOptions) =>
      authClient.$fetch('/two-factor/verify-totp', { method: 'POST', body: { code }, ...fetchOptions }),
    )
    setBusy(false)
    if (!result.ok) return setFailure(result)
    setStep({ kind: 'codes', codes: setup.recoveryCodes, notice: 'turnedOn' })
  }

  async function regenerate(password: string) {
    setBusy(true)
    setFailure(null)
    const result = await callAuth<{ backupCodes: string[] }>((fetchOptions) =>
      authClient.$fetch<{ backupCodes: string[] }>('/two-factor/generate-backup-codes', {
        method: 'POST',
        body: { password: password || undefined },
        ...fetchOptions,
      }),
    )
    setBusy(false)
    if (!result.ok) return fail(result, () => void regenerate(password))
    setStep({ kind: 'codes', codes: result.data.backupCodes, notice: null })
  }

  async function turnOff(code: string, password: string) {
    setBusy(true)
    setFailure(null)
    const result = await callAuth((fetchOptions) =>
      authClient.$fetch('/two-factor/disable', {
        method: 'POST',
        body: { code, password: password || undefined },
        ...fetchOptions,
      }),
    )
    setBusy(false)
    if (!result.ok) return fail(result, () => void turnOff(code, password))
    setNotice('turnedOff')
    router.refresh()
  }

  const alert = <AuthAlert failure={failure} />
  const reauth = retry ? (
    <ReauthPrompt
      onDone={() => {
        const again = retry
        setRetry(null)
        setFailure(null)
        again()
      }}
    />
  ) : null
  const passwordField = hasPassword ? (
    <PasswordField label={t('passwordLabel')} name="password" autoComplete="current-password" required />
  ) : null

  if (step.kind === 'scan') {
    return (
      <div className="max-w-md space-y-4">
        <h3 className="font-semibold">{t('scanTitle')}</h3>
        {/* biome-ignore lint/performance/noImgElement: a data URI drawn on the server, nothing to optimise */}
        <img src={step.setup.qrCode} alt={t('qrAlt')} width={200} height={200} className="bg-white" />
        <p className="text-sm">{t('manualEntry')}</p>
        <p>
          <code className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm">
            {step.setup.secret}
          </code>
        </p>
        <form
          method="post"
          noValidate
          className="space-y-4"
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault()
            void confirm(readField(event, 'code'), step.setup)
          }}
        >
          <h3 className="font-semibold">{t('confirmTitle')}</h3>
          {alert}
          <CodeField label={t('codeLabel')} invalid={failure?.code === 'auth/invalid-verification-code'} />
          <Button block pending={busy} pendingLabel={t('working')}>
            {t('confirm')}
          </Button>
        </form>
        <Button
          block
          variant="secondary"
          type="button"
          onClick={() => {
            setFailure(null)
            setStep({ kind: 'idle' })
          }}
        >
          {t('cancel')}
        </Button>
      </div>
    )
  }

  if (step.kind === 'codes') {
    return (
      <div className="max-w-md space-y-4">
        {step.notice ? <FormNotice>{t(step.notice)}</FormNotice> : null}
        <RecoveryCodes codes={step.codes} />
        <Button
          block
          type="button"
          onClick={() => {
            setStep({ kind: 'idle' })
            router.refresh()
          }}
        >
          {t('done')}
        </Button>
      </div>
    )
  }

  if (!enabled) {
    return (
      <div className="max-w-md space-y-4">
        {notice ? <FormNotice>{t(notice)}</FormNotice> : null}
        <p>{t('statusOff')}</p>
        <form
          method="post"
          noValidate
          className="space-y-4"
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault()
            void start(readField(event, 'password'))
          }}
        >
          {alert}
          {passwordField}
          <Button block pending={busy} pendingLabel={t('working')}>
            {t('turnOn')}
          </Button>
        </form>
        {reauth}
      </div>
    )
  }

  return (
    <div className="max-w-md space-y-6">
      <p>{t('statusOn')}</p>
      {alert}
      {reauth}
      <form
        method="post"
        noValidate
        className="space-y-3"
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault()
          void regenerate(readField(event, 'password'))
        }}
      >
        <h3 className="font-semibold">{t('regenerate')}</h3>
        <p className="text-sm text-slate-700">{t('regenerateIntro')}</p>
        {passwordField}
        <Button block variant="secondary" pending={busy}>
          {t('regenerate')}
        </Button>
      </form>
      <form
        method="post"
        noValidate
        className="space-y-3"
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault()
          void turnOff(readField(event, 'code'), readField(event, 'password'))
        }}
      >
        <h3 className="font-semibold">{t('turnOff')}</h3>
        <p className="text-sm text-slate-700">{t('turnOffIntro')}</p>
        <CodeField label={t('codeLabel')} invalid={failure?.code === 'auth/invalid-verification-code'} />
        {passwordField}
        <Button block variant="secondary" pending={busy}>
          {t('turnOff')}
        </Button>
      </form>
    </div>
  )
}
