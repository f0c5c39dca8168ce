import { handleCravingPlansRequest } from '@/modules/coping-plans/plans-route'

export const dynamic = 'force-dynamic'

/** The signed-in person's if-then plans for the /craving island: modules/coping-plans/plans-route.ts. */
export async function GET(): Promise<Response> {
  return handleCravingPlansRequest()
}
