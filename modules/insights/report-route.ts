import 'server-only'
import { getTranslations } from 'next-intl/server'
import { getRequestNow } from '@/lib/request-clock'
import { failureResponse, readRequestLocale } from '@/lib/route'
import { readSession } from '@/modules/auth/public'
import { buildDoctorReport } from './report'
import { renderDoctorReportPdf } from './report-pdf'
import { parseReportSections } from './schemas'

/**
 * `GET /api/progress/report?include=…&locale=`: the signed-in person's report as a PDF, made for
 * this request and never stored: no-store, no index, a download (decision 076).
 */
export async function handleDoctorReportPdf(request: Request): Promise<Response> {
  const locale = readRequestLocale(request)
  const session = await readSession(request.headers)
  if (!session) return failureResponse(request, 'insights/sign-in-required', { locale })
  const sections = parseReportSections(new URL(request.url).searchParams.getAll('include'))
  if (sections.length === 0) return failureResponse(request, 'insights/nothing-chosen', { locale })
  const report = await buildDoctorReport(session.user.id, sections, { locale, now: await getRequestNow() })
  const meta = await getTranslations({ locale, namespace: 'meta' })
  const pdf = await renderDoctorReportPdf(report, locale, meta('siteName'))
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="stop-smoking-report.pdf"',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}
