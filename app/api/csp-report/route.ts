import { routeHandler } from '@/lib/route'
import { handleCspReport } from '@/modules/site/csp-report-route'

// Content-Security-Policy violation reports from browsers (lib/security-headers.ts), logged.
export const dynamic = 'force-dynamic'

export const POST = routeHandler(handleCspReport)
