import { localeOf } from '@/i18n/params'
import { EmailPage } from '@/modules/broadcasts/components/email-page'
import { pageMetadata } from '@/modules/site/page-metadata'

export const generateMetadata = pageMetadata('adminEmail', '/admin/email', { index: false })

export default async function Page({ params, searchParams }: PageProps<'/[locale]/admin/email'>) {
  return <EmailPage locale={await localeOf(params)} searchParams={await searchParams} />
}
