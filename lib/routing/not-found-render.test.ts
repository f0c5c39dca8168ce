import { describe, expect, it } from 'vitest'
import { fillRequestedPath, readablePath } from './not-found-render'

const page = '<p>Page Not Found: <span data-requested-path=""></span></p>'

describe('the requested path in the server-rendered 404', () => {
  it('fills the empty slot with the decoded path, without the query', () => {
    expect(fillRequestedPath(page, '/de/gibt-es-nicht?x=1')).toBe(
      '<p>Page Not Found: <span data-requested-path="">/de/gibt-es-nicht</span></p>',
    )
    expect(fillRequestedPath(page, '/ru/%D0%BD%D0%B5%D1%82')).toContain('>/ru/нет</span>')
  })

  it('escapes markup and keeps replacement patterns as text', () => {
    const html = fillRequestedPath(page, '/%3Cscript%3Ealert(1)%3C/script%3E/"$&\'')
    expect(html).toContain('>/&lt;script&gt;alert(1)&lt;/script&gt;/&quot;$&amp;&#39;</span>')
    expect(html).not.toContain('<script>')
  })

  it('shows a malformed escape as it came', () => {
    expect(readablePath('/%E0%A4%A')).toBe('/%E0%A4%A')
    expect(fillRequestedPath(page, '/%E0%A4%A')).toContain('>/%E0%A4%A</span>')
  })

  it('leaves a page without the slot alone', () => {
    expect(fillRequestedPath('<p>other</p>', '/x')).toBe('<p>other</p>')
  })
})
