import { revalidatePath } from 'next/cache'
import { getTranslations } from 'next-intl/server'
import { localeCookieName } from '@/i18n/locales'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { detectLocale } from '@/lib/routing/detect-locale'
import { getContentSource } from '@/modules/content/get-content-source'
import { handleStoryWebhook, WEBHOOK_SIGNATURE_HEADER } from '@/modules/content/revalidate'

/** Storyblok's webhook (or any caller with the shared secret): rebuild a story's pages. */
export async function POST(request: Request) {
  const outcome = await handleStoryWebhook(
    await request.text(),
    request.headers.get(WEBHOOK_SIGNATURE_HEADER),
    {
      secret: getConfig().CONTENT_WEBHOOK_SECRET,
      source: getContentSource(),
      revalidate: ({ path, type }) => revalidatePath(path, type),
    },
  )
  if (outcome.status === 200) {
    logger.info({ slug: outcome.slug, paths: outcome.revalidated.length }, 'content revalidated')
    return Response.json({ revalidated: outcome.revalidated.map((target) => target.path) })
  }
  const cookie = /(?:^|;\s*)([^=]+)=([^;]*)/g
  const cookies = Object.fromEntries(
    [...(request.headers.get('cookie') ?? '').matchAll(cookie)].map((m) => [m[1], m[2]]),
  )
  const locale = detectLocale(cookies[localeCookieName], request.headers.get('accept-language'))
  const t = await getTranslations({ locale, namespace: 'errors' })
  return Response.json({ error: outcome.code, message: t(outcome.code) }, { status: outcome.status })
}
