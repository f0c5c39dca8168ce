import { routeHandler } from '@/lib/route'
import { handleRedeemRequest } from '@/modules/codes/redeem-route'

export const dynamic = 'force-dynamic'

/** Redeems a code for the signed-in user (atomic, localized errors): modules/codes/redeem-route.ts. */
export const POST = routeHandler(handleRedeemRequest)
