import type { TLocale } from '@/i18n/locales'
import { CertificateEditPage } from '@/modules/certificates/components/certificate-pages'
import { placeholderMetadata } from '@/modules/site/placeholder-page'

export const generateMetadata = placeholderMetadata('certificateEdit', undefined, { index: false })

export default async function Page({ params }: PageProps<'/[locale]/certificate/edit/[id]'>) {
  const { locale, id } = await params
  return <CertificateEditPage id={id} locale={locale as TLocale} />
}
