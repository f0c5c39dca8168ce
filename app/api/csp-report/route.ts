import { handleCspReport } from '@/lib/csp-report'

// Content-Security-Policy violation reports from browsers (lib/security-headers.ts), logged.
export const dynamic = 'force-dynamic'

export const POST = handleCspReport
