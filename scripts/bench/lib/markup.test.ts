import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { renderMarkup } from '@/modules/site/bench-markup'
import { captureMarkup } from './markup'

vi.mock('server-only', () => ({}))

// The bench's reproduction page renders a captured page again: the same elements, attributes
// and text, without the framework's scripts.
describe('the captured markup of a page', () => {
  const page = `<!DOCTYPE html><html lang="en"><head><title>x</title></head><body class="flex">
    <header><a href="/de" class="font-bold" aria-current="page">Exhale &amp; you</a>
    <svg viewBox="0 0 24 24" stroke-width="2" aria-hidden="true"><path d="M4 6h16"></path></svg></header>
    <main id="main" style="min-height: 10px; --gap: 2px"><form action="javascript:throw 1" novalidate="">
    <label for="e">Email</label><input id="e" name="email" type="email" required="" value="a@b.c" maxlength="254">
    <textarea name="note" rows="3">Hi there</textarea><select name="s"><option value="1" selected="">One</option></select>
    <input type="checkbox" name="c" checked=""><button type="submit" disabled="">Send</button></form></main>
    <script>self.__next_f.push([1,"x"])</script><link rel="preload" href="/x.css" as="style"></body></html>`

  it('renders again as the same elements, attributes and text, without scripts', () => {
    const { page: captured, elements } = captureMarkup(page)
    const html = renderToStaticMarkup(renderMarkup(captured.children))
    expect(elements).toBe(13)
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<link')
    expect(html).toContain('<a href="/de" class="font-bold" aria-current="page">Exhale &amp; you</a>')
    expect(html).toContain('<svg viewBox="0 0 24 24" stroke-width="2" aria-hidden="true">')
    expect(html).toContain('<main id="main" style="min-height:10px;--gap:2px">')
    expect(html).toContain('<label for="e">Email</label>')
    // React writes some attributes in its own case and order; HTML reads them the same.
    expect(html).toMatch(/<form noValidate="">/i)
    expect(html).toContain(
      '<input id="e" type="email" required="" maxLength="254" name="email" value="a@b.c"/>',
    )
    expect(html).toContain('<textarea name="note" rows="3">Hi there</textarea>')
    expect(html).toContain('<option value="1">One</option>')
    expect(html).toContain('<input type="checkbox" name="c" checked=""/>')
    expect(html).toContain('<button type="submit" disabled="">Send</button>')
  })

  it("keeps the page's stylesheets when asked, so a browser lays out the same page", () => {
    const styled = page.replace(
      '<title>x</title>',
      '<title>x</title><link rel="stylesheet" href="/_next/static/a.css">',
    )
    expect(renderToStaticMarkup(renderMarkup(captureMarkup(styled).page.children))).not.toContain('<link')
    const { page: captured, elements } = captureMarkup(styled, { stylesheets: true })
    expect(elements).toBe(13)
    expect(captured.children[0]).toEqual({
      tag: 'link',
      props: { rel: 'stylesheet', href: '/_next/static/a.css', precedence: 'default' },
      children: [],
    })
  })

  it("keeps the attributes of <html> and <body>, with the classes a head script adds, so the first layout is the page's", () => {
    const localized = page.replace('<html lang="en">', '<html lang="en-US" dir="ltr">')
    const { page: captured } = captureMarkup(localized, { htmlClasses: ['js'] })
    expect(captured.html).toEqual({ lang: 'en-US', dir: 'ltr', className: 'js' })
    expect(captured.body).toEqual({ className: 'flex' })
  })
})
