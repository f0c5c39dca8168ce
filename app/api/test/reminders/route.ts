import { notFound } from 'next/navigation'
import { areTestRoutesEnabled } from '@/lib/request-clock'
import { runReminderPass } from '@/modules/companion/public'
import { reminderOptions } from '@/server/reminder-passes'

export const dynamic = 'force-dynamic'

/**
 * POST /api/test/reminders?now=<ISO instant>: one reminder pass at that instant, so a browser
 * test moves the server's clock for the reminders instead of waiting (decision 064). Exists only
 * on a server started for the browser tests (E2E_TEST_ROUTES=1), like /test-error.
 */
export async function POST(request: Request): Promise<Response> {
  if (!areTestRoutesEnabled()) notFound()
  const now = new Date(new URL(request.url).searchParams.get('now') ?? '')
  if (Number.isNaN(now.getTime())) return Response.json({ code: 'common/invalid-input' }, { status: 400 })
  return Response.json(await runReminderPass(now, reminderOptions))
}
