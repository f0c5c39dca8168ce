import { handleReminderUnsubscribe } from '@/modules/companion/one-click'

/** RFC 8058 one-click unsubscribe of one reminder kind (the List-Unsubscribe URL of the mail). */
export async function POST(request: Request) {
  return handleReminderUnsubscribe(request)
}

/** Opened in a browser: the progress page, where the plan's reminder settings are. */
export async function GET() {
  return new Response(null, { status: 303, headers: { Location: '/progress', 'Cache-Control': 'no-store' } })
}
