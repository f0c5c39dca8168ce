// A local stand-in for Storyblok's Content Delivery API v2 (node:http on 127.0.0.1) for tests
// and manual runs. It serves the shipped stories (content/{locale}/…) the way Storyblok does
// (field-level translation: `language` picks the locale, a missing translation falls back to the
// default language) and enforces the limits the real service has:
// - at most `rateLimit` requests per second (rolling window) → HTTP 429 beyond that;
// - listings at most 100 per page, relation lookups (`by_uuids`) at most 50 uuids;
// - a token (the preview token may read drafts);
// and can be told to answer the next N requests with 429 or 500.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { defaultLocale, isLocale, type TLocale } from '@/i18n/locales'

type TRawStory = {
  id: number
  uuid: string
  full_slug: string
  slug: string
  name: string
  lang: string
  first_published_at: string | null
  created_at: string
  content: Record<string, unknown>
  [key: string]: unknown
}

export type TFakeRequest = { at: number; path: string; query: URLSearchParams; status: number }

export type TFakeStoryblokOptions = {
  contentDir: string
  publicToken?: string
  previewToken?: string
  /** Requests allowed per rolling second. */
  rateLimit?: number
  /**
   * Requests are compared with the limit over a window this much shorter than a second, so
   * scheduling jitter on a busy machine (client and server share one process in tests) is not
   * mistaken for a breach. A client that sends more than the limit still trips it.
   */
  jitterToleranceMs?: number
  /** Relations beyond this count come back as `rel_uuids` for the client to fetch in batches. */
  inlineRelationLimit?: number
}

function loadStories(contentDir: string): Map<TLocale, TRawStory[]> {
  const byLocale = new Map<TLocale, TRawStory[]>()
  for (const locale of fs.readdirSync(contentDir)) {
    if (!isLocale(locale)) continue
    const stories: TRawStory[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(file)
        else if (entry.name.endsWith('.json')) stories.push(JSON.parse(fs.readFileSync(file, 'utf8')))
      }
    }
    walk(path.join(contentDir, locale))
    byLocale.set(locale, stories)
  }
  return byLocale
}

function collectTeaserRelations(node: unknown, into: Set<string>) {
  if (Array.isArray(node)) {
    for (const item of node) collectTeaserRelations(item, into)
  } else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>
    if (record.component === 'teaser' && typeof record.story === 'string' && record.story) {
      into.add(record.story)
    }
    for (const value of Object.values(record)) collectTeaserRelations(value, into)
  }
}

export class FakeStoryblok {
  readonly requests: TFakeRequest[] = []
  /** Requests answered 429 because the client went over the rate limit. */
  rateLimitBreaches = 0
  private server: http.Server | undefined
  private stories: Map<TLocale, TRawStory[]>
  private scripted: { status: number; count: number; match?: (path: string) => boolean }[] = []
  private readonly options: Required<Omit<TFakeStoryblokOptions, 'contentDir'>>

  constructor(options: TFakeStoryblokOptions) {
    this.stories = loadStories(options.contentDir)
    this.options = {
      publicToken: options.publicToken ?? 'public-token',
      previewToken: options.previewToken ?? 'preview-token',
      rateLimit: options.rateLimit ?? 5,
      jitterToleranceMs: options.jitterToleranceMs ?? 40,
      inlineRelationLimit: options.inlineRelationLimit ?? 50,
    }
  }

  /** The next `count` requests (optionally only those whose path matches) get `status`. */
  failNext(count: number, status: number, match?: (path: string) => boolean) {
    this.scripted.push({ status, count, match })
  }

  /** Adds or replaces a story (as if an editor published it). */
  putStory(locale: TLocale, story: TRawStory) {
    const list = (this.stories.get(locale) ?? []).filter((s) => s.full_slug !== story.full_slug)
    this.stories.set(locale, [...list, story])
  }

  get endpoint(): string {
    const address = this.server?.address() as AddressInfo | undefined
    if (!address) throw new Error('fake Storyblok is not listening')
    return `http://127.0.0.1:${address.port}/v2`
  }

  /** The highest number of requests that arrived within any one second. */
  maxRequestsPerSecond(): number {
    let max = 0
    let start = 0
    for (let end = 0; end < this.requests.length; end++) {
      while (this.requests[end]!.at - this.requests[start]!.at >= 1000) start++
      max = Math.max(max, end - start + 1)
    }
    return max
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => this.handle(req, res))
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    return this
  }

  async stop(): Promise<void> {
    const server = this.server
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  private send(
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
    res.end(JSON.stringify(body))
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const now = Date.now()
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const entry: TFakeRequest = { at: now, path: url.pathname, query: url.searchParams, status: 200 }
    this.requests.push(entry)
    const reply = (status: number, body: unknown, headers?: Record<string, string>) => {
      entry.status = status
      this.send(res, status, body, headers)
    }

    const window = 1000 - this.options.jitterToleranceMs
    const recent = this.requests.filter((r) => r !== entry && now - r.at < window).length
    if (recent >= this.options.rateLimit) {
      this.rateLimitBreaches++
      return reply(429, { error: 'Too Many Requests' })
    }
    const script = this.scripted.find((s) => s.count > 0 && (!s.match || s.match(url.pathname)))
    if (script) {
      script.count--
      return reply(script.status, { error: script.status === 429 ? 'Too Many Requests' : 'Server Error' })
    }
    if (req.method !== 'GET') return reply(405, { error: 'read-only fake' })

    const token = url.searchParams.get('token')
    const version = url.searchParams.get('version') ?? 'published'
    if (token !== this.options.publicToken && token !== this.options.previewToken) {
      return reply(401, { error: 'Unauthorized' })
    }
    if (version === 'draft' && token !== this.options.previewToken) {
      return reply(401, { error: 'A preview token is needed for draft content' })
    }

    const language = url.searchParams.get('language')
    const locale: TLocale = language && isLocale(language) ? language : defaultLocale
    const find = (slug: string) =>
      this.localized(locale).find((story) => story.full_slug === slug || story.uuid === slug)

    const single = /^\/v2\/cdn\/stories\/(.+)$/.exec(url.pathname)
    if (single) {
      const story = find(decodeURIComponent(single[1]!))
      if (!story) return reply(404, ['This record could not be found'])
      return reply(200, { story, cv: 1, ...this.relations([story], url.searchParams, locale), links: [] })
    }
    if (url.pathname === '/v2/cdn/stories') {
      const perPage = Number(url.searchParams.get('per_page') ?? 25)
      const page = Number(url.searchParams.get('page') ?? 1)
      if (perPage > 100) return reply(422, { per_page: ['must be at most 100'] })
      let list = this.localized(locale)
      const byUuids = url.searchParams.get('by_uuids')
      if (byUuids) {
        const uuids = byUuids.split(',')
        if (uuids.length > 50) return reply(422, { by_uuids: ['at most 50 uuids'] })
        list = list.filter((story) => uuids.includes(story.uuid))
      }
      const startsWith = url.searchParams.get('starts_with')
      if (startsWith) list = list.filter((story) => story.full_slug.startsWith(startsWith))
      if (url.searchParams.get('sort_by') === 'first_published_at:desc') {
        list = [...list].sort((a, b) =>
          (b.first_published_at ?? b.created_at).localeCompare(a.first_published_at ?? a.created_at),
        )
      }
      const pageItems = list.slice((page - 1) * perPage, page * perPage)
      return reply(
        200,
        { stories: pageItems, cv: 1, ...this.relations(pageItems, url.searchParams, locale), links: [] },
        { total: String(list.length), 'per-page': String(perPage) },
      )
    }
    if (url.pathname === '/v2/cdn/links') {
      const perPage = Number(url.searchParams.get('per_page') ?? 25)
      const page = Number(url.searchParams.get('page') ?? 1)
      const startsWith = url.searchParams.get('starts_with') ?? ''
      const all = this.localized(defaultLocale).filter((story) => story.full_slug.startsWith(startsWith))
      const items = all.slice((page - 1) * perPage, page * perPage)
      const links = Object.fromEntries(
        items.map((story) => [
          story.uuid,
          {
            id: story.id,
            uuid: story.uuid,
            slug: story.full_slug,
            name: story.name,
            is_folder: false,
            published: true,
            real_path: `/${story.full_slug}`,
          },
        ]),
      )
      return reply(200, { links }, { total: String(all.length), 'per-page': String(perPage) })
    }
    return reply(404, ['This record could not be found'])
  }

  /** The default language's stories with the locale's translations laid over them. */
  private localized(locale: TLocale): TRawStory[] {
    const base = this.stories.get(defaultLocale) ?? []
    const own = this.stories.get(locale) ?? []
    return base.map((story) => {
      const translated = own.find((s) => s.uuid === story.uuid)
      return translated ?? { ...story, lang: locale === defaultLocale ? 'default' : locale }
    })
  }

  private relations(stories: TRawStory[], query: URLSearchParams, locale: TLocale) {
    if (!query.get('resolve_relations')?.includes('teaser.story')) return { rels: [] }
    const uuids = new Set<string>()
    for (const story of stories) collectTeaserRelations(story.content, uuids)
    if (uuids.size > this.options.inlineRelationLimit) return { rels: [], rel_uuids: [...uuids] }
    const all = this.localized(locale)
    return { rels: [...uuids].map((uuid) => all.find((s) => s.uuid === uuid)).filter(Boolean) }
  }
}
