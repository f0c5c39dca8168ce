import 'server-only'
import type { NextRequest } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { defaultLocale, isLocale, locales } from '@/i18n/locales'
import { isTimeZone } from '@/lib/calendar'
import { failureResponse } from '@/lib/route'
import { formatQuitDate, withDate } from './format'
import { renderCertificateImage } from './og-image'
import { buildCertificatePdfTexts, renderCertificatePdf } from './pdf'
import { getCertificateView } from './queries'
import { ZCertificateId } from './schemas'
import { countSmokeFreeDays } from './smoke-free'

const ZFileQuery = z.object({
  locale: z.enum(locales).default(defaultLocale),
  tz: z.string().refine(isTimeZone).default('UTC'),
})

/** Reads id and query; answers 400 for a malformed query and 404 for an unknown id. */
async function loadCertificate(request: NextRequest, rawId: string) {
  const requested = request.nextUrl.searchParams.get('locale')
  const fallbackLocale = isLocale(requested) ? requested : defaultLocale
  const query = ZFileQuery.safeParse({
    locale: request.nextUrl.searchParams.get('locale') ?? undefined,
    tz: request.nextUrl.searchParams.get('tz') ?? undefined,
  })
  if (!query.success)
    return {
      ok: false as const,
      response: await failureResponse(request, 'common/invalid-input', { locale: fallbackLocale }),
    }
  const id = ZCertificateId.safeParse(rawId)
  const certificate = id.success ? await getCertificateView(id.data) : null
  if (!certificate) {
    return {
      ok: false as const,
      response: await failureResponse(request, 'certificates/not-found', { locale: query.data.locale }),
    }
  }
  return { ok: true as const, certificate, ...query.data }
}

/** GET /api/certificates/{id}/pdf?locale=&tz= : the certificate as a PDF download. */
export async function respondWithCertificatePdf(request: NextRequest, rawId: string): Promise<Response> {
  const loaded = await loadCertificate(request, rawId)
  if (!loaded.ok) return loaded.response
  const texts = await buildCertificatePdfTexts(loaded.certificate, {
    locale: loaded.locale,
    now: new Date(),
    timeZone: loaded.tz,
  })
  const pdf = await renderCertificatePdf(texts, loaded.locale)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="smoke-free-certificate.pdf"',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}

/** GET /api/certificates/{id}/og?locale= : the Open Graph picture (days counted in UTC). */
export async function respondWithCertificateImage(request: NextRequest, rawId: string): Promise<Response> {
  const loaded = await loadCertificate(request, rawId)
  if (!loaded.ok) return loaded.response
  const { certificate, locale } = loaded
  const t = await getTranslations({ locale, namespace: 'certificates' })
  const meta = await getTranslations({ locale, namespace: 'meta' })
  const days = countSmokeFreeDays(certificate.quitDate, new Date(), 'UTC')
  const quitDate = formatQuitDate(locale, certificate.quitDate)
  const image = await renderCertificateImage({
    site: meta('siteName'),
    heading: t('sheet.heading'),
    name: certificate.displayName,
    days: t('sheet.days', { count: days }),
    since: withDate(t('sheet.since', { date: quitDate }), quitDate),
  })
  // Public (shared links), but short-lived: an edit or a delete shows everywhere within a minute.
  image.headers.set('Cache-Control', 'public, max-age=60, s-maxage=60, stale-while-revalidate=60')
  image.headers.set('X-Robots-Tag', 'noindex')
  return image
}
