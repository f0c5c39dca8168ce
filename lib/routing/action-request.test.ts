import { describe, expect, it } from 'vitest'
import { checkActionRequest } from './action-request'

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

  it('ignores requests that are not actions', async () => {
    const page = new Request('http://localhost:3000/', { method: 'POST', body: 'x' })
    expect(await checkActionRequest(page)).toBeNull()
  })

  it('refuses an action from another site with 403', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'null']) {
      expect(
        await checkActionRequest(actionRequest(reactForm('[null,"$K1"]'), { origin })),
        origin,
      ).toMatchObject({ status: 403 })
    }
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
