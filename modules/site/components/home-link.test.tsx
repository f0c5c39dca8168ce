import fs from 'node:fs'
import path from 'node:path'
import { NextIntlClientProvider } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ErrorView } from './error-view'

// The 404 and error views lead home through one component (HomeLink), in the page's language.
describe('the way home of the error views', () => {
  it.each([
    ['a server error', ''],
    ['a thrown 404', 'NEXT_HTTP_ERROR_FALLBACK;404'],
  ])('the error boundary after %s links to the localized home page', async (_, digest) => {
    const messages = (await import('@/messages/de.json')).default
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="de" messages={messages} timeZone="UTC">
        <ErrorView error={Object.assign(new Error('x'), { digest })} reset={() => {}} />
      </NextIntlClientProvider>,
    )
    expect(html).toMatch(new RegExp(`<a [^>]*href="/de"[^>]*>${messages.notFound.backHome}</a>`))
  })

  it('is written once: no other view of the shell spells out its own link home', () => {
    const folder = path.join(process.cwd(), 'modules/site/components')
    const spelling = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.tsx') && name !== 'home-link.tsx' && !name.includes('.test.'))
      .filter((name) => fs.readFileSync(path.join(folder, name), 'utf8').includes("t('backHome')"))
    expect(spelling).toEqual([])
  })
})
