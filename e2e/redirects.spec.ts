import { expect, test } from './support/fixtures'
import { expectRedirect } from './support/http'
import { encodedPath, locales } from './support/routes'

// The permanent redirects of the replaced site (lib/routing/seed-redirects.ts):
// one hop each, 308, exact Location, query string kept.
const query = '?utm_source=mail&code=a%20b%C3%A9'

const fixed: [from: string, to: string][] = [
  ['/friend-invite', '/'],
  [`/friend-invite${query}`, `/${query}`],
  [`/friend-invite/abc123${query}`, `/${query}`],
  ['/friend-invites/xyz', '/'],
  [`/de/friend-invite/abc123${query}`, `/de${query}`],
  ['/pl/friend-invite', '/pl'],
  ['/friend-invite/card.png', '/'],
  ['/developer-login', '/'],
  [`/developer-login/token-1${query}`, `/${query}`],
  ['/fr/developer-login', '/fr'],
  [`/ru/developer-login/x${query}`, `/ru${query}`],
  ['/en', '/'],
  [`/en${query}`, `/${query}`],
  [`/en/login?redirect=%2Faccount`, '/login?redirect=%2Faccount'],
  ['/en/posts/some-post', '/posts/some-post'],
  [`/en/help${query}`, `/help${query}`],
  ['/en/hilfe', '/hilfe'],
  ['/privacy-policy', '/privacy'],
  ['/privacy-policy.html', '/privacy'],
  ['/de/privacy-policy.pdf', '/de/privacy'],
  [`/privacy-policy${query}`, `/privacy${query}`],
  ['/legal/privacy-2020', '/privacy'],
  ['/de/privacy-policy', '/de/privacy'],
  [`/it/datenschutz/privacy-old${query}`, `/it/privacy${query}`],
  // Another language's slug: to this language's slug (the reverse for English).
  ['/hilfe', '/help'],
  [`/nikotinentzug${query}`, `/quit-smoking${query}`],
  ['/помощь', '/help'],
  ['/fr/hilfe', '/fr/aide'],
  ['/de/help/faq', '/de/hilfe/faq'],
]

for (const [from, to] of fixed) {
  test(`${from} → ${to}`, async ({ request }) => {
    expectRedirect(await request.get(from, { maxRedirects: 0 }), 308, to)
  })
}

test('every locale’s English help and quit-smoking slugs go to the localized slug, keeping the query', async ({
  request,
}) => {
  for (const locale of locales.filter((l) => l !== 'en')) {
    for (const slug of ['/help', '/quit-smoking']) {
      const from = `/${locale}${slug}${query}`
      expectRedirect(
        await request.get(from, { maxRedirects: 0 }),
        308,
        encodedPath(locale, slug) + query,
        from,
      )
    }
  }
})

test('paths that only look similar are not redirected', async ({ request }) => {
  for (const path of ['/enterprise', '/de/privacy', '/privacy', '/posts/friend-invite', '/de/hilfe']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect.soft(response.status(), path).not.toBe(308)
  }
})
