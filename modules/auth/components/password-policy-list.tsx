'use client'

import { useTranslations } from 'next-intl'
import {
  checkPasswordLength,
  type TPasswordPolicy,
  type TPasswordRule,
} from '../sign-in/passwords/password-policy'

/**
 * The password rules, each marked as met while the person types. The common-password rule is
 * only known after the server refused the password (`failedRule`).
 */
export function PasswordPolicyList({
  id,
  policy,
  password,
  failedRule,
}: {
  id: string
  policy: TPasswordPolicy
  password: string
  failedRule?: TPasswordRule
}) {
  const t = useTranslations('auth.policy')
  const failedLength = checkPasswordLength(password, policy)
  const state = (rule: TPasswordRule): 'met' | 'failed' | 'open' => {
    if (rule === failedRule) return 'failed'
    if (rule === 'not-common') return 'open'
    if (password === '') return 'open'
    return failedLength.includes(rule) ? 'failed' : 'met'
  }
  return (
    <div id={id} className="mt-2 text-sm text-slate-700">
      <p>{t('title')}</p>
      <ul className="mt-1 space-y-0.5">
        {policy.rules.map((rule) => {
          const current = state(rule)
          return (
            <li key={rule} data-rule={rule} data-state={current} className="flex gap-2">
              <span
                aria-hidden="true"
                className={
                  current === 'met'
                    ? 'text-brand-700'
                    : current === 'failed'
                      ? 'text-red-700'
                      : 'text-slate-400'
                }
              >
                {current === 'met' ? '✓' : current === 'failed' ? '✗' : '•'}
              </span>
              <span className={current === 'failed' ? 'text-red-800' : undefined}>
                {t(rule, { min: policy.minLength, max: policy.maxLength })}
                {current === 'open' ? null : <span className="sr-only"> ({t(current)})</span>}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
