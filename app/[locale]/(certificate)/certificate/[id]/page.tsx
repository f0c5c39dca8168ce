import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { localeOf } from '@/i18n/params'
import { CertificateSheet } from '@/modules/certificates/components/certificate-sheet'
import { buildCertificateMetadata } from '@/modules/certificates/metadata'
import { getCertificateView } from '@/modules/certificates/queries'
import { ZCertificateId } from '@/modules/certificates/schemas'

// Public by its unguessable id; rendered on first request and cached briefly (edits revalidate).
export const revalidate = 300

async function load(params: PageProps<'/[locale]/certificate/[id]'>['params']) {
  const locale = await localeOf(params)
  const { id } = await params
  const parsed = ZCertificateId.safeParse(id)
  return {
    locale: locale,
    certificate: parsed.success ? await getCertificateView(parsed.data) : null,
  }
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/certificate/[id]'>): Promise<Metadata> {
  const { locale, certificate } = await load(params)
  return certificate ? buildCertificateMetadata(certificate, locale) : {}
}

export default async function Page({ params }: PageProps<'/[locale]/certificate/[id]'>) {
  const { locale, certificate } = await load(params)
  if (!certificate) notFound()
  setRequestLocale(locale)
  return <CertificateSheet certificate={certificate} locale={locale} renderedAt={new Date()} />
}
