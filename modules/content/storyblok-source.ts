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
 * The client's own limiter counts a second from when it starts a request, yet requests reach
 * Storyblok later and unevenly (connection set-up, a busy event loop), so five starts a second
 * apart can arrive closer together than a second. Our fetch wrapper therefore holds a slot from
 * the start of a request until this long after its response arrived: the request reached the
 * server before its response came back, so any six arrivals span more than a second.
 */
const RATE_WINDOW_MS = 1050
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

/**
 * At most `limit` requests within any `windowMs`, counted from a request's start until `windowMs`
 * after it finished: `acquire()` waits for a free slot and returns the function that ends the
 * request (call it once the response arrived or the request failed).
 */
export function createRateLimiter(limit: number, windowMs: number) {
  const slots: { until: number }[] = []
  let queue: Promise<unknown> = Promise.resolve()
  let wake: (() => void) | undefined
  const release = (slot: { until: number }) => {
    if (slot.until !== Number.POSITIVE_INFINITY) return
    slot.until = Date.now() + windowMs
    wake?.()
  }
  /** Until the earliest slot frees up, or until a running request ends. */
  const waitForSlot = (next: number, now: number) =>
    new Promise<void>((resolve) => {
      const timer = Number.isFinite(next) ? setTimeout(() => done(), next - now) : undefined
      function done() {
        clearTimeout(timer)
        wake = undefined
        resolve()
      }
      wake = done
    })
  return function acquire(): Promise<() => void> {
    const turn = queue.then(async () => {
      for (;;) {
        const now = Date.now()
        for (let i = slots.length - 1; i >= 0; i--) if (slots[i]!.until <= now) slots.splice(i, 1)
        if (slots.length < limit) {
          const slot = { until: Number.POSITIVE_INFINITY }
          slots.push(slot)
          return () => release(slot)
        }
        await waitForSlot(Math.min(...slots.map((slot) => slot.until)), now)
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
    const done = await acquire()
    try {
      return await fetch(input, init)
    } finally {
      done()
    }
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
