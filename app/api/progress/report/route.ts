import { routeHandler } from '@/lib/route'
import { handleDoctorReportPdf } from '@/modules/insights/report-route'

// The doctor's report as a PDF, for the signed-in person only: modules/insights/report-route.ts.
export const GET = routeHandler(handleDoctorReportPdf)
