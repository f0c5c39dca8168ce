'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { formatCount, formatMoney } from '../format'
import { computeMoneySaved, countSmokeFreeDays, findNextMilestone } from '../smoke-free'

export type TCertificateFigures = {
  quitDate: string
  cigarettesPerDay: number | null
  packPriceMinor: number | null
  packSize: number
  currency: string | null
}

/** A big figure: at most text-3xl, smaller when its card is narrow; never wrapped. */
const FIGURE = 'mt-1 whitespace-nowrap text-[min(1.875rem,10cqi)] font-bold tabular-nums text-brand-700'

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
  const locale = useLocale()
  const timeZone = useViewerTimeZone()
  const [now, setNow] = useState(() => new Date(renderedAt))
  useEffect(() => setNow(new Date()), [])

  const days = countSmokeFreeDays(figures.quitDate, now, timeZone ?? 'UTC')
  const saved = computeMoneySaved({ days, ...figures })
  const next = findNextMilestone(days)

  return (
    <div className="mt-8">
      {/* Each card is a size container: a figure shrinks with its card instead of running past it
          (figures never wrap inside the number). */}
      <dl className="grid gap-4 sm:grid-cols-3 print:grid-cols-3">
        <div className="@container min-w-0 rounded-lg bg-brand-50 p-4 print:border print:border-brand-100">
          <dt className="text-sm font-medium text-slate-600">{t('sheet.daysLabel')}</dt>
          <dd className={FIGURE} data-testid="smoke-free-days">
            {formatCount(locale, days)}
          </dd>
        </div>
        {saved !== null && figures.currency ? (
          <div className="@container min-w-0 rounded-lg bg-brand-50 p-4 print:border print:border-brand-100">
            <dt className="text-sm font-medium text-slate-600">{t('sheet.moneySaved')}</dt>
            <dd className={FIGURE} data-testid="money-saved">
              {formatMoney(locale, saved, figures.currency)}
            </dd>
          </div>
        ) : null}
        <div className="@container min-w-0 rounded-lg bg-brand-50 p-4 print:border print:border-brand-100">
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
      <ShareButton />
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

/**
 * Shares the certificate's link: the system share sheet where the browser has one (Web Share
 * API, phones), else copies the link. Needs JavaScript, so it appears once hydrated.
 */
function ShareButton() {
  const t = useTranslations('certificates')
  const [mode, setMode] = useState<'share' | 'copy' | null>(null)
  const [copied, setCopied] = useState(false)
  useEffect(() => setMode(typeof navigator.share === 'function' ? 'share' : 'copy'), [])
  if (mode === null) return null

  async function onShare() {
    const url = window.location.origin + window.location.pathname
    if (mode === 'share') {
      try {
        await navigator.share({ title: document.title, url })
        return
      } catch (error) {
        // The person closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return
        // Any other refusal (no user gesture, blocked): fall back to copying.
      }
    }
    await navigator.clipboard.writeText(url)
    setCopied(true)
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void onShare()}
        className="rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700"
      >
        {mode === 'share' ? t('sheet.share') : t('sheet.copyLink')}
      </button>
      <p role="status" className="self-center text-sm text-slate-700">
        {copied ? t('sheet.linkCopied') : ''}
      </p>
    </>
  )
}
