import { unstable_rethrow } from 'next/navigation'
import { createTranslator } from 'next-intl'
import { isLocale, localeCookieName, type TLocale } from '@/i18n/locales'
import type { TErrorCode } from './action-result'
import { statusOf } from './error-status'
import { detectLocale } from './routing/detect-locale'
import { reportUnexpectedError } from './unexpected-error'

// One way for route handlers to fail (decision 063): an expected failure is an error code, answered
// as `{ ok: false, code, message }` with the code's one status (lib/error-status.ts) and the
// message in the request's language; an unexpected one is logged once with an event id and
// answered as the generic message that shows the id. Every `app/**/route.ts` wraps its module's
// handler (`modules/<f>/*-route.ts`) in `routeHandler`.

const NO_STORE = { 'Cache-Control': 'no-store' }

function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

/** The language of an answer: `?locale=`, else the locale cookie, else Accept-Language. */
export function readRequestLocale(request: Request): TLocale {
  const asked = new URL(request.url).searchParams.get('locale')
  if (isLocale(asked)) return asked
  return detectLocale(readCookie(request, localeCookieName), request.headers.get('accept-language'))
}

/** An error code's message in a language, with its values (`{eventId}`). */
export async function localizeErrorCode(
  locale: TLocale,
  code: TErrorCode,
  values?: Record<string, string>,
): Promise<string> {
  const messages = (await import(`@/messages/${locale}.json`)).default as { errors: Record<string, string> }
  return createTranslator({ locale, messages, namespace: 'errors' })(code, values)
}

type TFailureOptions = {
  /** The language of the message; the request's (`readRequestLocale`) when not given. */
  locale?: TLocale
  /** More fields of the body (`issues` of a rejected notification, the `eventId`). */
  details?: Record<string, unknown>
  /** Values of the message's placeholders. */
  values?: Record<string, string>
}

/** The answer to a request that failed with an error code: its status, its localized message. */
export async function failureResponse(
  request: Request,
  code: TErrorCode,
  options: TFailureOptions = {},
): Promise<Response> {
  const message = await localizeErrorCode(options.locale ?? readRequestLocale(request), code, options.values)
  return Response.json(
    { ok: false, code, message, ...options.details },
    { status: statusOf(code), headers: NO_STORE },
  )
}

/**
 * A route handler that cannot crash: what its module's handler throws (but Next's own control
 * flow: notFound, redirect) is logged once with the request id and an event id, and answered
 * with 500 `common/unexpected-error`, whose message shows the event id.
 */
export function routeHandler<TRequest extends Request, TArgs extends unknown[]>(
  handle: (request: TRequest, ...args: TArgs) => Response | Promise<Response>,
): (request: TRequest, ...args: TArgs) => Promise<Response> {
  return async (request, ...args) => {
    try {
      return await handle(request, ...args)
    } catch (error) {
      unstable_rethrow(error)
      const eventId = reportUnexpectedError(error, {
        where: `${request.method} ${new URL(request.url).pathname}`,
        requestId: request.headers.get('x-request-id'),
      })
      return failureResponse(request, 'common/unexpected-error', {
        values: { eventId },
        details: { eventId },
      })
    }
  }
}
