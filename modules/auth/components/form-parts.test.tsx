import { NextIntlClientProvider } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TextField, useFieldErrors } from '@/modules/ui/components/fields'
import type { TAuthFormFailure } from '../actions'
import { AuthFormErrors } from './form-parts'

// An address that already has an account is the email field's error: the registration form says
// so once in the error summary (a link to the field) and once at the field, not a third time in
// an alert above them.
function RegisterErrors({ state }: { state: TAuthFormFailure }) {
  const fieldError = useFieldErrors(state)
  const ids = { name: 'name', email: 'email', password: 'password' }
  return (
    <>
      <AuthFormErrors state={state} failure={state} ids={ids} fieldError={fieldError} />
      <TextField id="email" name="email" label="Email" error={fieldError('email')} />
    </>
  )
}

const occurrences = (text: string, part: string) => text.split(part).length - 1

describe('the register form refused for an address that has an account', () => {
  it('shows the message in the summary, linked to the field, and at the field only', async () => {
    const messages = (await import('@/messages/en.json')).default
    const state: TAuthFormFailure = {
      ok: false,
      code: 'auth/email-already-in-use',
      fields: { email: ['auth/email-already-in-use'] },
      values: { email: 'taken@example.test' },
    }
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
        <RegisterErrors state={state} />
      </NextIntlClientProvider>,
    )
    const message = messages.errors['auth/email-already-in-use']
    expect(occurrences(html, message)).toBe(2)
    expect(html).toContain(`<a href="#email" class="underline">${message}</a>`)
    expect(html).toContain(`<p id="email-error" class="mt-1 text-sm text-red-800">${message}</p>`)
  })

  it('still shows a refusal no field carries as the alert', async () => {
    const messages = (await import('@/messages/en.json')).default
    const state: TAuthFormFailure = { ok: false, code: 'auth/too-many-requests', retryAfter: 30 }
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
        <RegisterErrors state={state} />
      </NextIntlClientProvider>,
    )
    expect(html).toContain('role="alert"')
    expect(html).toContain(messages.errors['auth/too-many-requests'])
  })
})
