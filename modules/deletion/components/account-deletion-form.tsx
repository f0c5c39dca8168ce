'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { useErrorMessage } from '@/modules/ui/client/use-error-message'
import { Button } from '@/modules/ui/components/button'
import { PasswordField, TextField } from '@/modules/ui/components/fields'
import { FormAlert } from '@/modules/ui/components/form-feedback'
import { deleteAccountAction } from '../actions'

/**
 * Typed confirmation, plus the password when the sign-in is older than ten minutes
 * (`needsPassword`), then the account is deleted at once.
 */
export function AccountDeletionForm({ needsPassword }: { needsPassword: boolean }) {
  const t = useTranslations('deletion')
  const errorMessage = useErrorMessage()
  const locale = useLocale()
  const [state, formAction, pending] = useActionState(deleteAccountAction, null)
  const failure = state?.ok === false ? state : null
  return (
    <form action={formAction} className="mt-6 flex max-w-md flex-col gap-3">
      <input type="hidden" name="locale" value={locale} />
      <TextField
        label={t('confirmWordLabel', { word: t('confirmWord') })}
        invalid={failure?.code === 'deletion/confirmation-mismatch'}
        name="confirmation"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={50}
      />
      {needsPassword ? (
        <PasswordField
          label={t('passwordLabel')}
          invalid={failure?.code === 'auth/wrong-password' || failure?.code === 'auth/requires-recent-login'}
          name="password"
          autoComplete="current-password"
          maxLength={200}
        />
      ) : null}
      {failure ? (
        <FormAlert attempt={failure} className="text-red-700">
          {errorMessage(failure)}
        </FormAlert>
      ) : null}
      <Button variant="danger" pending={pending} pendingLabel={t('deleting')}>
        {t('deleteAccountNow')}
      </Button>
    </form>
  )
}
