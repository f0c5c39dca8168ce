// Storyblok's Content Delivery API (v2) through storyblok-js-client, used when STORYBLOK_TOKEN
// is set. Limits from the replaced site: listings 25 per page, relation lookups in batches of
// 50, at most 5 requests per second (3 for the Management API's OAuth token, which this
// read-only site never uses), HTTP 429 retried up to 10 times 300 ms apart. A 404 is "no such
// story"; every other failure is a ContentServiceError, which the pages turn into the error page.
import StoryblokClient from 'storyblok-js-client'
import { defaultLocale, isLocale, type TLocale } from '@/i18n/locales'
import { ZStory } from './schemas'
import { CONTENT_PAGE_SIZE, CONTENT_RELATION_BATCH, ContentServiceError, type ContentSource } from './source'
import type { TLink, TStory } from './types'

export const STORYBLOK_RATE_LIMIT = { cdn: 5, oauth: 3 } as const
export const STORYBLOK_MAX_RETRIES = 10
export const STORYBLOK_RETRY_DELAY_MS = 300
const TIMEOUT_SECONDS = 30
/**
 * The client's own limiter counts a second from when it starts a request; requests still arrive
 * closer together when connections open at different speeds. Our fetch wrapper therefore allows
 * the same number of requests per 1.25 s, so Storyblok never sees more than the limit in a second
 * even when a busy machine delays some requests by up to a quarter of a second.
 */
const RATE_WINDOW_MS = 1250
/** Relations the pages render: a teaser's referenced story. */
const RESOLVE_RELATIONS = 'teaser.story'

export type TStoryblokSourceOptions = {
  token: string
  version: 'published' | 'draft'
  region?: string
  /** Overrides the region's API address (tests point it at the local fake server). */
  endpoint?: string
  /** Requests per second; defaults to the CDN limit. */
  rateLimit?: number
  retryDelayMs?: number
}

type TSbError = { message?: string; status?: number }

function readSbError(error: unknown): TSbError {
  if (typeof error === 'object' && error !== null) {
    const { message, status } = error as Record<string, unknown>
    return {
      message: typeof message === 'string' ? message : undefined,
      status: typeof status === 'number' ? status : undefined,
    }
  }
  return { message: String(error) }
}

function toServiceError(what: string, error: unknown): ContentServiceError {
  const { message, status } = readSbError(error)
  return new ContentServiceError(
    `Storyblok ${what} failed${status ? ` with HTTP ${status}` : ''}: ${message ?? 'unknown error'}`,
    { status, cause: error },
  )
}

function parseStory(raw: unknown, what: string): TStory {
  const parsed = ZStory.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ContentServiceError(
      `Storyblok ${what} returned a story we cannot read: ${issue?.path.join('.')}: ${issue?.message}`,
    )
  }
  // Storyblok calls its default language "default"; ours is English.
  const story = parsed.data
  return { ...story, lang: isLocale(story.lang) ? story.lang : defaultLocale }
}

/** A rolling-window limiter: at most `limit` calls start within any `windowMs`. */
export function createRateLimiter(limit: number, windowMs: number) {
  const starts: number[] = []
  let queue = Promise.resolve()
  const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  return function acquire(): Promise<void> {
    const turn = queue.then(async () => {
      for (;;) {
        const now = Date.now()
        while (starts.length > 0 && starts[0]! <= now - windowMs) starts.shift()
        if (starts.length < limit) {
          starts.push(now)
          return
        }
        await delay(starts[0]! + windowMs - now)
      }
    })
    queue = turn
    return turn
  }
}

export function createStoryblokSource(options: TStoryblokSourceOptions): ContentSource {
  const rateLimit = options.rateLimit ?? STORYBLOK_RATE_LIMIT.cdn
  const acquire = createRateLimiter(rateLimit, RATE_WINDOW_MS)
  const limitedFetch: typeof fetch = async (input, init) => {
    await acquire()
    return fetch(input, init)
  }
  const client = new StoryblokClient({
    accessToken: options.token,
    region: options.region,
    endpoint: options.endpoint,
    version: options.version,
    rateLimit,
    fetch: limitedFetch,
    maxRetries: STORYBLOK_MAX_RETRIES,
    retriesDelay: options.retryDelayMs ?? STORYBLOK_RETRY_DELAY_MS,
    timeout: TIMEOUT_SECONDS,
    // Pages are cached by Next and revalidated by the webhook; the client keeps no copy and sends
    // no cache version, so a revalidated page always reads the newest published content.
    cache: { type: 'none', clear: 'manual', cv: 'manual' },
  })
  const language = (locale: TLocale) => (locale === defaultLocale ? undefined : locale)

  async function getStoriesByUuids(uuids: string[], locale: TLocale): Promise<TStory[]> {
    const stories: TStory[] = []
    for (let i = 0; i < uuids.length; i += CONTENT_RELATION_BATCH) {
      const batch = uuids.slice(i, i + CONTENT_RELATION_BATCH)
      try {
        const result = await client.get('cdn/stories', {
          by_uuids: batch.join(','),
          per_page: CONTENT_RELATION_BATCH,
          language: language(locale),
          version: options.version,
        })
        const list: unknown[] = result.data.stories ?? []
        stories.push(...list.map((raw) => parseStory(raw, 'stories by uuid')))
      } catch (error) {
        if (error instanceof ContentServiceError) throw error
        throw toServiceError('stories by uuid', error)
      }
    }
    return stories
  }

  return {
    kind: 'storyblok',
    async getStory(slug, locale) {
      let raw: unknown
      try {
        const result = await client.getStory(slug, {
          version: options.version,
          language: language(locale),
          resolve_relations: RESOLVE_RELATIONS,
          resolve_links: 'url',
        })
        raw = result.data.story
      } catch (error) {
        if (readSbError(error).status === 404) return null
        throw toServiceError(`story ${slug}`, error)
      }
      return { story: parseStory(raw, `story ${slug}`), locale, fallback: false }
    },
    getStoriesByUuids,
    async listStories({ startsWith, locale, page = 1, perPage = CONTENT_PAGE_SIZE }) {
      try {
        const result = await client.get('cdn/stories', {
          starts_with: startsWith,
          language: language(locale),
          version: options.version,
          per_page: perPage,
          page,
          sort_by: 'first_published_at:desc',
        })
        const list: unknown[] = result.data.stories ?? []
        return {
          stories: list.map((raw) => parseStory(raw, `stories under ${startsWith}`)),
          total: result.total || list.length,
          page,
          perPage,
        }
      } catch (error) {
        if (error instanceof ContentServiceError) throw error
        throw toServiceError(`stories under ${startsWith}`, error)
      }
    },
    async listLinks({ startsWith } = {}) {
      const links: TLink[] = []
      for (let page = 1; ; page++) {
        let result: Awaited<ReturnType<typeof client.get>>
        try {
          result = await client.get('cdn/links', {
            starts_with: startsWith,
            version: options.version,
            paginated: 1,
            per_page: CONTENT_PAGE_SIZE,
            page,
          })
        } catch (error) {
          throw toServiceError('links', error)
        }
        const batch = Object.values((result.data.links ?? {}) as Record<string, TLink>)
        links.push(...batch)
        if (batch.length === 0 || links.length >= (result.total || 0)) return links
      }
    },
  }
}
