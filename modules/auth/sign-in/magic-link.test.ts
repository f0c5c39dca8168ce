import { beforeAll, describe, expect, it } from 'vitest'
import type { TAuth } from '../auth'
import {
  callAuthApi,
  cookieHeader,
  createTestAuth,
  uniqueEmail,
  useTestAuthEnvironment,
  waitForOutboxMail,
} from '../testing'
import { createMagicLinkToken, isMagicLinkTokenExpired, MAGIC_LINK_SECONDS } from './magic-link'

let dataDir: string
let auth: TAuth

beforeAll(async () => {
  dataDir = await useTestAuthEnvironment()
  auth = await createTestAuth()
})

async function register(email: string) {
  const response = await callAuthApi(auth, '/sign-up/email', {
    body: { email, password: 'correct horse battery', name: 'Link Person', locale: 'en' },
  })
  expect(response.status).toBe(200)
  // The verification mail goes out in the background: let it land before asking for a link.
  await waitForOutboxMail(dataDir, email)
}

function linkOf(mail: { links: string[] }): string {
  const link = mail.links.find((href) => href.includes('/api/auth/magic-link/verify'))
  if (!link) throw new Error('no sign-in link in the mail')
  return link
}

async function openLink(link: string) {
  const url = new URL(link)
  return callAuthApi(auth, `${url.pathname.replace('/api/auth', '')}${url.search}`)
}

describe('sign-in by email link', () => {
  it('tokens carry their expiry', () => {
    const now = Date.now()
    const token = createMagicLinkToken(now)
    expect(isMagicLinkTokenExpired(token, now)).toBe(false)
    expect(isMagicLinkTokenExpired(token, now + (MAGIC_LINK_SECONDS + 2) * 1000)).toBe(true)
    expect(isMagicLinkTokenExpired('no-expiry-here', now)).toBe(false)
  })

  it('mails a localized single-use link that signs in and lands on the wanted same-site page', async () => {
    const email = uniqueEmail('magic')
    await register(email)
    const after = Date.now()
    const request = await callAuthApi(auth, '/sign-in/magic-link', {
      body: { email, callbackURL: '/de/hilfe', metadata: { locale: 'de' } },
    })
    expect(request.status).toBe(200)
    const mail = await waitForOutboxMail(dataDir, email, { after })
    expect(mail.subject).toContain('Anmeldelink')
    const link = linkOf(mail)

    const first = await openLink(link)
    expect(first.status).toBe(302)
    expect(new URL(first.headers.get('location') ?? '', 'http://x').pathname).toBe('/de/hilfe')
    const cookie = cookieHeader(first)
    expect(cookie).toMatch(/exhale\.session_token=/)
    expect(cookie).toMatch(/exhale\.signed_in=1/)
    const session = await callAuthApi(auth, '/get-session', { cookie })
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email)

    const second = await openLink(link)
    expect(second.status).toBe(302)
    const location = new URL(second.headers.get('location') ?? '', 'http://x')
    expect(location.pathname).toBe('/de/login')
    expect(location.searchParams.get('error')).toBe('INVALID_TOKEN')
    expect(location.searchParams.get('redirect')).toBe('/de/hilfe')
    expect(cookieHeader(second)).not.toMatch(/exhale\.session_token=/)
  })

  it('replaces an off-site target with the home page of the locale', async () => {
    const email = uniqueEmail('offsite')
    await register(email)
    const after = Date.now()
    const request = await callAuthApi(auth, '/sign-in/magic-link', {
      body: { email, callbackURL: '//evil.example/x', metadata: { locale: 'fr' } },
    })
    expect(request.status).toBe(200)
    const link = linkOf(await waitForOutboxMail(dataDir, email, { after }))
    expect(new URL(link).searchParams.get('callbackURL')).toBe('/fr/progress')
    // Edited by hand afterwards: still no way off the site.
    const edited = new URL(link)
    edited.searchParams.set('callbackURL', 'https://evil.example/')
    const response = await openLink(edited.toString())
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).not.toContain('evil.example')
  })

  it('answers an unknown address like a known one, sends nothing and creates no account', async () => {
    const email = uniqueEmail('unknown')
    const request = await callAuthApi(auth, '/sign-in/magic-link', { body: { email, callbackURL: '/' } })
    expect(request.status).toBe(200)
    expect(await request.json()).toEqual({ status: true })
    await expect(waitForOutboxMail(dataDir, email, { timeoutMs: 1500 })).rejects.toThrow()
  })

  it('sends an expired link back to /login with the expired code', async () => {
    const expired = `${'a'.repeat(32)}.${(Math.floor(Date.now() / 1000) - 60).toString(36)}`
    const response = await callAuthApi(
      auth,
      `/magic-link/verify?token=${expired}&callbackURL=${encodeURIComponent('/account')}&errorCallbackURL=${encodeURIComponent('/login?redirect=%2Faccount')}`,
    )
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location') ?? '', 'http://x')
    expect(location.pathname).toBe('/login')
    expect(location.searchParams.get('error')).toBe('TOKEN_EXPIRED')
  })

  it('refuses a request without an address', async () => {
    const response = await callAuthApi(auth, '/sign-in/magic-link', { body: { email: '' } })
    expect(response.status).toBe(400)
  })
})
