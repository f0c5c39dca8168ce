import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { createLocalSource } from './local-source'
import { CONTENT_PAGES } from './paths'
import { ContentServiceError } from './source'
import { createRateLimiter, createStoryblokSource } from './storyblok-source'
import { FakeStoryblok } from './testing/fake-storyblok'
import { renderPage, testRenderContext } from './testing/render'

const contentDir = path.resolve('content')
const fake = new FakeStoryblok({ contentDir })
const local = createLocalSource({ dir: contentDir })

beforeAll(async () => {
  await fake.start()
})
afterAll(async () => {
  await fake.stop()
})
afterEach(() => {
  fake.requests.length = 0
})

function storyblok(options: { retryDelayMs?: number; token?: string; version?: 'published' | 'draft' } = {}) {
  return createStoryblokSource({
    token: options.token ?? 'public-token',
    version: options.version ?? 'published',
    endpoint: fake.endpoint,
    retryDelayMs: options.retryDelayMs,
  })
}

describe('Storyblok source against the fake Storyblok API', () => {
  it('renders every shipped page in every locale exactly like the local source, within 5 requests a second', async () => {
    const source = storyblok()
    const slugs = [...Object.keys(CONTENT_PAGES), 'posts/first-three-days', 'go/quit-together']
    // Every locale for the home page (teaser relations), one page type per locale otherwise.
    const cases = [
      ...locales.map((locale) => ({ slug: 'home', locale })),
      ...slugs.map((slug, index) => ({ slug, locale: locales[index % locales.length]! })),
    ]
    for (const { slug, locale } of cases) {
      const [remote, shipped] = await Promise.all([
        source.getStory(slug, locale),
        local.getStory(slug, locale),
      ])
      expect(remote, `${locale}/${slug}`).not.toBeNull()
      const ctx = testRenderContext({ locale })
      expect(renderPage(remote!.story.content, ctx), `${locale}/${slug}`).toBe(
        renderPage(shipped!.story.content, ctx),
      )
      expect(remote!.story.lang).toBe(locale)
    }
    expect(fake.rateLimitBreaches).toBe(0)
    expect(fake.maxRequestsPerSecond()).toBeLessThanOrEqual(5)
    expect(fake.requests.every((r) => r.query.get('token') === 'public-token')).toBe(true)
    expect(fake.requests.every((r) => r.query.get('version') === 'published')).toBe(true)
  }, 60_000)

  it('stays at or under 5 requests per second when many pages are requested at once', async () => {
    const source = storyblok()
    const breachesBefore = fake.rateLimitBreaches
    await Promise.all(
      Array.from({ length: 16 }, (_, i) => source.getStory('help', locales[i % locales.length]!)),
    )
    expect(fake.rateLimitBreaches).toBe(breachesBefore)
    expect(fake.requests.length).toBe(16)
    expect(fake.maxRequestsPerSecond()).toBeLessThanOrEqual(5)
  }, 30_000)

  it('retries a burst of HTTP 429 answers and succeeds', async () => {
    fake.failNext(7, 429)
    const result = await storyblok({ retryDelayMs: 300 }).getStory('privacy', 'pl')
    expect(result?.story.content.title).toBeTruthy()
    expect(fake.requests.filter((r) => r.status === 429)).toHaveLength(7)
    expect(fake.requests.at(-1)?.status).toBe(200)
    // 300 ms between retries.
    const gaps = fake.requests.slice(1).map((r, i) => r.at - fake.requests[i]!.at)
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(290)
  }, 30_000)

  it('gives up after 10 retries of HTTP 429 with a service error', async () => {
    fake.failNext(11, 429)
    await expect(storyblok({ retryDelayMs: 5 }).getStory('terms', 'en')).rejects.toMatchObject({
      name: 'ContentServiceError',
      status: 429,
    })
    expect(fake.requests).toHaveLength(11)
  }, 30_000)

  it('turns a 500 into a ContentServiceError without retrying', async () => {
    fake.failNext(1, 500)
    const error = await storyblok()
      .getStory('help', 'de')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContentServiceError)
    expect((error as ContentServiceError).status).toBe(500)
    expect(fake.requests).toHaveLength(1)
  })

  it('answers null for a story that does not exist', async () => {
    expect(await storyblok().getStory('posts/no-such-post', 'fr')).toBeNull()
  })

  it('needs a preview token for drafts', async () => {
    await expect(storyblok({ version: 'draft' }).getStory('home', 'en')).rejects.toBeInstanceOf(
      ContentServiceError,
    )
    const draft = await storyblok({ version: 'draft', token: 'preview-token' }).getStory('home', 'en')
    expect(draft?.story.full_slug).toBe('home')
    expect(fake.requests.at(-1)?.query.get('version')).toBe('draft')
  })

  it('lists stories 25 per page and pages through them', async () => {
    const source = storyblok()
    const page = await source.listStories({ startsWith: 'posts/', locale: 'it' })
    expect(page.perPage).toBe(25)
    expect(page.total).toBe(3)
    expect(page.stories.map((s) => s.full_slug)).toEqual(
      (await local.listStories({ startsWith: 'posts/', locale: 'it' })).stories.map((s) => s.full_slug),
    )
    expect(fake.requests.at(-1)?.query.get('per_page')).toBe('25')
    const links = await source.listLinks()
    expect(links.map((l) => l.slug).sort()).toEqual((await local.listLinks()).map((l) => l.slug).sort())
    expect(
      fake.requests.filter((r) => r.path === '/v2/cdn/links').every((r) => r.query.get('per_page') === '25'),
    ).toBe(true)
  })

  it('looks relations up in batches of at most 50', async () => {
    const many = new FakeStoryblok({ contentDir, inlineRelationLimit: 0, rateLimit: 1000 })
    await many.start()
    try {
      const source = createStoryblokSource({
        token: 'public-token',
        version: 'published',
        endpoint: many.endpoint,
        rateLimit: 1000,
      })
      const uuids = Array.from(
        { length: 120 },
        (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      )
      await source.getStoriesByUuids(uuids, 'en')
      const batches = many.requests.filter((r) => r.query.has('by_uuids'))
      expect(batches.map((r) => r.query.get('by_uuids')!.split(',').length)).toEqual([50, 50, 20])
      // A story whose relations come back as rel_uuids is resolved through by_uuids lookups too.
      const home = await source.getStory('home', 'de')
      const teasers = home!.story.content.body.flatMap((b) => (b.component === 'grid' ? b.columns : []))
      expect(teasers.some((b) => b.component === 'teaser' && typeof b.story === 'object')).toBe(true)
    } finally {
      await many.stop()
    }
  })
})

describe('createRateLimiter', () => {
  it('holds a slot from the start of a request until the window has passed after it ended', async () => {
    const acquire = createRateLimiter(2, 200)
    const started = Date.now()
    const endFirst = await acquire()
    const endSecond = await acquire()
    let thirdAt = 0
    const third = acquire().then((end) => {
      thirdAt = Date.now() - started
      return end
    })
    // Both slots are busy while their requests run, however long that takes.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(thirdAt).toBe(0)
    endFirst()
    endFirst() // ending twice changes nothing
    const endThird = await third
    // Free 200 ms after the first request ended, not 200 ms after it started.
    expect(thirdAt).toBeGreaterThanOrEqual(490)
    endSecond()
    endThird()
  })
})
