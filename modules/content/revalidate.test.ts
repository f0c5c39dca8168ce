import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { createLocalSource } from './local-source'
import { handleStoryWebhook, signWebhookBody, type TRevalidateTarget } from './revalidate'

const source = createLocalSource({ dir: path.resolve('content') })
const secret = 'a-shared-webhook-secret'

async function post(payload: unknown, options: { signature?: string | null; secret?: string } = {}) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload)
  const revalidated: TRevalidateTarget[] = []
  const outcome = await handleStoryWebhook(
    body,
    options.signature === undefined ? signWebhookBody(body, secret) : options.signature,
    {
      secret: 'secret' in options ? options.secret : secret,
      source,
      revalidate: (target) => revalidated.push(target),
    },
  )
  return { outcome, revalidated }
}

const storyblokBody = (fullSlug: string) => ({
  text: `The user editor@exhale.example published the Story ${fullSlug}`,
  action: 'published',
  space_id: 1,
  story_id: 102,
  full_slug: fullSlug,
})

describe('revalidation webhook', () => {
  it('revalidates the changed page in all nine locales and the sitemap', async () => {
    const { outcome, revalidated } = await post(storyblokBody('help'))
    expect(outcome.status).toBe(200)
    expect(revalidated).toEqual([
      ...locales.map((locale) => ({ path: `/${locale}/help` })),
      { path: '/sitemap.xml' },
    ])
  })

  it('revalidates a post, the other posts and the home pages that tease it', async () => {
    const { revalidated } = await post(storyblokBody('posts/beat-cravings'))
    const paths = revalidated.map((t) => t.path)
    expect(paths).toEqual(
      expect.arrayContaining(['/de/posts/beat-cravings', '/en/posts/beat-cravings', '/pl', '/sitemap.xml']),
    )
    expect(revalidated).toContainEqual({ path: '/[locale]/posts/[id]', type: 'page' })
  })

  it('finds the story by id when the webhook has no slug', async () => {
    const { outcome, revalidated } = await post({ action: 'published', story_id: 103 })
    expect(outcome).toMatchObject({ status: 200, slug: 'quit-smoking' })
    expect(revalidated).toContainEqual({ path: '/ru/quit-smoking' })
  })

  it('rebuilds everything when the story cannot be placed (deleted or unknown)', async () => {
    const { revalidated } = await post({ action: 'deleted', story_id: 999999 })
    expect(revalidated).toEqual([{ path: '/', type: 'layout' }])
  })

  it('refuses a wrong or missing signature with 401 and changes nothing', async () => {
    const wrong = await post(storyblokBody('help'), { signature: signWebhookBody('{}', secret) })
    expect(wrong.outcome).toEqual({ status: 401, code: 'content/invalid-signature' })
    expect(wrong.revalidated).toEqual([])
    const otherSecret = await post(storyblokBody('help'), {
      signature: signWebhookBody(JSON.stringify(storyblokBody('help')), 'guess'),
    })
    expect(otherSecret.outcome.status).toBe(401)
    const missing = await post(storyblokBody('help'), { signature: null })
    expect(missing.outcome.status).toBe(401)
  })

  it('answers 503 when no secret is configured, 400 for a body that is not a webhook', async () => {
    expect((await post(storyblokBody('help'), { secret: undefined })).outcome.status).toBe(503)
    expect((await post('not json')).outcome).toEqual({ status: 400, code: 'content/invalid-payload' })
    expect((await post({ hello: 'world' })).outcome.status).toBe(400)
  })
})
