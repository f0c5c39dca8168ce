/** Where the report's PDF comes from (app/api/progress/report/route.ts): the form's second button. */
export const REPORT_PDF_PATH = '/api/progress/report'
