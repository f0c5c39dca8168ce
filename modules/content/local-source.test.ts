import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { createLocalSource } from './local-source'
import { CONTENT_PAGES } from './paths'
import { ContentServiceError, listAllStories } from './source'

const shipped = createLocalSource({ dir: path.resolve('content') })
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'exhale-content-'))
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }))

function copyStory(slug: string, to: string, change?: (story: Record<string, unknown>) => void) {
  const story = JSON.parse(fs.readFileSync(path.resolve('content/en', `${slug}.json`), 'utf8'))
  change?.(story)
  const file = path.join(to, 'en', `${slug}.json`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify(story))
}

describe('local content source', () => {
  it('has every routed page in every locale, in that locale', async () => {
    for (const locale of locales) {
      for (const slug of Object.keys(CONTENT_PAGES)) {
        const result = await shipped.getStory(slug, locale)
        expect(result, `${locale}/${slug}`).not.toBeNull()
        expect(result!.fallback, `${locale}/${slug}`).toBe(false)
        expect(result!.story.lang).toBe(locale)
      }
    }
  })

  it('resolves teaser relations and story links to the referenced stories in the same locale', async () => {
    const home = await shipped.getStory('home', 'de')
    const teasers = home!.story.content.body.flatMap((b) => (b.component === 'grid' ? b.columns : []))
    const referenced = teasers.flatMap((b) =>
      b.component === 'teaser' && typeof b.story === 'object' ? [b.story] : [],
    )
    expect(referenced.length).toBeGreaterThanOrEqual(3)
    const post = await shipped.getStory(referenced[0]!.full_slug, 'de')
    expect(referenced[0]!.content.title).toBe(post!.story.content.title)
  })

  it('lists posts newest first, page by page', async () => {
    const first = await shipped.listStories({ startsWith: 'posts/', locale: 'es', perPage: 2 })
    const second = await shipped.listStories({ startsWith: 'posts/', locale: 'es', perPage: 2, page: 2 })
    expect(first.total).toBeGreaterThanOrEqual(3)
    expect(first.stories).toHaveLength(2)
    const dates = [...first.stories, ...second.stories].map((s) => s.first_published_at!)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(
      (await listAllStories(shipped, { startsWith: 'go/', locale: 'es' })).length,
    ).toBeGreaterThanOrEqual(2)
  })

  it('lists links of every story', async () => {
    const links = await shipped.listLinks()
    expect(links.map((l) => l.slug)).toEqual(
      expect.arrayContaining(['home', 'help', 'posts/first-three-days']),
    )
    expect(await shipped.listLinks({ startsWith: 'go/' })).toHaveLength(2)
  })

  it('answers null for unknown or malformed slugs without touching other files', async () => {
    expect(await shipped.getStory('posts/nope', 'en')).toBeNull()
    expect(await shipped.getStory('../package', 'en')).toBeNull()
    expect(await shipped.getStory('posts/../../package', 'en')).toBeNull()
    expect(await shipped.getStory('Help', 'en')).toBeNull()
  })

  it('falls back to English and marks the story when a locale has no translation', async () => {
    copyStory('posts/money-saved', temp)
    const source = createLocalSource({ dir: temp })
    const result = await source.getStory('posts/money-saved', 'nl')
    expect(result?.fallback).toBe(true)
    expect(result?.locale).toBe('en')
    expect((await source.getStory('posts/money-saved', 'en'))?.fallback).toBe(false)
  })

  it('reports a broken story file as a service error', async () => {
    copyStory('terms', temp, (story) => {
      story.content = { component: 'page' }
    })
    await expect(createLocalSource({ dir: temp }).getStory('terms', 'en')).rejects.toBeInstanceOf(
      ContentServiceError,
    )
  })
})
