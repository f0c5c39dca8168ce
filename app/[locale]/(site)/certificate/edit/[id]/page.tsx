import { localeOf } from '@/i18n/params'
import { CertificateEditPage } from '@/modules/certificates/components/certificate-pages'
import { pageMetadata } from '@/modules/site/page-metadata'

export const generateMetadata = pageMetadata('certificateEdit', undefined, { index: false })

export default async function Page({ params }: PageProps<'/[locale]/certificate/edit/[id]'>) {
  const locale = await localeOf(params)
  const { id } = await params
  return <CertificateEditPage id={id} locale={locale} />
}
