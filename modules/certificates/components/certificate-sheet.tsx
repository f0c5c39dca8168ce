import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { formatQuitDate, withDate } from '../format'
import type { TCertificateView } from '../queries'
import { CertificateActions, CertificateStats } from './certificate-stats'

/** Where a certificate's PDF is served (outside the locale routes, so crawlers and downloads skip the proxy). */
export function getCertificatePdfPath(id: string, locale: TLocale): string {
  return `/api/certificates/${encodeURIComponent(id)}/pdf?locale=${locale}`
}

export function getCertificateImagePath(id: string, locale: TLocale): string {
  return `/api/certificates/${encodeURIComponent(id)}/og?locale=${locale}`
}

/** The certificate itself, page-sized and printable. */
export async function CertificateSheet({
  certificate,
  locale,
  renderedAt,
}: {
  certificate: TCertificateView
  locale: TLocale
  renderedAt: Date
}) {
  const t = await getTranslations({ locale, namespace: 'certificates' })
  const meta = await getTranslations({ locale, namespace: 'meta' })
  const quitDate = formatQuitDate(locale, certificate.quitDate)
  return (
    <ClientMessages namespaces={['certificates']}>
      <article
        aria-labelledby="certificate-heading"
        className="mt-4 rounded-2xl border-4 border-double border-brand-600 bg-white px-6 py-10 text-center shadow-sm sm:px-12 print:mt-0 print:min-h-[95vh] print:shadow-none"
      >
        <p className="text-sm font-semibold uppercase tracking-[0.3em] text-brand-700">{meta('siteName')}</p>
        <h1 id="certificate-heading" className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">
          {t('sheet.heading')}
        </h1>
        <p className="mt-8 text-slate-700">{t('sheet.awardedTo')}</p>
        <p className="mt-2 break-words font-serif text-4xl font-bold text-slate-900 sm:text-5xl">
          {certificate.displayName}
        </p>
        <p className="mt-4 text-lg text-slate-800">
          {withDate(t('sheet.since', { date: quitDate }), quitDate)}
        </p>
        <CertificateStats
          renderedAt={renderedAt.toISOString()}
          figures={{
            quitDate: certificate.quitDate,
            cigarettesPerDay: certificate.cigarettesPerDay,
            packPriceMinor: certificate.packPriceMinor,
            packSize: certificate.packSize,
            currency: certificate.currency,
          }}
        />
        {certificate.message ? (
          <figure className="mx-auto mt-8 max-w-xl">
            <figcaption className="sr-only">{t('sheet.messageLabel')}</figcaption>
            <blockquote className="whitespace-pre-line text-lg italic text-slate-800">
              “{certificate.message}”
            </blockquote>
          </figure>
        ) : null}
        <p className="mt-10 text-sm text-slate-600">{t('sheet.issuedBy', { site: meta('siteName') })}</p>
      </article>
      <CertificateActions pdfHref={getCertificatePdfPath(certificate.id, locale)} />
    </ClientMessages>
  )
}
