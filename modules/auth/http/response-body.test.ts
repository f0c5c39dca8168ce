import { describe, expect, it } from 'vitest'
import { withoutSessionToken } from './response-body'

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } })

describe('auth response bodies', () => {
  it('lose the session token of sign-in and get-session, keeping cookies and the rest', async () => {
    const signIn = json({ redirect: false, token: 'secret-session-token', user: { id: 'u1' } })
    signIn.headers.append('set-cookie', 'exhale.session_token=abc; HttpOnly')
    signIn.headers.append('set-cookie', 'exhale.session_data=def; HttpOnly')
    const answered = await withoutSessionToken(new Request('http://localhost/api/auth/sign-in/email'), signIn)
    expect(await answered.json()).toEqual({ redirect: false, user: { id: 'u1' } })
    expect(answered.headers.getSetCookie()).toHaveLength(2)

    const session = json({ session: { id: 's1', token: 'secret-session-token' }, user: { id: 'u1' } })
    const read = await withoutSessionToken(new Request('http://localhost/api/auth/get-session'), session)
    expect(await read.json()).toEqual({ session: { id: 's1' }, user: { id: 'u1' } })
  })

  it('leave the ID token endpoint and other bodies alone', async () => {
    const idToken = json({ token: 'eyJ.jwt.sig' })
    const kept = await withoutSessionToken(new Request('http://localhost/api/auth/token'), idToken)
    expect(await kept.json()).toEqual({ token: 'eyJ.jwt.sig' })
    const text = new Response('ok')
    expect(await withoutSessionToken(new Request('http://localhost/api/auth/ok'), text)).toBe(text)
  })
})
