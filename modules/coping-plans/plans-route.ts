import 'server-only'
import { failureResponse } from '@/lib/route'
import { getSession } from '@/modules/auth/public'
import { listCravings } from '@/modules/companion/public'
import { listCopingPlans } from './queries'

/** The plans the /craving island shows: JSON, the person's own, never stored by a cache. */
export type TCravingPlansResponse = {
  plans: Array<{ trigger: string; situation: string; action: string }>
  /** The trigger of the person's latest logged craving, whose plans come first. */
  lastTrigger: string | null
}

/** A craving logged this long ago still picks the plans shown first. */
const LAST_TRIGGER_MS = 7 * 86_400_000

/** GET /api/coping-plans: the signed-in person's if-then plans for /craving (decision 064). */
export async function handleCravingPlansRequest(request: Request): Promise<Response> {
  const session = await getSession()
  if (!session) return failureResponse(request, 'coping-plans/sign-in-required')
  const [plans, cravings] = await Promise.all([
    listCopingPlans(session.user.id),
    listCravings(session.user.id, new Date(Date.now() - LAST_TRIGGER_MS)),
  ])
  const body: TCravingPlansResponse = {
    plans: plans.map(({ trigger, situation, action }) => ({ trigger, situation, action })),
    lastTrigger: cravings.at(-1)?.trigger ?? null,
  }
  return Response.json(body, { headers: { 'Cache-Control': 'private, no-store' } })
}
