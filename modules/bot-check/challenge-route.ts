import 'server-only'
import { createBotChallenge } from './bot-check'

/** `GET /api/bot-check`: a fresh signed challenge for every request, never cached anywhere. */
export async function handleBotChallengeRequest(): Promise<Response> {
  return Response.json(await createBotChallenge(), { headers: { 'Cache-Control': 'no-store' } })
}
