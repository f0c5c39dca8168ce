import { beforeAll, describe, expect, it } from 'vitest'
import { secretOfUri, totpCode } from '@/modules/auth/second-factor/testing'
import type { TAuth } from '../auth'
import {
  callAuthApi,
  cookieHeader,
  createTestAuth,
  uniqueEmail,
  useTestAuthEnvironment,
  waitForOutboxMail,
} from '../testing'

// Notices of changes to how an account can be entered (modules/auth/account/security-notices.ts and the
// second factor's hooks). Adding a passkey needs a browser: e2e/passkeys.spec.ts.

const PASSWORD = 'correct horse battery'
let dataDir: string
let auth: TAuth

beforeAll(async () => {
  dataDir = await useTestAuthEnvironment()
  auth = await createTestAuth()
})

async function register(email: string, locale = 'en') {
  const signUp = await callAuthApi(auth, '/sign-up/email', {
    body: { email, password: PASSWORD, name: 'Notice Person', locale },
  })
  expect(signUp.status).toBe(200)
  return cookieHeader(signUp)
}

describe('security notices', () => {
  it('mails when new recovery codes replace the old ones', async () => {
    const email = uniqueEmail('renewed')
    const cookie = await register(email, 'de')
    const enable = await callAuthApi(auth, '/two-factor/enable', { cookie, body: { password: PASSWORD } })
    const secret = secretOfUri(((await enable.json()) as { totpURI: string }).totpURI)
    const confirm = await callAuthApi(auth, '/two-factor/verify-totp', {
      cookie,
      body: { code: totpCode(secret) },
    })
    const session = cookieHeader(confirm) || cookie
    // The "turned on" notice may still be on its way: look for the renewal notice itself.
    const after = Date.now()
    const renewed = await callAuthApi(auth, '/two-factor/generate-backup-codes', {
      cookie: session,
      body: { password: PASSWORD },
    })
    expect(renewed.status).toBe(200)
    const mail = await waitForOutboxMail(dataDir, email, {
      after,
      matching: (sent) => sent.subject.includes('Wiederherstellungscodes'),
    })
    expect(mail.subject).toBe('Neue Wiederherstellungscodes für Exhale')
    expect(mail.text).toContain('Die alten funktionieren nicht mehr')
  })

  it('tells the person when an e-mail link sign-in removed a password nobody had confirmed', async () => {
    const email = uniqueEmail('unproven')
    await register(email)
    await waitForOutboxMail(dataDir, email)
    const after = Date.now()
    await callAuthApi(auth, '/sign-in/magic-link', { body: { email, callbackURL: '/progress' } })
    const linkMail = await waitForOutboxMail(dataDir, email, {
      after,
      matching: (sent) => sent.links.some((href) => href.includes('/magic-link/verify')),
    })
    const link = new URL(linkMail.links.find((href) => href.includes('/magic-link/verify'))!)
    const opened = await callAuthApi(auth, `${link.pathname.replace('/api/auth', '')}${link.search}`)
    expect(opened.status).toBe(302)
    const notice = await waitForOutboxMail(dataDir, email, {
      after,
      matching: (sent) => sent.subject.includes('password was removed'),
    })
    expect(notice.text).toContain('Forgot your password?')
    // The password is gone indeed: it no longer signs in.
    const withPassword = await callAuthApi(auth, '/sign-in/email', { body: { email, password: PASSWORD } })
    expect(withPassword.status).toBe(401)
  })
})
