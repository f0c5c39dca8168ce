'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { useAuthState } from '@/modules/auth/client/session-store'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { Button } from '@/modules/ui/components/button'
import { Fieldset, SelectField, useFieldErrors } from '@/modules/ui/components/fields'
import { ActionFeedback } from '@/modules/ui/components/form-feedback'
import { intentPrefetch } from '@/modules/ui/components/page-link'
import { logCravingAction } from '../actions'
import { CRAVING_TRIGGERS } from '../craving-options'

const INTENSITIES = ['1', '2', '3', '4', '5'] as const

/**
 * "Log this craving". The page is public and static (it works offline), so it does not know on
 * the server who is signed in: the form is always there, a visitor's submission answers "sign
 * in", and with JavaScript visitors see the sign-in link instead. Posts without JavaScript too.
 * The link comes made from the server: next-intl's client navigation would add its locale code
 * to the page's script.
 * Until the session is known, the signed-in marker decides from the first paint (`signed-out:`
 * styles, set before it): the page's DOM stays as hydrated, so a visitor's browser does not lay
 * the page out again to swap the form for the link (decision 077).
 */
export function CravingLogForm({ signInHref }: { signInHref: string }) {
  const t = useTranslations('companion.craving.log')
  const auth = useAuthState()
  const [state, dispatch, pending] = useActionState(logCravingAction, null)
  const fieldError = useFieldErrors(state)
  const unknown = auth.status === 'unknown'
  // Both in the same places whatever the state: once the session is known, the one that goes
  // was not displayed, and the one that stays keeps its element.
  return (
    <>
      {auth.status === 'signed-in' ? null : (
        <p className={unknown ? 'hidden text-slate-700 signed-out:block' : 'text-slate-700'}>
          {t('signedOut')}{' '}
          <a {...intentPrefetch} href={signInHref} className="font-semibold underline">
            {t('signIn')}
          </a>
        </p>
      )}
      {auth.status === 'signed-out' ? null : (
        <form
          action={dispatch}
          onSubmit={submitWithoutReset(dispatch)}
          className={unknown ? 'grid max-w-xl gap-4 signed-out:hidden' : 'grid max-w-xl gap-4'}
        >
          <ActionFeedback state={state} success={t('saved')} />
          <Fieldset
            legend={t('intensity')}
            error={fieldError('intensity')}
            className="flex flex-wrap gap-3 rounded-lg border border-slate-300 p-4"
          >
            {INTENSITIES.map((value) => (
              <label key={value} className="flex items-center gap-1.5">
                <input type="radio" name="intensity" value={value} required defaultChecked={value === '3'} />
                {t(`intensities.${value}`)}
              </label>
            ))}
          </Fieldset>
          <SelectField
            label={t('trigger')}
            error={fieldError('trigger')}
            // No `required`: a select without an empty first option always sends one of its values
            // (HTML forbids `required` there); the server checks the value anyway.
            name="trigger"
            options={CRAVING_TRIGGERS.map((trigger) => ({ value: trigger, label: t(`triggers.${trigger}`) }))}
          />
          <Button pending={pending} pendingLabel={t('saving')}>
            {t('submit')}
          </Button>
        </form>
      )}
    </>
  )
}
