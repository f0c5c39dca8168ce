import { logger } from '@/lib/logger'
import { failureResponse } from '@/lib/route'

const MAX_BODY_BYTES = 16 * 1024
const MAX_LOGGED_PER_MINUTE = 60

let windowStart = 0
let loggedInWindow = 0

/** The fields of a violation report worth a log line (both report formats), shortened. */
function summarize(report: Record<string, unknown>) {
  const body = (report.body ?? report['csp-report'] ?? report) as Record<string, unknown>
  const pick = (...names: string[]) => {
    for (const name of names) {
      const value = body[name]
      if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, 300)
    }
    return undefined
  }
  return {
    directive: pick('effectiveDirective', 'effective-directive', 'violatedDirective', 'violated-directive'),
    blocked: pick('blockedURL', 'blocked-uri'),
    page: pick('documentURL', 'document-uri'),
    sample: pick('sample', 'script-sample'),
    line: pick('lineNumber', 'line-number'),
  }
}

/**
 * POST /api/csp-report: browsers report Content-Security-Policy violations here (report-uri's
 * `application/csp-report` and the Reporting API's `application/reports+json`). Each becomes one
 * warning in the log; bounded in size and in lines per minute, so nobody can flood the log.
 */
export async function handleCspReport(request: Request): Promise<Response> {
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_BODY_BYTES) return failureResponse(request, 'common/payload-too-large')
  const text = (await request.text()).slice(0, MAX_BODY_BYTES)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return failureResponse(request, 'common/invalid-input')
  }
  const reports = (Array.isArray(parsed) ? parsed : [parsed]).filter(
    (entry): entry is Record<string, unknown> => entry !== null && typeof entry === 'object',
  )
  if (reports.length === 0) return failureResponse(request, 'common/invalid-input')
  const now = Date.now()
  if (now - windowStart > 60_000) {
    windowStart = now
    loggedInWindow = 0
  }
  for (const report of reports.slice(0, 10)) {
    if (loggedInWindow >= MAX_LOGGED_PER_MINUTE) break
    loggedInWindow += 1
    logger.warn({ csp: summarize(report) }, 'content security policy violation')
  }
  return new Response(null, { status: 204 })
}
