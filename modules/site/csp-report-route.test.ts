import { describe, expect, it } from 'vitest'
import { handleCspReport } from './csp-report-route'

const post = (body: string, type = 'application/csp-report') =>
  handleCspReport(
    new Request('http://localhost/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    }),
  )

describe('CSP violation reports', () => {
  it('accept both report formats with 204', async () => {
    const legacy = { 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'inline' } }
    expect((await post(JSON.stringify(legacy))).status).toBe(204)
    const modern = [
      { type: 'csp-violation', body: { effectiveDirective: 'script-src-elem', blockedURL: 'inline' } },
    ]
    expect((await post(JSON.stringify(modern), 'application/reports+json')).status).toBe(204)
  })

  it('refuse what is not a report', async () => {
    expect((await post('not json')).status).toBe(400)
    expect((await post('42')).status).toBe(400)
    expect((await post('x'.repeat(20_000))).status).toBe(400)
  })
})
