import type { TLocale } from '@/i18n/locales'
import type { TLink, TStory, TStoryPage, TStoryResult } from './types'

/** Storyblok's page size for listings; every listing pages through results 25 at a time. */
export const CONTENT_PAGE_SIZE = 25
/** Relation (by_uuids) lookups are made in batches of this size. */
export const CONTENT_RELATION_BATCH = 50

export type TListStoriesOptions = {
  /** Folder prefix, e.g. 'posts/'. */
  startsWith: string
  locale: TLocale
  /** 1-based page. */
  page?: number
  perPage?: number
}

/**
 * Where stories come from: the shipped JSON files (`local`) or Storyblok's Content Delivery API
 * (`storyblok`). Both return stories in Storyblok's format with teaser relations resolved
 * (`teaser.story` uuid → story) and story links carrying the target's current slug.
 */
export interface ContentSource {
  readonly kind: 'local' | 'storyblok'
  /** The story at `slug` ('home', 'help', 'posts/first-days') in `locale`; null when there is none. */
  getStory(slug: string, locale: TLocale): Promise<TStoryResult | null>
  /** Stories by uuid in `locale` (teaser references), looked up in batches of 50. */
  getStoriesByUuids(uuids: string[], locale: TLocale): Promise<TStory[]>
  /** One page of the stories under a folder, newest first. */
  listStories(options: TListStoriesOptions): Promise<TStoryPage>
  /** Every story's slug (sitemap, webhooks that only name a story id). */
  listLinks(options?: { startsWith?: string }): Promise<TLink[]>
}

/** The content service failed (not "story not found"): the page shows the error page. */
export class ContentServiceError extends Error {
  readonly status: number | undefined
  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.name = 'ContentServiceError'
    this.status = options.status
  }
}

/** Pages through a listing until every story under the prefix is read. */
export async function listAllStories(
  source: ContentSource,
  options: Omit<TListStoriesOptions, 'page'>,
): Promise<TStory[]> {
  const all: TStory[] = []
  for (let page = 1; ; page++) {
    const result = await source.listStories({ ...options, page })
    all.push(...result.stories)
    if (result.stories.length === 0 || all.length >= result.total) return all
  }
}
