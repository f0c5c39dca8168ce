import { routeHandler } from '@/lib/route'
import { handlePurchasesExport } from '@/modules/purchases/export-route'

export const dynamic = 'force-dynamic'

/** CSV of the purchases matching the filters (admins only): modules/purchases/export-route.ts. */
export const GET = routeHandler(handlePurchasesExport)
