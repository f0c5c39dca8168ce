import { notFound } from 'next/navigation'
import { areTestRoutesEnabled } from '@/lib/request-clock'
import { failureResponse } from '@/lib/route'
import { runReminderPass } from '@/modules/companion/public'
import { reminderOptions } from './reminder-passes'

/**
 * POST /api/test/reminders?now=<ISO instant>: one reminder pass at that instant, so a browser
 * test moves the server's clock for the reminders instead of waiting (decision 064). Exists only
 * on a server started for the browser tests (E2E_TEST_ROUTES=1), like /test-error (decision 006).
 */
export async function handleTestReminderPass(request: Request): Promise<Response> {
  if (!areTestRoutesEnabled()) notFound()
  const now = new Date(new URL(request.url).searchParams.get('now') ?? '')
  if (Number.isNaN(now.getTime())) return failureResponse(request, 'common/invalid-input')
  return Response.json(await runReminderPass(now, reminderOptions))
}
