import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TextRows } from './text-rows'

describe('TextRows', () => {
  it('renders one row per entry and one cell per text, as a table body', () => {
    const html = renderToStaticMarkup(
      <table>
        <TextRows
          rows={[
            ['Nov 1', '€4.50'],
            ['Nov 2', '2'],
          ]}
        />
      </table>,
    )
    expect(html).toBe(
      '<table><tbody><tr><td>Nov 1</td><td>€4.50</td></tr><tr><td>Nov 2</td><td>2</td></tr></tbody></table>',
    )
  })

  it('escapes markup in a cell, so text never becomes HTML', () => {
    const html = renderToStaticMarkup(
      <table>
        <TextRows rows={[['<img src=x onerror=alert(1)>', 'Tom & "Jerry"']]} />
      </table>,
    )
    expect(html).toContain('<td>&lt;img src=x onerror=alert(1)&gt;</td>')
    expect(html).toContain('<td>Tom &amp; &quot;Jerry&quot;</td>')
    expect(html).not.toContain('<img')
  })
})
