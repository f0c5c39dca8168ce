'use client'

import { useFormatter, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { computeMoneySaved, countSmokeFreeDays, findNextMilestone } from '../smoke-free'

export type TCertificateFigures = {
  quitDate: string
  cigarettesPerDay: number | null
  packPriceMinor: number | null
  packSize: number
  currency: string | null
}

/** The viewer's IANA time zone, or UTC when the browser does not say. */
export function useViewerTimeZone(): string | null {
  const [timeZone, setTimeZone] = useState<string | null>(null)
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'), [])
  return timeZone
}

/**
 * Days smoke-free, money saved and the next health milestone. The server renders them for UTC
 * at `renderedAt` (the page is cached briefly); in the browser they are recounted for the
 * viewer's own time zone and clock.
 */
export function CertificateStats({
  figures,
  renderedAt,
}: {
  figures: TCertificateFigures
  renderedAt: string
}) {
  const t = useTranslations('certificates')
  const format = useFormatter()
  const timeZone = useViewerTimeZone()
  const [now, setNow] = useState(() => new Date(renderedAt))
  useEffect(() => setNow(new Date()), [])

  const days = countSmokeFreeDays(figures.quitDate, now, timeZone ?? 'UTC')
  const saved = computeMoneySaved({ days, ...figures })
  const next = findNextMilestone(days)

  return (
    <div className="mt-8">
      <dl className="grid gap-4 sm:grid-cols-3 print:grid-cols-3">
        <div className="rounded-lg bg-brand-50 p-4 print:border print:border-brand-100">
          <dt className="text-sm font-medium text-slate-600">{t('sheet.daysLabel')}</dt>
          <dd className="mt-1 text-3xl font-bold text-brand-700" data-testid="smoke-free-days">
            {format.number(days)}
          </dd>
          <dd className="text-sm text-slate-700">{t('sheet.days', { count: days })}</dd>
        </div>
        {saved !== null && figures.currency ? (
          <div className="rounded-lg bg-brand-50 p-4 print:border print:border-brand-100">
            <dt className="text-sm font-medium text-slate-600">{t('sheet.moneySaved')}</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-700">
              {format.number(saved / 100, { style: 'currency', currency: figures.currency })}
            </dd>
          </div>
        ) : null}
        <div className="rounded-lg bg-brand-50 p-4 print:border print:border-brand-100">
          <dt className="text-sm font-medium text-slate-600">{t('sheet.nextMilestone')}</dt>
          {next ? (
            <>
              <dd className="mt-1 font-semibold text-brand-900">{t(`milestones.${next.key}`)}</dd>
              <dd className="text-sm text-slate-700">{t('sheet.milestoneIn', { count: next.daysLeft })}</dd>
            </>
          ) : (
            <dd className="mt-1 font-semibold text-brand-900">{t('sheet.allMilestones')}</dd>
          )}
        </div>
      </dl>
      {timeZone ? (
        <p className="mt-3 text-xs text-slate-500 print:hidden">{t('sheet.timeZoneNote', { timeZone })}</p>
      ) : null}
    </div>
  )
}

/** Print button and PDF link; the link carries the viewer's zone so the PDF counts the same days. */
export function CertificateActions({ pdfHref }: { pdfHref: string }) {
  const t = useTranslations('certificates')
  const timeZone = useViewerTimeZone()
  const href = timeZone ? `${pdfHref}&tz=${encodeURIComponent(timeZone)}` : pdfHref
  return (
    <div className="mt-6 flex flex-wrap gap-3 print:hidden">
      <a
        href={href}
        download
        className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {t('sheet.downloadPdf')}
      </a>
      {timeZone ? (
        // Printing needs JavaScript; without it the browser's own print command still works.
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700"
        >
          {t('sheet.print')}
        </button>
      ) : null}
    </div>
  )
}
