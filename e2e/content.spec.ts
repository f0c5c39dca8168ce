import fs from 'node:fs'
import path from 'node:path'
import { signWebhookBody, WEBHOOK_SIGNATURE_HEADER } from '@/modules/content/revalidate'
import { e2eContentDir, e2eWebhookSecret } from './support/content'
import { type APIRequestContext, expect, test } from './support/fixtures'
import { decodeEntities } from './support/html'
import { messages } from './support/messages'
import { encodedPath, languageTags, localePath, locales, type TLocale } from './support/routes'

// The shipped stories as the server renders them: every page's blocks in all nine locales, the
// SEO around them (canonical, hreflang, Open Graph, Article data, sitemap.xml, robots.txt) and
// on-demand revalidation by the webhook.

type TStoryFile = { full_slug: string; content: Record<string, unknown> }

/** Every shipped story's slug ('home', 'posts/beat-cravings', …), read from content/en. */
function shippedSlugs(): string[] {
  const root = path.resolve('content', 'en')
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length).split(path.sep).join('/'))
    .sort()
}

function readStory(locale: TLocale, slug: string, dir = 'content'): TStoryFile {
  return JSON.parse(fs.readFileSync(path.resolve(dir, locale, `${slug}.json`), 'utf8'))
}

/** The page's path in English form: stories keep English slugs, routes localize help/quit-smoking. */
function storyPath(slug: string): string {
  return slug === 'home' ? '/' : `/${slug}`
}

/** The plain-text headings of every block (title, headline, heading): what a reader scans for. */
function blockHeadings(node: unknown, into: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) blockHeadings(item, into)
  else if (typeof node === 'object' && node !== null) {
    const block = node as Record<string, unknown>
    if (typeof block.component === 'string') {
      for (const field of ['title', 'headline', 'heading'] as const) {
        const value = block[field]
        // Configuration variables ({{imprint.name}}) are filled in; compare only literal text.
        if (typeof value === 'string' && value && !value.includes('{{')) into.push(value)
      }
    }
    for (const value of Object.values(block)) if (typeof value === 'object') blockHeadings(value, into)
  }
  return into
}

/** Text of the rendered HTML with tags dropped and entities decoded, whitespace collapsed. */
function visibleText(html: string): string {
  const body = html.replace(/<script[\s\S]*?<\/script>/gi, ' ').replace(/<style[\s\S]*?<\/style>/gi, ' ')
  return decodeEntities(body.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
}

function headTags(html: string, tag: 'link' | 'meta'): Record<string, string>[] {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? ''
  return [...head.matchAll(new RegExp(`<${tag}\\s([^>]*)/?>`, 'gi'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map((a) => [a[1]!, decodeEntities(a[2]!)]),
    ),
  )
}

async function getPage(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url)
  expect(response.status(), decodeURI(url)).toBe(200)
  return response.text()
}

const slugs = shippedSlugs()

test('the shipped content has home, help, quit-smoking, legal pages, install, ≥ 3 posts and 2 /go pages', () => {
  expect(slugs).toEqual(
    expect.arrayContaining(['home', 'help', 'quit-smoking', 'terms', 'privacy', 'imprint', 'install']),
  )
  expect(slugs.filter((slug) => slug.startsWith('posts/')).length).toBeGreaterThanOrEqual(3)
  expect(slugs.filter((slug) => slug.startsWith('go/')).length).toBeGreaterThanOrEqual(2)
})

for (const locale of locales) {
  test(`every shipped page renders its blocks in ${locale}`, async ({ request }) => {
    for (const slug of slugs) {
      const url = encodedPath(locale, storyPath(slug))
      const html = await getPage(request, url)
      expect(/<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1], url).toBe(languageTags[locale])
      const text = visibleText(html)
      const story = readStory(locale, slug)
      const headings = blockHeadings(story.content)
      expect(headings.length, `${locale}/${slug} has headings`).toBeGreaterThan(0)
      for (const heading of headings) expect.soft(text, `${locale}/${slug}: "${heading}"`).toContain(heading)
      // Shipped in this language: the page never says it is not yet translated.
      expect(text, `${locale}/${slug}`).not.toContain(messages[locale].content.notTranslated)
    }
  })
}

test('the help page has an anchor for every FAQ section, and the timeline cites WHO and NHS', async ({
  page,
}) => {
  for (const locale of ['en', 'pl'] as const) {
    await page.goto(encodedPath(locale, '/help'))
    const body = readStory(locale, 'help').content.body as { anchor?: string }[]
    const ids = body.flatMap((block) => (block.anchor ? [block.anchor] : []))
    expect(ids.length, 'FAQ anchors').toBeGreaterThanOrEqual(5)
    for (const id of ids) {
      await expect(page.locator(`[id="${id}"]`), `#${id} on ${locale} help`).toHaveCount(1)
    }
    await page.goto(encodedPath(locale, '/quit-smoking'))
    const steps = readStory(locale, 'quit-smoking').content.body as { layout?: string; heading?: string }[]
    const heading = steps.find((block) => block.layout === 'timeline')?.heading ?? ''
    const timeline = page.locator('section').filter({ has: page.getByRole('heading', { name: heading }) })
    // 20 minutes, 12 hours, 2 days, 2 weeks–3 months, 1–9 months, 1, 5, 10 and 15 years.
    await expect(timeline.locator('ol > li')).toHaveCount(9)
    await expect(page.getByRole('main').locator('a[href^="https://www.who.int/"]')).not.toHaveCount(0)
    await expect(page.getByRole('main').locator('a[href^="https://www.nhs.uk/"]')).not.toHaveCount(0)
  }
})

test.describe('SEO', () => {
  for (const locale of locales) {
    test(`canonical, hreflang and Open Graph of the help page and a post in ${locale}`, async ({
      request,
      baseURL,
    }) => {
      const origin = new URL(baseURL ?? '').origin
      // new URL() writes the root as 'http://host/' whether or not the page wrote the slash.
      const absolute = (l: TLocale, p: string) => new URL(encodedPath(l, p), origin).href
      const normalize = (url: string | undefined) => (url ? new URL(url).href : url)
      for (const englishPath of ['/help', '/posts/beat-cravings', '/']) {
        const html = await getPage(request, encodedPath(locale, englishPath))
        const links = headTags(html, 'link')
        const canonical = links.filter((link) => link.rel === 'canonical').map((link) => normalize(link.href))
        expect(canonical, `${locale} ${englishPath} canonical`).toEqual([absolute(locale, englishPath)])
        const alternates = Object.fromEntries(
          links
            .filter((link) => link.rel === 'alternate' && link.hrefLang)
            .map((l) => [l.hrefLang, normalize(l.href)]),
        )
        expect(alternates, `${locale} ${englishPath} hreflang`).toEqual({
          ...Object.fromEntries(locales.map((l) => [languageTags[l], absolute(l, englishPath)])),
          'x-default': absolute('en', englishPath),
        })
        const meta = Object.fromEntries(
          headTags(html, 'meta')
            .filter((m) => m.property?.startsWith('og:'))
            .map((m) => [m.property, m.content]),
        )
        const story = readStory(locale, englishPath === '/' ? 'home' : englishPath.slice(1))
        expect(meta['og:title'], `${locale} ${englishPath} og:title`).toBe(story.content.title)
        expect(meta['og:description']).toBe(story.content.description)
        expect(normalize(meta['og:url'])).toBe(absolute(locale, englishPath))
        expect(meta['og:locale']).toBe(languageTags[locale].replace('-', '_'))
        const description = headTags(html, 'meta').find((m) => m.name === 'description')?.content
        expect(description).toBe(story.content.description)
        if (englishPath.startsWith('/posts/')) {
          expect(meta['og:type']).toBe('article')
          const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1]
          const article = JSON.parse(jsonLd ?? '{}')
          expect(article).toMatchObject({
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: story.content.title,
            inLanguage: languageTags[locale],
          })
          expect(normalize(article.mainEntityOfPage)).toBe(absolute(locale, englishPath))
          expect(Date.parse(article.datePublished)).not.toBeNaN()
        }
      }
    })
  }

  test('sitemap.xml lists every public page in every locale with its nine alternates and x-default', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('xml')
    const xml = await response.text()
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!)
    const byLoc = new Map(
      entries.map((entry) => [decodeEntities(/<loc>([^<]*)<\/loc>/.exec(entry)![1]!), entry]),
    )
    const englishPaths = [...slugs.map(storyPath), '/survey/test', '/survey/motivation', '/register']
    for (const englishPath of englishPaths) {
      for (const locale of locales) {
        const loc = `${origin}${encodedPath(locale, englishPath)}`
        const entry = byLoc.get(loc)
        expect.soft(entry, `sitemap lists ${decodeURI(loc)}`).toBeDefined()
        if (!entry) continue
        const alternates = [
          ...entry.matchAll(/<xhtml:link\s[^>]*hreflang="([^"]+)"[^>]*href="([^"]+)"/g),
        ].map((m) => [m[1], decodeEntities(m[2]!)])
        expect.soft(Object.fromEntries(alternates), `alternates of ${decodeURI(loc)}`).toEqual({
          ...Object.fromEntries(
            locales.map((l) => [languageTags[l], `${origin}${encodedPath(l, englishPath)}`]),
          ),
          'x-default': `${origin}${encodedPath('en', englishPath)}`,
        })
      }
    }
    // Nothing private or per-visitor.
    for (const loc of byLoc.keys())
      expect(loc).not.toMatch(/\/(admin|account|data-deletion|login|error)(\/|$)/)
  })

  test('robots.txt keeps crawlers out of private areas in every locale and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    const lines = (await response.text()).split('\n').map((line) => line.trim())
    expect(lines).toContain('User-Agent: *')
    expect(lines).toContain('Allow: /')
    for (const privatePath of ['/admin', '/account', '/data-deletion']) {
      for (const locale of locales) expect(lines).toContain(`Disallow: ${localePath(locale, privatePath)}`)
    }
    expect(lines).toContain('Disallow: /api/')
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`)
    // Public content stays crawlable.
    for (const line of lines.filter((l) => l.startsWith('Disallow:'))) {
      expect(line).not.toMatch(/\/(help|hilfe|posts|go|quit-smoking)\b/)
    }
  })
})

test.describe('revalidation webhook', () => {
  // The story this test publishes a change to: a campaign page in Dutch that no other test edits.
  const locale: TLocale = 'nl'
  const slug = 'go/smoke-free-month'
  const file = path.resolve(e2eContentDir, locale, `${slug}.json`)
  let original: string | undefined

  test.afterEach(async ({ request }) => {
    if (original === undefined) return
    fs.writeFileSync(file, original)
    original = undefined
    await request.post('/api/content/revalidate', webhook(slug))
  })

  function webhook(fullSlug: string, secret = e2eWebhookSecret) {
    const body = JSON.stringify({
      text: `The user editor@exhale.example published the Story ${fullSlug}`,
      action: 'published',
      space_id: 1,
      story_id: 1,
      full_slug: fullSlug,
    })
    return {
      data: body,
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(body, secret),
      },
    }
  }

  test('with the right secret a published change shows on the page; a wrong secret gets 401', async ({
    request,
  }) => {
    const url = encodedPath(locale, `/${slug}`)
    const story = readStory(locale, slug, e2eContentDir)
    const title = String(story.content.title)
    expect(visibleText(await getPage(request, url))).toContain(title)

    original = fs.readFileSync(file, 'utf8')
    const changed = `${title} – nu met nieuwe tips`
    fs.writeFileSync(
      file,
      JSON.stringify({ ...story, content: { ...story.content, title: changed } }, null, 2),
    )

    // Until the webhook arrives the prerendered page stays as it was.
    expect(visibleText(await getPage(request, url))).not.toContain(changed)

    const wrong = await request.post('/api/content/revalidate', webhook(slug, 'not-the-secret'))
    expect(wrong.status()).toBe(401)
    // The request context carries the locale cookie the Dutch page set: the answer is in Dutch.
    expect(await wrong.json()).toEqual({
      ok: false,
      code: 'content/invalid-signature',
      message: messages.nl.errors['content/invalid-signature'],
    })
    const unsigned = await request.post('/api/content/revalidate', {
      data: webhook(slug).data,
      headers: { 'content-type': 'application/json' },
    })
    expect(unsigned.status()).toBe(401)
    expect(visibleText(await getPage(request, url))).not.toContain(changed)

    const right = await request.post('/api/content/revalidate', webhook(slug))
    expect(right.status()).toBe(200)
    expect((await right.json()).revalidated).toContain(`/${locale}/go/smoke-free-month`)
    await expect
      .poll(async () => visibleText(await getPage(request, url)), { timeout: 15_000 })
      .toContain(changed)
  })
})
