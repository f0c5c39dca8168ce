import { routeHandler } from '@/lib/route'
import { handleUnsubscribePost } from '@/modules/newsletter/unsubscribe-route'

// POST /unsubscribe/{id} (any locale) is rewritten here by proxy.ts: the RFC 8058 one-click
// request of mail clients and the confirm button of the unsubscribe page.
export const POST = routeHandler(
  async (request: Request, { params }: RouteContext<'/api/newsletter/unsubscribe/[id]'>) =>
    handleUnsubscribePost(request, (await params).id),
)
