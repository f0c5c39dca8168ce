import { routeHandler } from '@/lib/route'
import { handleAccountExport } from '@/modules/deletion/export-route'

// GDPR access and portability: modules/deletion/export-route.ts.
export const GET = routeHandler(handleAccountExport)
