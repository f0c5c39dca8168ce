import type { AbstractIntlMessages } from 'next-intl'
import { type IntlError, NextIntlClientProvider } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import en from '@/messages/en.json'
import { pickClientMessages } from '@/modules/i18n/client-messages'
import { AUTH_FORM_TEXTS, type TAuthPage } from './auth-pages'

// The forms post to server actions; rendering them needs only the references.
vi.mock('../actions', () => ({
  loginAction: async () => null,
  registerAction: async () => null,
  requestPasswordResetAction: async () => null,
  requestSignInLinkAction: async () => null,
  resetPasswordAction: async () => null,
}))

// On the server the sign-in island renders the form itself (through a `require` that this test's
// module loader cannot follow): the form in its place is what the page's HTML holds.
vi.mock('./login-form-island', async () => ({ LoginFormIsland: (await import('./login-form')).LoginForm }))

const { LoginPanel } = await import('./login-panel')
const { RegisterForm } = await import('./register-form')
const { ForgotPasswordForm } = await import('./forgot-password-form')
const { ResetPasswordForm } = await import('./reset-password-form')

// Each sign-in page ships only the `auth` texts its form can show: rendered with exactly those,
// no form may ask for a text that is not there (next-intl would show its key instead).
const FORMS: Record<TAuthPage, React.ReactNode[]> = {
  login: [
    <LoginPanel key="plain" wanted={null} oauthError={null} formToken="token" />,
    <LoginPanel key="link" wanted="/progress" oauthError="auth/expired-action-code" formToken="token" />,
    <LoginPanel key="error" wanted={null} oauthError="access_denied" formToken="token" />,
  ],
  register: [<RegisterForm key="plain" wanted="/progress" formToken="token" />],
  forgotPassword: [<ForgotPasswordForm key="plain" formToken="token" />],
  resetPassword: [
    <ResetPasswordForm key="plain" token="token" linkError={null} />,
    <ResetPasswordForm key="no-token" token={null} linkError={null} />,
    <ResetPasswordForm key="bad-link" token={null} linkError="INVALID_TOKEN" />,
  ],
}

describe('the texts each sign-in page ships', () => {
  for (const [page, forms] of Object.entries(FORMS) as [TAuthPage, React.ReactNode[]][]) {
    it(`cover every text of the ${page} form`, () => {
      const messages = pickClientMessages(en as unknown as AbstractIntlMessages, {
        parts: AUTH_FORM_TEXTS[page],
        errorGroups: ['auth', 'common'],
      })
      const missing: string[] = []
      const onError = (error: IntlError) => missing.push(error.message)
      for (const form of forms) {
        const html = renderToStaticMarkup(
          <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC" onError={onError}>
            {form}
          </NextIntlClientProvider>,
        )
        expect(html).not.toBe('')
      }
      expect(missing).toEqual([])
    })
  }

  it('leave out the texts of the account page and of the other forms', () => {
    const login = pickClientMessages(en as unknown as AbstractIntlMessages, { parts: AUTH_FORM_TEXTS.login })
    expect(Object.keys(login.auth as object).sort()).toEqual(
      ['fields', 'link', 'login', 'menu', 'passkeys', 'providers', 'retryAfter'].sort(),
    )
    expect((login.auth as { passkeys: object }).passkeys).toEqual({
      signIn: en.auth.passkeys.signIn,
      signingIn: en.auth.passkeys.signingIn,
    })
  })
})
