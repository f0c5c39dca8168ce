import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown'

describe('broadcast Markdown', () => {
  it('renders headings, emphasis, lists and links with inline styles', () => {
    const html = renderMarkdown(
      '# Hello\n\nSome **bold** text and a [link](https://example.org).\n\n- one\n- two',
    )
    expect(html).toContain('<h1 style=')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toMatch(/<a href="https:\/\/example.org" style="[^"]+">link<\/a>/)
    expect(html).toContain('<li>one</li>')
  })

  it('escapes raw HTML and drops dangerous links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) [y](data:text/html,hi)',
    )
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;')
    expect(html).not.toMatch(/href="(javascript|data):/)
  })
})
