import { setRequestLocale } from 'next-intl/server'
import { localeOf } from '@/i18n/params'
import { requireUser } from '@/modules/auth/session'
import {
  CertificateCreatePage,
  certificateCreateMetadata,
} from '@/modules/certificates/components/certificate-pages'
import { getCertificatePrefill } from '@/modules/companion/certificate-prefill'

export const generateMetadata = certificateCreateMetadata

export default async function Page({ params, searchParams }: PageProps<'/[locale]/certificates/new'>) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const session = await requireUser(locale, '/certificates/new')
  // "Create a certificate from my plan" on /progress.
  const prefill = (await searchParams).from === 'plan' ? await getCertificatePrefill(session.user) : undefined
  return <CertificateCreatePage locale={locale} prefill={prefill} />
}
