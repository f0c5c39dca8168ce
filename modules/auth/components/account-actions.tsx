'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import { Button } from '@/modules/ui/components/button'
import { PasswordField } from '@/modules/ui/components/fields'
import { FormNotice } from '@/modules/ui/components/form-feedback'
import { callAuth, type TAuthFailure } from '../client/call-auth'
import {
  checkPasswordLength,
  ruleOfServerCode,
  type TPasswordRule,
} from '../sign-in/passwords/password-policy'
import { AuthAlert } from './form-parts'
import { NewPasswordField } from './new-password-field'

/** "Confirm that it is you": proves the password again for a change that needs a recent sign-in. */
export function ReauthPrompt({ onDone }: { onDone: () => void }) {
  const t = useTranslations('auth')
  const [failure, setFailure] = useState<TAuthFailure | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const password = String(new FormData(event.currentTarget).get('password') ?? '')
    if (!password) return setFailure({ code: 'auth/missing-password' })
    setBusy(true)
    const result = await callAuth((client, fetchOptions) =>
      client.$fetch('/re-authenticate', { method: 'POST', body: { password }, ...fetchOptions }),
    )
    setBusy(false)
    if (!result.ok) return setFailure(result)
    onDone()
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="mt-4 space-y-3 rounded-md border border-amber-200 bg-amber-50 p-4"
    >
      <h4 className="font-semibold">{t('account.reauthTitle')}</h4>
      <p className="text-sm">{t('account.reauthIntro')}</p>
      <AuthAlert failure={failure} />
      <PasswordField label={t('fields.password')} name="password" autoComplete="current-password" required />
      <Button block pending={busy}>
        {t('account.reauthSubmit')}
      </Button>
    </form>
  )
}

/** Change password (current + new); other sessions are signed out. Needs a recent sign-in. */
export function ChangePasswordForm() {
  const t = useTranslations('auth')
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [failedRule, setFailedRule] = useState<TPasswordRule | undefined>()
  const [failure, setFailure] = useState<TAuthFailure | null>(null)
  const [needsReauth, setNeedsReauth] = useState(false)
  const [done, setDone] = useState(false)
  const [busy, setBusy] = useState(false)

  async function submit() {
    if (!current) return setFailure({ code: 'auth/missing-password' })
    const lengthFailure = checkPasswordLength(password)[0]
    if (lengthFailure) {
      setFailedRule(lengthFailure)
      return setFailure({ code: 'auth/password-does-not-meet-requirements' })
    }
    setBusy(true)
    setFailure(null)
    setDone(false)
    const result = await callAuth((client, fetchOptions) =>
      client.changePassword({
        currentPassword: current,
        newPassword: password,
        revokeOtherSessions: true,
        fetchOptions,
      }),
    )
    setBusy(false)
    if (!result.ok) {
      setFailure(result)
      if (result.code === 'auth/requires-recent-login') setNeedsReauth(true)
      if (result.code === 'auth/password-does-not-meet-requirements') {
        setFailedRule(ruleOfServerCode(result.serverCode))
      }
      return
    }
    setDone(true)
    setCurrent('')
    setPassword('')
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void submit()
  }

  return (
    <div className="max-w-md">
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
        {done ? <FormNotice>{t('account.passwordChanged')}</FormNotice> : null}
        <AuthAlert failure={failure} />
        <PasswordField
          label={t('fields.currentPassword')}
          name="currentPassword"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          required
        />
        <NewPasswordField
          label={t('fields.newPassword')}
          name="newPassword"
          failedRule={failedRule}
          attempt={failure}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value)
            setFailedRule(undefined)
          }}
          required
        />
        <Button block pending={busy} pendingLabel={t('account.changing')}>
          {t('account.changePassword')}
        </Button>
      </form>
      {needsReauth ? (
        <ReauthPrompt
          onDone={() => {
            setNeedsReauth(false)
            setFailure(null)
            void submit()
          }}
        />
      ) : null}
    </div>
  )
}

/** Ends every other session of this user. */
export function SignOutOthersButton() {
  const t = useTranslations('auth.account')
  const [failure, setFailure] = useState<TAuthFailure | null>(null)
  const [done, setDone] = useState(false)
  const [busy, setBusy] = useState(false)

  async function onClick() {
    setBusy(true)
    const result = await callAuth((client, fetchOptions) => client.revokeOtherSessions({ fetchOptions }))
    setBusy(false)
    if (!result.ok) return setFailure(result)
    setFailure(null)
    setDone(true)
  }

  return (
    <div className="max-w-md space-y-3">
      {done ? <FormNotice>{t('othersSignedOut')}</FormNotice> : null}
      <AuthAlert failure={failure} />
      <Button block variant="secondary" type="button" pending={busy} onClick={() => void onClick()}>
        {t('signOutOthers')}
      </Button>
    </div>
  )
}
