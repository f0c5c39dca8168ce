// `npm run content:check`: validates every shipped story before it can break a page.
// - each file is a story in Storyblok's format whose blocks pass their zod schema (strict: an
//   unknown field or block is an error), named by file and field;
// - slug, language and ids agree with the file's place; every story exists in all nine locales
//   with the same id and uuid, and every page the site routes to exists;
// - links point at stories, anchors and routes that exist; teaser references and local images
//   exist; configuration variables are known; a translation is not a copy of the English text.
import fs from 'node:fs'
import path from 'node:path'
import { defaultLocale, locales, type TLocale } from '@/i18n/locales'
import { isKnownRoute } from '@/lib/routing/known-routes'
import { CONTENT_PAGES, routeForStory, storySlugForPath } from './paths'
import { strictSchemas } from './schemas'
import type { TBlock, TMultilink, TRichTextNode, TStory } from './types'
import { findVariables, isContentVariable } from './variables'

export type TContentIssue = { file: string; field?: string; message: string }

type TLoaded = { file: string; locale: TLocale; slug: string; story: TStory }

function formatPath(parts: readonly PropertyKey[]): string {
  return parts
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('')
}

function walkFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name
      if (entry.isDirectory()) return walkFiles(path.join(dir, entry.name), relative)
      return entry.name.endsWith('.json') ? [relative] : []
    })
}

type TVisit = {
  block?: (block: TBlock, field: string) => void
  link?: (link: TMultilink, field: string) => void
  textLink?: (
    href: string,
    linktype: string | undefined,
    anchor: string | null | undefined,
    field: string,
  ) => void
  text?: (text: string, field: string) => void
}

function visitNodes(nodes: TRichTextNode[] | undefined, field: string, visit: TVisit) {
  nodes?.forEach((node, index) => {
    const here = `${field}[${index}]`
    if (node.type === 'text') {
      visit.text?.(node.text, `${here}.text`)
      node.marks?.forEach((mark, m) => {
        if (mark.type === 'link')
          visit.textLink?.(
            mark.attrs.href,
            mark.attrs.linktype,
            mark.attrs.anchor,
            `${here}.marks[${m}].attrs.href`,
          )
      })
    } else if ('content' in node) {
      visitNodes(node.content, `${here}.content`, visit)
    }
  })
}

function visitBlocks(blocks: TBlock[], field: string, visit: TVisit) {
  blocks.forEach((block, index) => {
    const here = `${field}[${index}]`
    visit.block?.(block, here)
    const texts: [string | undefined, string][] = []
    switch (block.component) {
      case 'feature':
        texts.push([block.title, 'title'], [block.text, 'text'], [block.link_label, 'link_label'])
        if (block.link) visit.link?.(block.link, `${here}.link`)
        break
      case 'grid':
        texts.push([block.heading, 'heading'], [block.intro, 'intro'])
        visitBlocks(block.columns, `${here}.columns`, visit)
        break
      case 'teaser':
        texts.push(
          [block.headline, 'headline'],
          [block.text, 'text'],
          [block.cta_label, 'cta_label'],
          [block.secondary_label, 'secondary_label'],
        )
        if (block.cta_link) visit.link?.(block.cta_link, `${here}.cta_link`)
        if (block.secondary_link) visit.link?.(block.secondary_link, `${here}.secondary_link`)
        break
      case 'rich_text':
        texts.push([block.heading, 'heading'])
        visitNodes(block.text.content, `${here}.text.content`, visit)
        break
      case 'image':
        texts.push([block.caption, 'caption'], [block.image.alt ?? undefined, 'image.alt'])
        break
    }
    for (const [text, name] of texts) if (text) visit.text?.(text, `${here}.${name}`)
  })
}

/** The anchors a page offers (sections with an id). */
function anchorsOf(story: TStory): Set<string> {
  const anchors = new Set<string>()
  visitBlocks(story.content.body, 'body', {
    block: (block) => {
      if ((block.component === 'rich_text' || block.component === 'grid') && block.anchor)
        anchors.add(block.anchor)
    },
  })
  return anchors
}

/** All visible text of a story, to notice a "translation" that is the English text. */
function allText(story: TStory): string {
  const parts = [story.content.title, story.content.description, story.content.intro ?? '']
  visitBlocks(story.content.body, 'body', { text: (text) => parts.push(text) })
  return parts.join('\n')
}

export function checkContent(options: { contentDir: string; publicDir: string }): TContentIssue[] {
  const issues: TContentIssue[] = []
  const rel = (file: string) => path.relative(process.cwd(), file) || file
  const loaded: TLoaded[] = []
  /** Files that exist but are broken: reported once, not again as "missing". */
  const broken = new Set<string>()

  for (const entry of fs.existsSync(options.contentDir) ? fs.readdirSync(options.contentDir) : []) {
    if (
      !(locales as readonly string[]).includes(entry) &&
      fs.statSync(path.join(options.contentDir, entry)).isDirectory()
    ) {
      issues.push({
        file: rel(path.join(options.contentDir, entry)),
        message: `"${entry}" is not one of the site's locales`,
      })
    }
  }

  for (const locale of locales) {
    const dir = path.join(options.contentDir, locale)
    for (const relative of walkFiles(dir)) {
      const file = rel(path.join(dir, relative))
      const slug = relative.slice(0, -'.json'.length)
      let json: unknown
      try {
        json = JSON.parse(fs.readFileSync(path.join(dir, relative), 'utf8'))
      } catch (error) {
        issues.push({ file, message: `not valid JSON: ${(error as Error).message}` })
        broken.add(`${locale}/${slug}`)
        continue
      }
      const parsed = strictSchemas.story.safeParse(json)
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          issues.push({ file, field: formatPath(issue.path) || undefined, message: issue.message })
        }
        broken.add(`${locale}/${slug}`)
        continue
      }
      const story = parsed.data
      if (story.full_slug !== slug)
        issues.push({ file, field: 'full_slug', message: `must be "${slug}" (the file's path)` })
      if (story.slug !== slug.split('/').pop()) {
        issues.push({ file, field: 'slug', message: `must be "${slug.split('/').pop()}"` })
      }
      if (story.lang !== locale)
        issues.push({ file, field: 'lang', message: `must be "${locale}" (the folder)` })
      loaded.push({ file, locale, slug, story })
    }
  }

  const find = (locale: TLocale, slug: string) => loaded.find((s) => s.locale === locale && s.slug === slug)
  const english = loaded.filter((s) => s.locale === defaultLocale)

  // Every routed page exists; every story exists in every locale with the same id and uuid.
  for (const slug of Object.keys(CONTENT_PAGES)) {
    if (!find(defaultLocale, slug) && !broken.has(`${defaultLocale}/${slug}`)) {
      issues.push({
        file: rel(path.join(options.contentDir, defaultLocale, `${slug}.json`)),
        message: 'missing: the site routes to this page',
      })
    }
  }
  const allSlugs = new Set(loaded.map((s) => s.slug))
  for (const slug of allSlugs) {
    const base = find(defaultLocale, slug) ?? loaded.find((s) => s.slug === slug)!
    for (const locale of locales) {
      const other = find(locale, slug)
      if (!other && broken.has(`${locale}/${slug}`)) continue
      if (!other) {
        issues.push({
          file: rel(path.join(options.contentDir, locale, `${slug}.json`)),
          message: `missing: "${slug}" must exist in all nine locales`,
        })
        continue
      }
      if (other.story.uuid !== base.story.uuid)
        issues.push({
          file: other.file,
          field: 'uuid',
          message: `must be ${base.story.uuid} as in ${base.file}`,
        })
      if (other.story.id !== base.story.id)
        issues.push({ file: other.file, field: 'id', message: `must be ${base.story.id} as in ${base.file}` })
      if (locale !== defaultLocale && other !== base && allText(other.story) === allText(base.story)) {
        issues.push({ file: other.file, message: `is a copy of ${base.file}: translate it` })
      }
    }
  }
  const seen = new Map<string, string>()
  for (const s of english) {
    for (const key of [`uuid ${s.story.uuid}`, `id ${s.story.id}`]) {
      const previous = seen.get(key)
      if (previous) issues.push({ file: s.file, message: `${key} is also used by ${previous}` })
      seen.set(key, s.file)
    }
  }

  // References inside each story.
  const uuids = new Set(english.map((s) => s.story.uuid))
  for (const item of loaded) {
    const { file, locale, story } = item
    const anchors = new Set<string>()
    const checkAnchor = (targetSlug: string, anchor: string | null | undefined, field: string) => {
      if (!anchor) return
      const target = find(locale, targetSlug)
      if (target && !anchorsOf(target.story).has(anchor)) {
        issues.push({ file, field, message: `anchor "#${anchor}" does not exist in ${target.file}` })
      }
    }
    const checkStorySlug = (cached: string, anchor: string | null | undefined, field: string) => {
      const [slugPart = '', hash] = cached.replace(/^\/+/, '').split('#')
      const slug = slugPart.replace(/\/+$/, '') || 'home'
      if (!allSlugs.has(slug))
        issues.push({ file, field, message: `links to the story "${slug}", which does not exist` })
      else if (!routeForStory(slug))
        issues.push({ file, field, message: `links to "${slug}", which no page shows` })
      else checkAnchor(slug, anchor ?? hash, field)
    }
    const checkUrl = (url: string, field: string) => {
      if (url.includes('{{')) return
      if (url.startsWith('/')) {
        const [pathPart = '/', hash] = url.split('#')
        const pathname = pathPart.split('?')[0] ?? '/'
        if (!isKnownRoute(pathname))
          issues.push({ file, field, message: `links to ${pathname}, which is not a page of the site` })
        const storySlug = storySlugForPath(pathname)
        if (storySlug) checkAnchor(storySlug, hash, field)
      } else if (url.startsWith('#')) {
        anchorsToCheck.push([url.slice(1), field])
      } else if (!/^(https:\/\/|mailto:|tel:)/.test(url)) {
        issues.push({
          file,
          field,
          message: `"${url}" is not allowed (use https://, mailto:, tel: or a path starting with /)`,
        })
      }
    }
    const anchorsToCheck: [string, string][] = []
    let hero = false
    visitBlocks(story.content.body, 'content.body', {
      block: (block, field) => {
        if ((block.component === 'rich_text' || block.component === 'grid') && block.anchor) {
          if (anchors.has(block.anchor))
            issues.push({ file, field: `${field}.anchor`, message: `"${block.anchor}" is used twice` })
          anchors.add(block.anchor)
        }
        if (block.component === 'teaser') {
          if (block.style === 'hero') hero = true
          if (typeof block.story === 'string' && !uuids.has(block.story)) {
            issues.push({
              file,
              field: `${field}.story`,
              message: `references the story ${block.story}, which does not exist`,
            })
          }
        }
        if (block.component === 'image' && block.image.filename.startsWith('/')) {
          if (!fs.existsSync(path.join(options.publicDir, block.image.filename))) {
            issues.push({
              file,
              field: `${field}.image.filename`,
              message: `${block.image.filename} is not in public/`,
            })
          }
        }
      },
      link: (link, field) => {
        if (link.linktype === 'story')
          checkStorySlug(link.cached_url ?? '', link.anchor, `${field}.cached_url`)
        else if (link.linktype === 'url' || link.linktype === 'asset')
          checkUrl(link.url ?? link.cached_url ?? '', `${field}.url`)
      },
      textLink: (href, linktype, anchor, field) => {
        if (linktype === 'story') checkStorySlug(href, anchor, field)
        else if (linktype !== 'email') checkUrl(href, field)
      },
      text: (text, field) => {
        for (const name of findVariables(text)) {
          if (!isContentVariable(name))
            issues.push({ file, field, message: `{{${name}}} is not a known configuration value` })
        }
      },
    })
    for (const [anchor, field] of anchorsToCheck) {
      if (!anchors.has(anchor))
        issues.push({ file, field, message: `anchor "#${anchor}" does not exist on this page` })
    }
    if (story.content.hide_title && !hero) {
      issues.push({
        file,
        field: 'content.hide_title',
        message: 'needs a hero teaser to carry the page title',
      })
    }
    if (
      story.content.image?.filename.startsWith('/') &&
      !fs.existsSync(path.join(options.publicDir, story.content.image.filename))
    ) {
      issues.push({
        file,
        field: 'content.image.filename',
        message: `${story.content.image.filename} is not in public/`,
      })
    }
  }
  return issues
}
