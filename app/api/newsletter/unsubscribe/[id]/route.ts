import { handleUnsubscribePost } from '@/modules/newsletter/one-click'

// POST /unsubscribe/{id} (any locale) is rewritten here by proxy.ts: the RFC 8058 one-click
// request of mail clients and the confirm button of the unsubscribe page.
export async function POST(request: Request, { params }: RouteContext<'/api/newsletter/unsubscribe/[id]'>) {
  return handleUnsubscribePost(request, (await params).id)
}
