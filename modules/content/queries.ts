// Reading content for pages. Each render asks the source once per story (React cache), and a
// route's unknown id is a 404 through the validity check.
import { notFound } from 'next/navigation'
import { cache } from 'react'
import type { TLocale } from '@/i18n/locales'
import { logger } from '@/lib/logger'
import { getContentSource } from './get-content-source'
import { ZStoryId } from './schemas'
import { ContentServiceError, listAllStories } from './source'
import type { TStory, TStoryResult } from './types'

export const loadStory = cache(
  async (slug: string, locale: TLocale): Promise<TStoryResult | null> =>
    getContentSource().getStory(slug, locale),
)

/** The story a route shows; a missing story (or an id that cannot be one) is a 404. */
export async function requireStory(slug: string, locale: TLocale): Promise<TStoryResult> {
  const result = await loadStory(slug, locale)
  if (!result) notFound()
  return result
}

/** The story behind /posts/{id} or /go/{id}; a malformed id never reaches the source. */
export async function requireFolderStory(folder: 'posts' | 'go', id: string, locale: TLocale) {
  if (!ZStoryId.safeParse(id).success) notFound()
  return requireStory(`${folder}/${id}`, locale)
}

const listFolder = cache(
  async (folder: string, locale: TLocale): Promise<TStory[]> =>
    listAllStories(getContentSource(), { startsWith: `${folder}/`, locale }),
)

/**
 * The ids under a folder for generateStaticParams. When the content service is down during a
 * build, the build goes on without them: the pages are then rendered on their first request.
 */
export async function listFolderIds(folder: 'posts' | 'go', locale: TLocale): Promise<string[]> {
  try {
    const stories = await listFolder(folder, locale)
    return stories
      .map((story) => story.full_slug.split('/').pop() ?? '')
      .filter((id) => ZStoryId.safeParse(id).success)
  } catch (error) {
    if (!(error instanceof ContentServiceError)) throw error
    logger.warn({ err: error, folder, locale }, 'content listing failed; pages will render on demand')
    return []
  }
}

/** The newest posts, for "More articles". */
export async function listRecentPosts(locale: TLocale, options: { exclude?: string; limit: number }) {
  const stories = await listFolder('posts', locale)
  return stories.filter((story) => story.full_slug !== options.exclude).slice(0, options.limit)
}
