import 'server-only'
import { revalidatePath } from 'next/cache'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { failureResponse } from '@/lib/route'
import { getContentSource } from './get-content-source'
import { handleStoryWebhook, WEBHOOK_SIGNATURE_HEADER } from './revalidate'

/**
 * `POST /api/content/revalidate`: Storyblok's webhook (or any caller with the shared secret)
 * rebuilds a story's pages. Failures are localized by the request's language.
 */
export async function handleRevalidateRequest(request: Request): Promise<Response> {
  const outcome = await handleStoryWebhook(
    await request.text(),
    request.headers.get(WEBHOOK_SIGNATURE_HEADER),
    {
      secret: getConfig().CONTENT_WEBHOOK_SECRET,
      source: getContentSource(),
      revalidate: ({ path, type }) => revalidatePath(path, type),
    },
  )
  if (outcome.status !== 200) return failureResponse(request, outcome.code)
  logger.info({ slug: outcome.slug, paths: outcome.revalidated.length }, 'content revalidated')
  return Response.json({ revalidated: outcome.revalidated.map((target) => target.path) })
}
