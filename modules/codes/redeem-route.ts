import 'server-only'
import { isLocale } from '@/i18n/locales'
import { getConfig } from '@/lib/config'
import { failureResponse, readRequestLocale } from '@/lib/route'
import { isForeignOrigin } from '@/lib/routing/origin'
import { readSession } from '@/modules/auth/public'
import { redeemCode } from './commands'
import { ZRedeemRequest } from './schemas'

/**
 * `POST /api/codes/redeem` with JSON `{ code, locale? }` for the signed-in user. Answers
 * `{ ok: true, benefit }` or `{ ok: false, code, message }` with the message in the request's
 * locale (body `locale`, else the account's language, else the request's): 400 bad request,
 * 401 not signed in, 403 another origin, 404 unknown, 409 used up / already redeemed / not yet
 * valid, 410 expired / disabled (the statuses of lib/error-status.ts).
 */
export async function handleRedeemRequest(request: Request): Promise<Response> {
  if (isForeignOrigin(request.headers.get('origin'), getConfig()))
    return failureResponse(request, 'common/foreign-origin')
  const body: unknown = (request.headers.get('content-type') ?? '').startsWith('application/json')
    ? await request.json().catch(() => null)
    : null
  const input = ZRedeemRequest.safeParse(body)
  const session = await readSession(request.headers)
  const asked = input.success ? input.data.locale : undefined
  const locale = isLocale(asked)
    ? asked
    : isLocale(session?.user.locale)
      ? session.user.locale
      : readRequestLocale(request)
  if (!input.success) return failureResponse(request, 'codes/invalid-request', { locale })
  if (!session) return failureResponse(request, 'codes/sign-in-required', { locale })
  const outcome = await redeemCode(session.user.id, input.data.code)
  if (!outcome.ok) return failureResponse(request, outcome.code, { locale })
  return Response.json(
    { ok: true, benefit: outcome.benefit, redemptionsLeft: outcome.redemptionsLeft },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
