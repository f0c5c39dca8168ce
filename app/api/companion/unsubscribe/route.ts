import { routeHandler } from '@/lib/route'
import { handleReminderUnsubscribe, redirectToReminderSettings } from '@/modules/companion/unsubscribe-route'

/** RFC 8058 one-click unsubscribe of one reminder kind (the List-Unsubscribe URL of the mail). */
export const POST = routeHandler(handleReminderUnsubscribe)

/** Opened in a browser: the progress page, where the plan's reminder settings are. */
export const GET = routeHandler(redirectToReminderSettings)
