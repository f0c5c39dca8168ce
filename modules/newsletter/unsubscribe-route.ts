import 'server-only'
import { withLocale } from '@/i18n/locale-path'
import { failureResponse } from '@/lib/route'
import { unsubscribe } from './commands'
import { ZSubscriptionId, ZUnsubscribePost } from './schemas'

async function readForm(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(await request.text()))
  }
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData()
    return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))
  }
  return {}
}

/**
 * Unsubscribes on POST, idempotently. Mail clients (RFC 8058: `List-Unsubscribe=One-Click`)
 * get a short 200; our own confirm form sends its locale and is sent back (303) to the
 * unsubscribe page, which now shows the confirmation and a way to subscribe again.
 */
export async function handleUnsubscribePost(request: Request, rawId: string): Promise<Response> {
  const id = ZSubscriptionId.safeParse(rawId)
  const outcome = id.success ? await unsubscribe(id.data) : 'not-found'
  if (outcome === 'not-found') return failureResponse(request, 'common/not-found')
  const form = ZUnsubscribePost.safeParse(await readForm(request))
  const locale = form.success ? form.data.locale : undefined
  if (!locale) {
    return new Response('Unsubscribed.\n', {
      status: 200,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const page = withLocale(locale, `/unsubscribe/${rawId}`)
  return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } })
}
