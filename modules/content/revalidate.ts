// On-demand revalidation: Storyblok (or anyone holding the secret) POSTs its webhook to
// /api/content/revalidate when a story is published, unpublished, moved or deleted, and the
// story's pages are rebuilt in every locale on their next request.
//
// Storyblok signs webhooks with the secret: header `webhook-signature` = hex HMAC-SHA1 of the
// raw body (https://www.storyblok.com/docs/guide/in-depth/webhooks#securing-a-webhook).
import { createHmac, timingSafeEqual } from 'node:crypto'
import { isLocale, locales } from '@/i18n/locales'
import { internalPath, routeForStory } from './paths'
import { ZStoryWebhook } from './schemas'
import type { ContentSource } from './source'

export const WEBHOOK_SIGNATURE_HEADER = 'webhook-signature'
const MAX_BODY_BYTES = 64 * 1024

export type TRevalidateTarget = { path: string; type?: 'page' | 'layout' }
export type TRevalidateOutcome =
  | { status: 200; slug: string | null; revalidated: TRevalidateTarget[] }
  | {
      status: 400 | 401 | 413 | 503
      code:
        | 'content/invalid-payload'
        | 'content/invalid-signature'
        | 'content/webhook-not-configured'
        | 'common/payload-too-large'
    }

export function signWebhookBody(body: string, secret: string): string {
  return createHmac('sha1', secret).update(body).digest('hex')
}

function signatureMatches(body: string, secret: string, signature: string | null): boolean {
  if (!signature) return false
  const expected = Buffer.from(signWebhookBody(body, secret), 'utf8')
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8')
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** Storyblok with folder-level translation prefixes slugs with the language ('de/help'). */
function normalizeSlug(fullSlug: string): string {
  const slug = fullSlug.replace(/^\/+|\/+$/g, '')
  const [first, ...rest] = slug.split('/')
  return first && isLocale(first) && rest.length > 0 ? rest.join('/') : slug
}

/**
 * What to rebuild when a story changes: its page in every locale and the sitemap; for a post
 * also every post page ("More articles") and the home page (its teasers show posts). A story we
 * cannot place (unknown slug, deleted story) rebuilds everything.
 */
export function targetsForStory(fullSlug: string | null): TRevalidateTarget[] {
  const route = fullSlug === null ? null : routeForStory(fullSlug)
  if (!route) return [{ path: '/', type: 'layout' }]
  const targets: TRevalidateTarget[] = locales.map((locale) => ({ path: internalPath(locale, route) }))
  if (route.pathname === '/posts/[id]') {
    targets.push({ path: '/[locale]/posts/[id]', type: 'page' })
    targets.push(...locales.map((locale) => ({ path: `/${locale}` })))
  }
  targets.push({ path: '/sitemap.xml' })
  return targets
}

export async function handleStoryWebhook(
  rawBody: string,
  signature: string | null,
  deps: {
    secret: string | undefined
    source: ContentSource
    revalidate: (target: TRevalidateTarget) => void
  },
): Promise<TRevalidateOutcome> {
  if (!deps.secret) return { status: 503, code: 'content/webhook-not-configured' }
  if (Buffer.byteLength(rawBody) > MAX_BODY_BYTES) return { status: 413, code: 'common/payload-too-large' }
  if (!signatureMatches(rawBody, deps.secret, signature))
    return { status: 401, code: 'content/invalid-signature' }

  let json: unknown
  try {
    json = JSON.parse(rawBody)
  } catch {
    return { status: 400, code: 'content/invalid-payload' }
  }
  const payload = ZStoryWebhook.safeParse(json)
  if (!payload.success) return { status: 400, code: 'content/invalid-payload' }

  let slug: string | null = payload.data.full_slug ? normalizeSlug(payload.data.full_slug) : null
  if (slug === null && payload.data.story_id !== undefined) {
    const id = Number(payload.data.story_id)
    const link = (await deps.source.listLinks()).find((entry) => entry.id === id)
    slug = link ? normalizeSlug(link.slug) : null
  }
  const targets = targetsForStory(slug)
  for (const target of targets) deps.revalidate(target)
  return { status: 200, slug, revalidated: targets }
}
