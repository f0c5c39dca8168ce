'use client'

import { useLocale } from 'next-intl'
import { resolvePostSignInPath } from '@/lib/routing/safe-redirect'
import { secondStepHref } from '../second-factor/second-step-href'
import type { TLoginFormProps } from './login-form'
import { LoginFormIsland } from './login-form-island'
import { PasskeySignIn } from './passkey-sign-in'
import { SignInElsewhere } from './sign-in-elsewhere'

/**
 * The sign-in page's ways in: the email form (an island whose code loads on use), a passkey (its
 * autofill starts as the page loads, so it is hydrated at once), the providers and the way to
 * register. Each goes on to `redirect` when it is a same-site path.
 */
export function LoginPanel({ wanted, oauthError, formToken }: TLoginFormProps) {
  const locale = useLocale()
  const target = resolvePostSignInPath(wanted, locale)
  return (
    <div className="max-w-md space-y-6">
      <LoginFormIsland wanted={wanted} oauthError={oauthError} formToken={formToken} />
      <PasskeySignIn
        onSignedIn={() => window.location.assign(target)}
        onSecondStep={() => window.location.assign(secondStepHref(locale, target))}
      />
      <SignInElsewhere page="/login" wanted={wanted} target={target} />
    </div>
  )
}
