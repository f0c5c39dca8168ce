import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import { buildPageMetadata } from '@/modules/i18n/public'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { RouteLink } from '@/modules/ui/components/route-link'
import { alertClass, buttonClass, checkboxClass } from '@/modules/ui/components/styles'
import { buildDoctorReport, type TDoctorReport } from '../report'
import { REPORT_PDF_PATH } from '../report-path'
import { REPORT_SECTIONS, type TReportSection } from '../schemas'

export async function doctorReportMetadata({
  params,
}: {
  params: Promise<{ locale: string }>
}): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations({ locale, namespace: 'insights.report' })
  return buildPageMetadata(locale, t('title'), { description: t('intro'), index: false })
}

/** The report as a page: one article, the same texts as the PDF. */
export function DoctorReportView({ report }: { report: TDoctorReport }) {
  return (
    <article
      aria-labelledby="report-heading"
      className="mt-10 rounded-lg border border-slate-300 bg-white p-6"
    >
      <h2 id="report-heading" className="text-2xl font-bold text-slate-900">
        {report.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{report.made}</p>
      <dl className="mt-6 space-y-5">
        {report.parts.map((part) => (
          <div key={part.section}>
            <dt className="font-semibold text-slate-900">{part.heading}</dt>
            {part.lines.map((line) => (
              <dd key={line} className="mt-1 text-slate-800">
                {line}
              </dd>
            ))}
            {part.table ? (
              <dd className="mt-2">
                <table className="w-full table-fixed text-left text-sm">
                  <caption className="sr-only">{part.heading}</caption>
                  <thead>
                    <tr className="border-b border-slate-300">
                      {part.table.columns.map((column) => (
                        <th key={column} scope="col" className="break-words py-1 pr-4 font-semibold">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {part.table.rows.map((row) => (
                      <tr key={row.join('|')} className="border-b border-slate-100">
                        {row.map((cell, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row may read the same
                          <td key={i} className="break-words py-1 pr-4">
                            {cell}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </article>
  )
}

/**
 * /progress/report: a form of checkboxes (GET, so it works without JavaScript and the address
 * holds only the names of the chosen parts), the report on the page, and the same report as a
 * PDF from the route handler. Nothing is ticked until the person ticks it. The route has
 * checked the session.
 */
export async function DoctorReportPage({
  locale,
  userId,
  now,
  sections,
  submitted,
}: {
  locale: TLocale
  userId: string
  now: Date
  sections: TReportSection[]
  /** The form was sent ("Show the report"), so an empty choice is an error to show. */
  submitted: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'insights' })
  const errors = await getTranslations({ locale, namespace: 'errors' })
  const report = sections.length > 0 ? await buildDoctorReport(userId, sections, { locale, now }) : null
  const nothingChosen = submitted && sections.length === 0
  return (
    <>
      <PageIntro title={t('report.title')} intro={t('report.intro')} />
      <form method="get" noValidate>
        {nothingChosen ? (
          <p role="alert" className={`${alertClass} mb-4`} id="report-error">
            {errors('insights/nothing-chosen')}
          </p>
        ) : null}
        <fieldset aria-describedby={nothingChosen ? 'report-error' : undefined}>
          <legend className="text-lg font-semibold text-slate-900">{t('report.choose')}</legend>
          <ul className="mt-3 space-y-2">
            {REPORT_SECTIONS.map((section) => (
              <li key={section} className="flex items-start gap-2">
                <input
                  type="checkbox"
                  id={`include-${section}`}
                  name="include"
                  value={section}
                  defaultChecked={sections.includes(section)}
                  className={checkboxClass}
                />
                <label htmlFor={`include-${section}`} className="text-slate-800">
                  {t(`report.sections.${section}`)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <input type="hidden" name="locale" value={locale} />
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" name="view" value="page" className={buttonClass.primary}>
            {t('report.show')}
          </button>
          <button type="submit" formAction={REPORT_PDF_PATH} className={buttonClass.secondary}>
            {t('report.download')}
          </button>
        </div>
      </form>
      {report ? (
        <>
          <DoctorReportView report={report} />
          <p className="mt-4 text-sm text-slate-600">{t('report.print')}</p>
        </>
      ) : null}
      <p className="mt-10">
        <RouteLink locale={locale} href="/progress" className="font-semibold text-brand-700 underline">
          {t('back')}
        </RouteLink>
      </p>
    </>
  )
}
