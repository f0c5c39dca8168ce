import { routeHandler } from '@/lib/route'
import { handleBotChallengeRequest } from '@/modules/bot-check/challenge-route'

// A fresh signed challenge for every request: never cached anywhere.
export const dynamic = 'force-dynamic'

export const GET = routeHandler(handleBotChallengeRequest)
