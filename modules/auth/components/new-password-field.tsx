'use client'

import { type ComponentProps, useEffect, useId, useState } from 'react'
import { PasswordField } from '@/modules/ui/components/fields'
import { loadPasswordPolicy } from '../client/client-settings'
import { DEFAULT_PASSWORD_POLICY, type TPasswordPolicy, type TPasswordRule } from '../shared'
import { PasswordPolicyList } from './password-policy-list'

/**
 * A new password (registration, reset, account): the password field with the site's password
 * rules below it, each marked as met while the person types. `failedRule` is the rule the server
 * refused (only it knows the common-password list); it shows until the person types again, and a
 * refusal loads the rules anew. Controlled (`value`/`onChange`) or not.
 */
export function NewPasswordField({
  failedRule,
  attempt,
  id: givenId,
  name = 'password',
  value,
  onChange,
  ...field
}: {
  failedRule?: TPasswordRule
  /** Changes with each answer of the server, so the same rule refused twice shows again. */
  attempt?: unknown
} & Omit<ComponentProps<typeof PasswordField>, 'describedBy' | 'invalid'>) {
  const generatedId = useId()
  const id = givenId ?? generatedId
  const policyId = `${id}-policy`
  const [policy, setPolicy] = useState<TPasswordPolicy>(DEFAULT_PASSWORD_POLICY)
  const [typed, setTyped] = useState('')
  const [shownRule, setShownRule] = useState(failedRule)
  const password = typeof value === 'string' ? value : typed

  // On mount, and after each refusal: the server's rules may have changed since the page loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` marks a new answer
  useEffect(() => {
    setShownRule(failedRule)
    void loadPasswordPolicy().then(setPolicy)
  }, [failedRule, attempt])

  return (
    <div>
      <PasswordField
        {...field}
        id={id}
        name={name}
        autoComplete="new-password"
        describedBy={policyId}
        invalid={shownRule !== undefined}
        value={password}
        onChange={(event) => {
          setTyped(event.target.value)
          setShownRule(undefined)
          onChange?.(event)
        }}
      />
      <PasswordPolicyList id={policyId} policy={policy} password={password} failedRule={shownRule} />
    </div>
  )
}
