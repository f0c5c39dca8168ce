'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { type ReactNode, useState } from 'react'
import type { TErrorCode } from '@/lib/action-result'
import { Button } from '@/modules/ui/components/button'
import { PasswordField, TextField } from '@/modules/ui/components/fields'
import { FormNotice } from '@/modules/ui/components/form-feedback'
import { callAuth } from '../../client/call-auth'
import { startSecondFactorSetupAction } from '../../second-factor/actions'
import type { TSetupStart } from '../../second-factor/setup'
import { ReauthPrompt } from '../account-actions'
import { AuthAlert } from '../form-parts'
import { APP_CODE_INPUT } from './code-inputs'
import { RecoveryCodes } from './recovery-codes'

/** A refusal of the server: its error code and, for a rate limit, when to try again. */
type TFailure = { code: TErrorCode; retryAfter?: number }

type TStep =
  | { kind: 'idle' }
  | { kind: 'scan'; setup: TSetupStart }
  | { kind: 'codes'; codes: string[]; notice: 'turnedOn' | null }

/** The value of one field of a sent form. */
function field(form: FormData, name: string): string {
  return String(form.get(name) ?? '').trim()
}

/** A form of the settings, sent by the page: `onSend` gets its fields. */
function SettingsForm({
  busy,
  className = 'space-y-4',
  onSend,
  children,
}: {
  busy: boolean
  className?: string
  onSend: (form: FormData) => void
  children: ReactNode
}) {
  return (
    <form
      method="post"
      noValidate
      className={className}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault()
        onSend(new FormData(event.currentTarget))
      }}
    >
      {children}
    </form>
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

  /**
   * One change: busy meanwhile, then the answer. A refusal shows; when the change needs a recent
   * sign-in, the re-authentication prompt runs `again` once the password is proven.
   */
  async function change<T>(
    call: () => Promise<{ ok: true; data: T } | ({ ok: false } & TFailure)>,
    again?: () => void,
  ) {
    setBusy(true)
    setFailure(null)
    const result = await call()
    setBusy(false)
    if (!result.ok) {
      setFailure(result)
      setRetry(() => (again && result.code === 'auth/requires-recent-login' && hasPassword ? again : null))
    }
    return result
  }

  async function start(password: string) {
    const form = new FormData()
    if (password) form.set('password', password)
    const result = await change(
      () =>
        startSecondFactorSetupAction(null, form).catch((error: unknown) => {
          console.error('second-factor set-up failed', error)
          return { ok: false as const, code: 'auth/network-request-failed' as const }
        }),
      () => void start(password),
    )
    if (result.ok) setStep({ kind: 'scan', setup: result.data })
  }

  async function confirm(code: string, setup: TSetupStart) {
    const result = await change(() =>
      callAuth((client, fetchOptions) =>
        client.$fetch('/two-factor/verify-totp', { method: 'POST', body: { code }, ...fetchOptions }),
      ),
    )
    if (result.ok) setStep({ kind: 'codes', codes: setup.recoveryCodes, notice: 'turnedOn' })
  }

  async function regenerate(password: string) {
    const result = await change(
      () =>
        callAuth<{ backupCodes: string[] }>((client, fetchOptions) =>
          client.$fetch<{ backupCodes: string[] }>('/two-factor/generate-backup-codes', {
            method: 'POST',
            body: { password: password || undefined },
            ...fetchOptions,
          }),
        ),
      () => void regenerate(password),
    )
    if (result.ok) setStep({ kind: 'codes', codes: result.data.backupCodes, notice: null })
  }

  async function turnOff(code: string, password: string) {
    const result = await change(
      () =>
        callAuth((client, fetchOptions) =>
          client.$fetch('/two-factor/disable', {
            method: 'POST',
            body: { code, password: password || undefined },
            ...fetchOptions,
          }),
        ),
      () => void turnOff(code, password),
    )
    if (!result.ok) return
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
  const codeField = (
    <TextField
      label={t('codeLabel')}
      {...APP_CODE_INPUT}
      invalid={failure?.code === 'auth/invalid-verification-code'}
      required
    />
  )
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
        <SettingsForm busy={busy} onSend={(form) => void confirm(field(form, 'code'), step.setup)}>
          <h3 className="font-semibold">{t('confirmTitle')}</h3>
          {alert}
          {codeField}
          <Button block pending={busy} pendingLabel={t('working')}>
            {t('confirm')}
          </Button>
        </SettingsForm>
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
        <SettingsForm busy={busy} onSend={(form) => void start(field(form, 'password'))}>
          {alert}
          {passwordField}
          <Button block pending={busy} pendingLabel={t('working')}>
            {t('turnOn')}
          </Button>
        </SettingsForm>
        {reauth}
      </div>
    )
  }

  return (
    <div className="max-w-md space-y-6">
      <p>{t('statusOn')}</p>
      {alert}
      {reauth}
      <SettingsForm
        busy={busy}
        className="space-y-3"
        onSend={(form) => void regenerate(field(form, 'password'))}
      >
        <h3 className="font-semibold">{t('regenerate')}</h3>
        <p className="text-sm text-slate-700">{t('regenerateIntro')}</p>
        {passwordField}
        <Button block variant="secondary" pending={busy}>
          {t('regenerate')}
        </Button>
      </SettingsForm>
      <SettingsForm
        busy={busy}
        className="space-y-3"
        onSend={(form) => void turnOff(field(form, 'code'), field(form, 'password'))}
      >
        <h3 className="font-semibold">{t('turnOff')}</h3>
        <p className="text-sm text-slate-700">{t('turnOffIntro')}</p>
        {codeField}
        {passwordField}
        <Button block variant="secondary" pending={busy}>
          {t('turnOff')}
        </Button>
      </SettingsForm>
    </div>
  )
}
