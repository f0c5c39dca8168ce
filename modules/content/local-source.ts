// The default content source: stories as JSON files in Storyblok's story format under
// `content/{locale}/{full_slug}.json`, shipped with the repository. A story missing in a
// locale falls back to English and is marked, so the page can say "not yet translated".
import fs from 'node:fs/promises'
import path from 'node:path'
import { defaultLocale, type TLocale } from '@/i18n/locales'
import { applyReferences, collectReferencedUuids } from './relations'
import { ZStory } from './schemas'
import { CONTENT_PAGE_SIZE, ContentServiceError, type ContentSource } from './source'
import type { TLink, TStory, TStoryResult } from './types'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}

/** Every story file under a folder, as full slugs ('posts/first-days'). */
async function listSlugs(root: string, prefix = ''): Promise<string[]> {
  const dir = path.join(root, prefix)
  if (!(await exists(dir))) return []
  const entries = await fs.readdir(dir, { withFileTypes: true })
  const slugs: string[] = []
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) slugs.push(...(await listSlugs(root, relative)))
    else if (entry.name.endsWith('.json')) slugs.push(relative.slice(0, -'.json'.length))
  }
  return slugs
}

function byNewest(a: TStory, b: TStory): number {
  const dateA = a.first_published_at ?? a.created_at
  const dateB = b.first_published_at ?? b.created_at
  return dateB.localeCompare(dateA) || a.full_slug.localeCompare(b.full_slug)
}

export function createLocalSource(options: { dir: string }): ContentSource {
  const root = path.resolve(options.dir)

  async function readStory(locale: TLocale, slug: string): Promise<TStory | null> {
    if (!SLUG.test(slug)) return null
    const file = path.join(root, locale, `${slug}.json`)
    let text: string
    try {
      text = await fs.readFile(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw new ContentServiceError(`cannot read ${path.relative(process.cwd(), file)}`, { cause: error })
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch (error) {
      throw new ContentServiceError(`${path.relative(process.cwd(), file)} is not valid JSON`, {
        cause: error,
      })
    }
    const parsed = ZStory.safeParse(json)
    if (!parsed.success) {
      throw new ContentServiceError(
        `${path.relative(process.cwd(), file)} is not a valid story: ${parsed.error.issues[0]?.message ?? ''}`,
      )
    }
    return parsed.data
  }

  /** The locale's story, or the English one marked as fallback. */
  async function readWithFallback(locale: TLocale, slug: string): Promise<TStoryResult | null> {
    const own = await readStory(locale, slug)
    if (own) return { story: own, locale, fallback: false }
    if (locale === defaultLocale) return null
    const english = await readStory(defaultLocale, slug)
    return english ? { story: english, locale: defaultLocale, fallback: true } : null
  }

  async function storiesIn(locale: TLocale, prefix = ''): Promise<TStory[]> {
    const folder = prefix.replace(/\/+$/, '')
    const slugs = new Set([
      ...(await listSlugs(path.join(root, defaultLocale), folder)),
      ...(await listSlugs(path.join(root, locale), folder)),
    ])
    const stories: TStory[] = []
    for (const slug of slugs) {
      const result = await readWithFallback(locale, slug)
      if (result) stories.push(result.story)
    }
    return stories
  }

  async function getStoriesByUuids(uuids: string[], locale: TLocale): Promise<TStory[]> {
    if (uuids.length === 0) return []
    const wanted = new Set(uuids)
    return (await storiesIn(locale)).filter((story) => wanted.has(story.uuid))
  }

  return {
    kind: 'local',
    async getStory(slug, locale) {
      const result = await readWithFallback(locale, slug)
      if (!result) return null
      const { relations, links } = collectReferencedUuids(result.story.content)
      const referenced = await getStoriesByUuids([...relations, ...links], locale)
      const byUuid = new Map(referenced.map((story) => [story.uuid, story]))
      return { ...result, story: { ...result.story, content: applyReferences(result.story.content, byUuid) } }
    },
    getStoriesByUuids,
    async listStories({ startsWith, locale, page = 1, perPage = CONTENT_PAGE_SIZE }) {
      const stories = (await storiesIn(locale, startsWith)).sort(byNewest)
      const start = (page - 1) * perPage
      return { stories: stories.slice(start, start + perPage), total: stories.length, page, perPage }
    },
    async listLinks(options = {}) {
      const stories = await storiesIn(defaultLocale, options.startsWith ?? '')
      return stories.map(
        (story): TLink => ({
          id: story.id,
          uuid: story.uuid,
          slug: story.full_slug,
          name: story.name,
          is_folder: false,
          published: story.published_at !== null,
        }),
      )
    },
  }
}
