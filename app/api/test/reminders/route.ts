import { routeHandler } from '@/lib/route'
import { handleTestReminderPass } from '@/server/test-reminders-route'

export const dynamic = 'force-dynamic'

/** A reminder pass at a chosen instant, for the browser tests only: server/test-reminders-route.ts. */
export const POST = routeHandler(handleTestReminderPass)
