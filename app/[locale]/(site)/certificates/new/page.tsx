import { setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { requireUser } from '@/modules/auth/session'
import {
  CertificateCreatePage,
  certificateCreateMetadata,
} from '@/modules/certificates/components/certificate-pages'

export const generateMetadata = certificateCreateMetadata

export default async function Page({ params }: PageProps<'/[locale]/certificates/new'>) {
  const locale = (await params).locale as TLocale
  setRequestLocale(locale)
  await requireUser(locale, '/certificates/new')
  return <CertificateCreatePage locale={locale} />
}
