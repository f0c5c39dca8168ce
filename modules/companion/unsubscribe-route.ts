import 'server-only'
import { z } from 'zod'
import { failureResponse } from '@/lib/route'
import { turnOffDailyReminders, turnOffMilestoneEmails } from './reminders'

const ZUnsubscribeQuery = z.object({
  kind: z.enum(['milestone', 'daily']),
  token: z.string().regex(/^[0-9a-f]{32}$/),
})

/**
 * Turns one reminder kind off, idempotently, for whoever holds the mail's secret token. A mail
 * client POSTs `List-Unsubscribe=One-Click` here (RFC 8058); no sign-in is needed.
 */
export async function handleReminderUnsubscribe(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const query = ZUnsubscribeQuery.safeParse({
    kind: url.searchParams.get('kind'),
    token: url.searchParams.get('token'),
  })
  if (!query.success) return failureResponse(request, 'common/invalid-input')
  const turnOff = query.data.kind === 'daily' ? turnOffDailyReminders : turnOffMilestoneEmails
  if (!(await turnOff(query.data.token))) return failureResponse(request, 'common/not-found')
  return new Response('Unsubscribed.\n', {
    status: 200,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/** The unsubscribe address opened in a browser: the progress page, where the plan's reminder settings are. */
export function redirectToReminderSettings(): Response {
  return new Response(null, { status: 303, headers: { Location: '/progress', 'Cache-Control': 'no-store' } })
}
