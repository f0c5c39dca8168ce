'use client'

import { useTranslations } from 'next-intl'
import type { TErrorCode } from '@/lib/action-result'
import { FormAlert } from '@/modules/ui/components/form-feedback'
import { alertClass } from '@/modules/ui/components/styles'

/**
 * A failure of a whole auth form, localized, with the retry hint of a 429 (Better Auth's rate
 * limiter says when). Nothing for `common/invalid-input`: the fields and the error summary say
 * what is wrong. `attempt` (the action state) moves the focus here after each refused answer.
 */
export function AuthAlert({
  failure,
  attempt,
}: {
  failure: { code: TErrorCode; retryAfter?: number } | null | undefined
  attempt?: unknown
}) {
  const errors = useTranslations('errors')
  const t = useTranslations('auth')
  if (!failure || failure.code === 'common/invalid-input') return null
  return (
    <FormAlert attempt={attempt} className={alertClass}>
      {errors(failure.code)}
      {failure.code === 'auth/too-many-requests' && failure.retryAfter ? (
        <span className="mt-1 block">{t('retryAfter', { seconds: failure.retryAfter })}</span>
      ) : null}
    </FormAlert>
  )
}
