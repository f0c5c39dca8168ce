import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import { getLatestTodayOnEarth } from '@/lib/calendar'
import { requireUser } from '@/modules/auth/public'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { buildPageMetadata } from '@/modules/i18n/public'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { RouteLink } from '@/modules/ui/components/route-link'
import { getOwnedCertificate, type TCertificateView } from '../queries'
import { CERTIFICATE_ERROR_GROUPS, DEFAULT_CURRENCY, ZCertificateId } from '../schemas'
import { CertificateForm } from './certificate-form'
import { DeleteCertificateForm } from './delete-certificate-form'

export async function certificateCreateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>
}): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations({ locale, namespace: 'certificates.new' })
  return buildPageMetadata(locale, t('title'), { description: t('intro'), index: false })
}

/** /certificates/new for a signed-in user (the route sends visitors to sign in first). */
export async function CertificateCreatePage({
  locale,
  prefill,
}: {
  locale: TLocale
  prefill?: Partial<TCertificateView>
}) {
  const t = await getTranslations({ locale, namespace: 'certificates.new' })
  return (
    <>
      <PageIntro title={t('title')} intro={t('intro')} />
      <ClientMessages namespaces={['certificates']} errorGroups={CERTIFICATE_ERROR_GROUPS}>
        <CertificateForm
          prefill={prefill}
          latestQuitDate={getLatestTodayOnEarth(new Date())}
          defaultCurrency={DEFAULT_CURRENCY[locale]}
        />
      </ClientMessages>
    </>
  )
}

/**
 * /certificate/edit/{id}: only the owner sees the form. A visitor signs in first and comes back
 * (every well-formed id, so the redirect confirms no id); for anybody else signed in the id does
 * not exist (404, never 403).
 */
export async function CertificateEditPage({ id, locale }: { id: string; locale: TLocale }) {
  setRequestLocale(locale)
  const parsed = ZCertificateId.safeParse(id)
  if (!parsed.success) notFound()
  const session = await requireUser(locale, {
    pathname: '/certificate/edit/[id]',
    params: { id: parsed.data },
  })
  const certificate = await getOwnedCertificate(session.user.id, parsed.data)
  if (!certificate) notFound()
  const pages = await getTranslations({ locale, namespace: 'pages.certificateEdit' })
  const t = await getTranslations({ locale, namespace: 'certificates.edit' })
  return (
    <>
      <PageIntro title={pages('title')} intro={pages('intro')}>
        <p className="mt-4">
          <RouteLink
            locale={locale}
            href={`/certificate/${certificate.id}`}
            className="font-semibold text-brand-700 underline"
          >
            {t('backToCertificate')}
          </RouteLink>
        </p>
      </PageIntro>
      <ClientMessages namespaces={['certificates']} errorGroups={CERTIFICATE_ERROR_GROUPS}>
        <CertificateForm
          certificate={certificate}
          latestQuitDate={getLatestTodayOnEarth(new Date())}
          defaultCurrency={DEFAULT_CURRENCY[locale]}
        />
        <DeleteCertificateForm id={certificate.id} />
      </ClientMessages>
    </>
  )
}
