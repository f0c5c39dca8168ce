'use client'

import { useFormatter, useTranslations } from 'next-intl'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { Button } from '@/modules/ui/components/button'
import { TextField } from '@/modules/ui/components/fields'
import { FormNotice } from '@/modules/ui/components/form-feedback'
import { callAuth, type TAuthFailure } from '../client/call-auth'
import { supportsPasskeys } from '../client/passkey-ceremonies'
import { ReauthPrompt } from './account-actions'
import { AuthAlert } from './form-parts'

type TPasskeyRow = { id: string; name?: string | null; createdAt?: string | Date | null }

const NAME_MAX = 60

/** True where the browser can make and use passkeys (WebAuthn). */
function RenameForm({
  passkey,
  label,
  onDone,
}: {
  passkey: TPasskeyRow
  label: string
  onDone: (failure: TAuthFailure | null) => void
}) {
  const t = useTranslations('auth.passkeys')
  const [busy, setBusy] = useState(false)
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const name = String(new FormData(event.currentTarget).get('name') ?? '')
      .trim()
      .slice(0, NAME_MAX)
    if (!name) return onDone(null)
    setBusy(true)
    const result = await callAuth((client, fetchOptions) =>
      client.passkey.updatePasskey({ id: passkey.id, name, fetchOptions }),
    )
    setBusy(false)
    onDone(result.ok ? null : result)
  }
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="mt-2 flex flex-wrap items-end gap-2"
      aria-busy={busy}
    >
      <div className="grow">
        <TextField
          label={t('newName', { name: label })}
          name="name"
          defaultValue={passkey.name ?? ''}
          maxLength={NAME_MAX}
        />
      </div>
      <Button pending={busy}>{t('save')}</Button>
    </form>
  )
}

/** Account page: the passkeys of this account — add (with a name), rename, remove. */
export function PasskeyManager() {
  const t = useTranslations('auth.passkeys')
  const format = useFormatter()
  const [passkeys, setPasskeys] = useState<TPasskeyRow[] | null>(null)
  const [supported, setSupported] = useState(true)
  const [failure, setFailure] = useState<TAuthFailure | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [renaming, setRenaming] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const reload = useCallback(async () => {
    const result = await callAuth((client, fetchOptions) => client.passkey.listUserPasskeys({ fetchOptions }))
    if (result.ok) setPasskeys((result.data ?? []) as TPasskeyRow[])
    else setFailure(result)
  }, [])

  useEffect(() => {
    setSupported(supportsPasskeys())
    void reload()
  }, [reload])

  async function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const name = String(new FormData(form).get('name') ?? '')
      .trim()
      .slice(0, NAME_MAX)
    setBusy(true)
    setFailure(null)
    setNotice(null)
    const result = await callAuth((client, fetchOptions) =>
      client.passkey.addPasskey({ name: name || undefined, fetchOptions }),
    )
    setBusy(false)
    if (!result.ok) return setFailure(result)
    form.reset()
    setNotice(t('added'))
    await reload()
  }

  async function onRemove(passkey: TPasskeyRow, label: string) {
    setBusy(true)
    setFailure(null)
    setNotice(null)
    const result = await callAuth((client, fetchOptions) =>
      client.passkey.deletePasskey({ id: passkey.id, fetchOptions }),
    )
    setBusy(false)
    if (!result.ok) return setFailure(result)
    setNotice(t('removed', { name: label }))
    await reload()
  }

  return (
    <div className="max-w-md space-y-4">
      <p className="text-slate-700">{t('intro')}</p>
      {notice ? <FormNotice>{notice}</FormNotice> : null}
      <AuthAlert failure={failure} />
      {/* Adding or removing needs a sign-in within 10 minutes: prove the password, then retry. */}
      {failure?.code === 'auth/requires-recent-login' ? (
        <ReauthPrompt onDone={() => setFailure(null)} />
      ) : null}
      {passkeys === null ? null : passkeys.length === 0 ? (
        <p className="text-slate-700">{t('none')}</p>
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-md border border-slate-200"
          aria-label={t('listLabel')}
        >
          {passkeys.map((passkey) => {
            const label = passkey.name?.trim() || t('unnamed')
            return (
              <li key={passkey.id} className="p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div>
                    <p className="font-medium">{label}</p>
                    {passkey.createdAt ? (
                      <p className="text-sm text-slate-600">
                        {t('created', {
                          date: format.dateTime(new Date(passkey.createdAt), { dateStyle: 'medium' }),
                        })}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex gap-3 text-sm">
                    <Button
                      type="button"
                      variant="link"
                      aria-label={t('renameLabel', { name: label })}
                      aria-expanded={renaming === passkey.id}
                      onClick={() => setRenaming(renaming === passkey.id ? null : passkey.id)}
                    >
                      {t('rename')}
                    </Button>
                    <button
                      type="button"
                      className="font-medium text-red-700 underline"
                      aria-label={t('removeLabel', { name: label })}
                      disabled={busy}
                      onClick={() => void onRemove(passkey, label)}
                    >
                      {t('remove')}
                    </button>
                  </div>
                </div>
                {renaming === passkey.id ? (
                  <RenameForm
                    passkey={passkey}
                    label={label}
                    onDone={(renameFailure) => {
                      setRenaming(null)
                      setFailure(renameFailure)
                      if (!renameFailure) void reload()
                    }}
                  />
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      {supported ? (
        <form method="post" noValidate onSubmit={onAdd} className="space-y-3" aria-busy={busy}>
          <TextField
            label={t('name')}
            hint={t('nameHint')}
            name="name"
            maxLength={NAME_MAX}
            autoComplete="off"
          />
          <Button block pending={busy} pendingLabel={t('adding')}>
            {t('add')}
          </Button>
        </form>
      ) : (
        <p className="text-slate-700">{t('unsupported')}</p>
      )}
    </div>
  )
}
