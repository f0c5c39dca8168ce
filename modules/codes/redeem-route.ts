import 'server-only'
import { createTranslator } from 'next-intl'
import { defaultLocale, isLocale, type TLocale } from '@/i18n/locales'
import { getConfig } from '@/lib/config'
import { isForeignOrigin } from '@/lib/routing/origin'
import { readSession } from '@/modules/auth/public'
import { redeemCode, type TRedeemError } from './commands'
import { ZRedeemRequest } from './schemas'

type TRouteError = TRedeemError | 'codes/sign-in-required' | 'codes/invalid-request'

const STATUS: Record<TRouteError, number> = {
  'codes/invalid-request': 400,
  'codes/sign-in-required': 401,
  'codes/unknown': 404,
  'codes/disabled': 410,
  'codes/expired': 410,
  'codes/not-yet-valid': 409,
  'codes/used-up': 409,
  'codes/already-redeemed': 409,
}

async function localize(locale: TLocale, code: TRouteError): Promise<string> {
  const messages = (await import(`@/messages/${locale}.json`)).default as { errors: Record<string, string> }
  return createTranslator({ locale, messages, namespace: 'errors' })(code)
}

async function fail(locale: TLocale, code: TRouteError, status = STATUS[code]): Promise<Response> {
  return Response.json(
    { ok: false, code, message: await localize(locale, code) },
    { status, headers: { 'Cache-Control': 'no-store' } },
  )
}

/**
 * `POST /api/codes/redeem` with JSON `{ code, locale? }` for the signed-in user. Answers
 * `{ ok: true, benefit }` or `{ ok: false, code, message }` with the message in the request's
 * locale (body `locale`, else the account's language): 400 bad request, 401 not signed in,
 * 404 unknown, 409 used up / already redeemed / not yet valid, 410 expired / disabled.
 */
export async function handleRedeemRequest(request: Request): Promise<Response> {
  if (isForeignOrigin(request.headers.get('origin'), getConfig()))
    return fail(defaultLocale, 'codes/invalid-request', 403)
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
      : defaultLocale
  if (!input.success) return fail(locale, 'codes/invalid-request')
  if (!session) return fail(locale, 'codes/sign-in-required')
  const outcome = await redeemCode(session.user.id, input.data.code)
  if (!outcome.ok) return fail(locale, outcome.code)
  return Response.json(
    { ok: true, benefit: outcome.benefit, redemptionsLeft: outcome.redemptionsLeft },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
