import { describe, expect, it } from 'vitest'
import { checkActionRequest as check } from './action-request'

// Our origin, as lib/routing/origin.ts decides it from PUBLIC_URL.
const isForeign = (origin: string | null) => origin !== null && origin !== 'http://localhost:3000'
const checkActionRequest = (request: Request) => check(request, isForeign)

function actionRequest(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request('http://localhost:3000/de/survey/test', {
    method: 'POST',
    headers: { host: 'localhost:3000', 'next-action': 'abc', ...headers },
    body,
  })
}

function reactForm(root: string | null) {
  const form = new FormData()
  form.set('1_email', 'a@b.example')
  if (root !== null) form.set('0', root)
  return form
}

describe('checkActionRequest', () => {
  it('lets through what React sends for a form action', async () => {
    expect(await checkActionRequest(actionRequest(reactForm('["$undefined","$K1"]')))).toBeNull()
    expect(
      await checkActionRequest(actionRequest(reactForm('[{"note":"$$5 off","at":"$D2026-11-23"},"$K1"]'))),
    ).toBeNull()
    expect(
      await checkActionRequest(actionRequest(reactForm('[null,"$K1"]'), { origin: 'http://localhost:3000' })),
    ).toBeNull()
  })

  it('ignores requests that are neither actions nor form posts to pages', async () => {
    const text = new Request('http://localhost:3000/', { method: 'POST', body: 'x' })
    expect(await checkActionRequest(text)).toBeNull()
    const api = new Request('http://localhost:3000/api/purchases/webhook', {
      method: 'POST',
      headers: { origin: 'https://store.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    })
    expect(await checkActionRequest(api)).toBeNull()
  })

  it('refuses a form post to a page from another site with 403, and forwarded hosts do not help', async () => {
    const form = new FormData()
    form.set('$ACTION_ID_7f2a9c', '')
    form.set('email', 'a@b.example')
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example', host: 'evil.example' },
    ]) {
      const post = new Request('http://localhost:3000/de/login', { method: 'POST', headers, body: form })
      expect(await checkActionRequest(post)).toMatchObject({ status: 403, reason: 'cross-site form post' })
    }
    const urlencoded = new Request('http://localhost:3000/certificates/new', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: '%24ACTION_ID_7f2a9c=&displayName=x',
    })
    expect(await checkActionRequest(urlencoded)).toMatchObject({ status: 403 })
  })

  it('lets our own no-JavaScript form posts through and refuses action fields React never writes', async () => {
    const ours = new FormData()
    ours.set('$ACTION_REF_1', '')
    ours.set('$ACTION_1:0', '{"id":"40a1b2c3","bound":"$@1"}')
    ours.set('$ACTION_1:1', '[]')
    ours.set('$ACTION_KEY', 'k0')
    ours.set('email', 'a@b.example')
    const post = (body: FormData) =>
      new Request('http://localhost:3000/login', {
        method: 'POST',
        headers: { origin: 'http://localhost:3000' },
        body,
      })
    expect(await checkActionRequest(post(ours))).toBeNull()
    const broken = new FormData()
    broken.set('$ACTION_REF_1', '')
    broken.set('$ACTION_1:0', 'not json')
    expect(await checkActionRequest(post(broken))).toMatchObject({ status: 400 })
    const unknown = new FormData()
    unknown.set('$ACTION_SOMETHING', 'x')
    expect(await checkActionRequest(post(unknown))).toMatchObject({ status: 400 })
  })

  it('refuses an action from another site with 403', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'null']) {
      expect(
        await checkActionRequest(actionRequest(reactForm('[null,"$K1"]'), { origin })),
        origin,
      ).toMatchObject({ status: 403 })
    }
    // The attack review's request: a foreign Origin with a matching X-Forwarded-Host.
    expect(
      await checkActionRequest(
        actionRequest(reactForm('[null,"$K1"]'), {
          origin: 'http://evil.example',
          'x-forwarded-host': 'evil.example',
        }),
      ),
    ).toMatchObject({ status: 403 })
  })

  it('refuses a body React never sends for our actions with 400', async () => {
    for (const body of [
      actionRequest('["x","y"]', { 'content-type': 'text/plain;charset=UTF-8' }),
      actionRequest(reactForm(null)),
      actionRequest(reactForm('{"a":1}')),
      actionRequest(reactForm('not json')),
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
      actionRequest(reactForm('["${7*7}","$K1"]')),
      actionRequest(reactForm('[{"a":"$@5"},"$K1"]')),
      actionRequest(reactForm('["$Zq","$K1"]')),
      actionRequest('garbage', { 'content-type': 'multipart/form-data; boundary=x' }),
    ]) {
      expect(await checkActionRequest(body)).toMatchObject({ status: 400 })
    }
  })
})
