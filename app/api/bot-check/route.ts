import { createBotChallenge } from '@/modules/bot-check/bot-check'

// A fresh signed challenge for every request: never cached anywhere.
export const dynamic = 'force-dynamic'

export async function GET() {
  return Response.json(await createBotChallenge(), { headers: { 'Cache-Control': 'no-store' } })
}
