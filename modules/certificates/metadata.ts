import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { buildPageMetadata } from '@/modules/i18n/public'
import { getCertificateImagePath } from './components/certificate-sheet'
import { formatQuitDate } from './format'
import { OG_IMAGE_SIZE } from './og-image'
import type { TCertificateView } from './queries'
import { countSmokeFreeDays } from './smoke-free'

/** Title, description and sharing picture of a certificate page; never indexed. */
export async function buildCertificateMetadata(
  certificate: TCertificateView,
  locale: TLocale,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'certificates.sheet' })
  const meta = await getTranslations({ locale, namespace: 'meta' })
  const date = formatQuitDate(locale, certificate.quitDate)
  const title = t('shareTitle', { name: certificate.displayName, date })
  const description = t('shareDescription', {
    count: countSmokeFreeDays(certificate.quitDate, new Date(), 'UTC'),
    site: meta('siteName'),
  })
  const base = await buildPageMetadata(locale, title, {
    description,
    href: { pathname: '/certificate/[id]', params: { id: certificate.id } },
    index: false,
  })
  const image = { url: getCertificateImagePath(certificate.id, locale), ...OG_IMAGE_SIZE, alt: title }
  return {
    ...base,
    openGraph: { ...base.openGraph, type: 'website', description, images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  }
}
